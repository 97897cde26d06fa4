// The game catalogue as players browse it (SPEC.md §2 browser, makerGameList, searchGame,
// gameDetail): the whole set is small and changes only by an operator's command, so it is held in
// memory (shared/cache) and every list is cut from that copy; an operator's change announces
// CATALOGUE_TOPIC and every instance drops its copy at once. Search and the detail page's counts
// are read from the database.
import { subDays } from 'date-fns';
import { GAME_SEARCH_MAX_LENGTH, GAME_SEARCH_MIN_LENGTH } from '../../../src/domain/game';
import type { CategoryMakerGames, GameCategory, GameDetail, GameItem, GameMaker, GameNavigationTag } from '../../../src/domain/game.schema';
import { DEFAULT_PAGE_LIMIT, type Page } from '../../../src/domain/trade';
import { systemClock, type Clock } from '../../clock';
import { invalid, refused } from '../../errors';
import type { ChangeBus } from '../../shared/cache/change-bus';
import { ReadCache } from '../../shared/cache/read-cache';
import type { CatalogueRepository, CatalogueRows, GameRow } from './catalogue.repository';
import { iconOf, SEED_CATEGORIES, SEED_GAMES, SEED_MAKERS, SEED_TAGS, tagIconOf } from './game-seed';
import type { PlayerMarks } from './player-marks.repository';

/** The change-bus topic of the catalogue (makers, games, tags, maintenance). */
export const CATALOGUE_TOPIC = 'game-catalogue';
/** Safety net: how long a loaded catalogue is used without hearing of a change. */
export const CATALOGUE_CACHE_MS = 60_000;
/** How many games the new-games list shows. */
export const NEW_GAMES_LIMIT = 12;
/** The detail page's play count covers this many days. */
export const PLAY_COUNT_DAYS = 30;

/** A game as the catalogue holds it: the tile plus what the detail page and the round records need. */
export interface CatalogueGame extends GameItem {
  code: string;
  enabled: boolean;
  developer: string;
  description: string;
  howToPlay: string;
  lastUpdated: Date;
  createdAt: Date;
}

export interface Catalogue {
  categories: GameCategory[];
  makers: (GameMaker & { categoryIds: Set<number> })[];
  /** Every game, enabled or not, in list order (playable first, then sort, then name). */
  games: CatalogueGame[];
  tags: GameNavigationTag[];
  byId: Map<number, CatalogueGame>;
  /** `${makerCode}:${gameCode}` -> game. */
  byMakerAndCode: Map<string, CatalogueGame>;
  /** The enabled games, newest first (created, then last updated). */
  newest: CatalogueGame[];
}

/**
 * A list as a rail shows it: the games a player can open first, those in maintenance after them,
 * each part in the order it came (a stable sort). Six of nine seeded titles are closed, and a
 * rail that led with them looked like a closed casino.
 */
export function playableFirst<T extends Pick<GameItem, 'maintenance'>>(games: readonly T[]): T[] {
  return [...games].sort((a, b) => Number(a.maintenance) - Number(b.maintenance));
}

/** The newest enabled games (the New rail): the newest `limit` of them, playable first. */
export function newestGames(catalogue: Catalogue, limit = NEW_GAMES_LIMIT): GameItem[] {
  return playableFirst(catalogue.newest.slice(0, limit)).map(toGameItem);
}

const makerGameKey = (makerCode: string, gameCode: string) => `${makerCode}:${gameCode}`;

/** The wire's tile of a catalogue game (what GameItem names, nothing more). */
export function toGameItem(entry: CatalogueGame): GameItem {
  return {
    id: entry.id,
    name: entry.name,
    icon: entry.icon,
    makerId: entry.makerId,
    makerCode: entry.makerCode,
    makerName: entry.makerName,
    categoryId: entry.categoryId,
    category: entry.category,
    tags: entry.tags,
    maintenance: entry.maintenance,
    rtp: entry.rtp,
  };
}

function buildCatalogue(rows: CatalogueRows): Catalogue {
  const categories: GameCategory[] = rows.categories.map((row) => ({ id: row.id, code: row.code as GameCategory['code'] }));
  const categoryById = new Map(categories.map((category) => [category.id, category]));
  const makerById = new Map(rows.makers.map((row) => [row.id, row]));
  const tagById = new Map(rows.tags.map((row) => [row.id, row]));
  const tagsOfGame = new Map<number, string[]>();
  for (const link of [...rows.gameTags].sort((a, b) => (tagById.get(a.tagId)?.sort ?? 0) - (tagById.get(b.tagId)?.sort ?? 0))) {
    const code = tagById.get(link.tagId)?.code;
    if (code) tagsOfGame.set(link.gameId, [...(tagsOfGame.get(link.gameId) ?? []), code]);
  }
  const games = playableFirst(rows.games.flatMap((row: GameRow): CatalogueGame[] => {
    const maker = makerById.get(row.makerId);
    const category = categoryById.get(row.categoryId);
    if (!maker || !category) return [];
    return [
      {
        id: row.id,
        name: row.name,
        icon: row.icon,
        makerId: maker.id,
        makerCode: maker.code,
        makerName: maker.name,
        categoryId: category.id,
        category: category.code,
        tags: tagsOfGame.get(row.id) ?? [],
        maintenance: row.maintenance || maker.maintenance,
        rtp: row.rtpBasisPoints === null ? null : row.rtpBasisPoints / 100,
        code: row.code,
        enabled: row.enabled,
        developer: row.developer,
        description: row.description,
        howToPlay: row.howToPlay,
        lastUpdated: row.lastUpdated,
        createdAt: row.createdAt,
      },
    ];
  }));
  const enabled = games.filter((entry) => entry.enabled);
  const makers = rows.makers.map((row) => {
    const own = enabled.filter((entry) => entry.makerId === row.id);
    return { id: row.id, code: row.code, name: row.name, logo: row.logo, maintenance: row.maintenance, gameCount: own.length, categoryIds: new Set(own.map((entry) => entry.categoryId)) };
  });
  const newest = [...enabled].sort(
    (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.lastUpdated.getTime() - a.lastUpdated.getTime() || a.name.localeCompare(b.name),
  );
  return {
    categories,
    makers,
    games,
    tags: rows.tags.map((row) => ({ id: row.id, code: row.code, name: row.name, icon: row.icon })),
    byId: new Map(games.map((entry) => [entry.id, entry])),
    byMakerAndCode: new Map(games.map((entry) => [makerGameKey(entry.makerCode, entry.code), entry])),
    newest,
  };
}

const toMaker = ({ categoryIds: _ids, ...maker }: Catalogue['makers'][number]): GameMaker => maker;

export interface CatalogueServiceDeps {
  catalogue: CatalogueRepository;
  marks: PlayerMarks;
  changes: ChangeBus;
  now?: Clock;
}

export class CatalogueService {
  private readonly repository: CatalogueRepository;
  private readonly marks: PlayerMarks;
  private readonly changes: ChangeBus;
  private readonly now: Clock;
  private readonly cache: ReadCache<Catalogue>;

  constructor({ catalogue, marks, changes, now = systemClock }: CatalogueServiceDeps) {
    this.repository = catalogue;
    this.marks = marks;
    this.changes = changes;
    this.now = now;
    this.cache = new ReadCache({ load: async () => buildCatalogue(await catalogue.loadAll()), changes, topic: CATALOGUE_TOPIC, expiryMs: CATALOGUE_CACHE_MS, now });
  }

  /** The whole catalogue, from memory. */
  snapshot(): Promise<Catalogue> {
    return this.cache.get();
  }

  /** Any game by id, enabled or not (round records name disabled games too). */
  async gameById(id: number): Promise<CatalogueGame | undefined> {
    return (await this.snapshot()).byId.get(id);
  }

  async gameByMakerAndCode(makerCode: string, gameCode: string): Promise<CatalogueGame | undefined> {
    return (await this.snapshot()).byMakerAndCode.get(makerGameKey(makerCode, gameCode));
  }

  /** An enabled game, or the coded "game not found" refusal. */
  async playableGame(id: number): Promise<CatalogueGame> {
    const entry = await this.gameById(id);
    if (!entry?.enabled) throw refused('server.games.gameNotFound');
    return entry;
  }

  async categories(): Promise<GameCategory[]> {
    return (await this.snapshot()).categories;
  }

  async makers(): Promise<GameMaker[]> {
    return (await this.snapshot()).makers.map(toMaker);
  }

  async tags(): Promise<GameNavigationTag[]> {
    return (await this.snapshot()).tags;
  }

  async gamesOfCategory(categoryId: number): Promise<GameItem[]> {
    const catalogue = await this.snapshot();
    if (!catalogue.categories.some((category) => category.id === categoryId)) throw refused('server.games.categoryNotFound');
    return catalogue.games.filter((entry) => entry.enabled && entry.categoryId === categoryId).map(toGameItem);
  }

  async gamesOfMaker(makerId: number): Promise<GameItem[]> {
    const catalogue = await this.snapshot();
    if (!catalogue.makers.some((maker) => maker.id === makerId)) throw refused('server.games.makerNotFound');
    return catalogue.games.filter((entry) => entry.enabled && entry.makerId === makerId).map(toGameItem);
  }

  async gamesOfTag(tagId: number): Promise<GameItem[]> {
    const catalogue = await this.snapshot();
    const tag = catalogue.tags.find((candidate) => candidate.id === tagId);
    if (!tag) throw refused('server.games.tagNotFound');
    return catalogue.games.filter((entry) => entry.enabled && entry.tags.includes(tag.code)).map(toGameItem);
  }

  /** The makers with games in the category; gameCount counts that category's games. */
  async makersOfCategory(categoryId: number): Promise<GameMaker[]> {
    const catalogue = await this.snapshot();
    if (!catalogue.categories.some((category) => category.id === categoryId)) throw refused('server.games.categoryNotFound');
    return catalogue.makers
      .filter((maker) => maker.categoryIds.has(categoryId))
      .map((maker) => ({
        ...toMaker(maker),
        gameCount: catalogue.games.filter((entry) => entry.enabled && entry.makerId === maker.id && entry.categoryId === categoryId).length,
      }));
  }

  /** Every category with its makers and their games in it (categories without games included, empty). */
  async categoryMakerGames(): Promise<CategoryMakerGames[]> {
    const catalogue = await this.snapshot();
    return catalogue.categories.map((category) => ({
      category,
      makers: catalogue.makers
        .filter((maker) => maker.categoryIds.has(category.id))
        .map((maker) => {
          const games = catalogue.games.filter((entry) => entry.enabled && entry.makerId === maker.id && entry.categoryId === category.id).map(toGameItem);
          return { maker: { ...toMaker(maker), gameCount: games.length }, games };
        }),
    }));
  }

  async newGames(limit = NEW_GAMES_LIMIT): Promise<GameItem[]> {
    return newestGames(await this.snapshot(), limit);
  }

  /** GET /game/search: enabled games whose name contains the text, any case, by name. */
  async search(query: { name?: string; page?: number; limit?: number }): Promise<Page<GameItem>> {
    const name = (query.name ?? '').trim();
    if (name.length < GAME_SEARCH_MIN_LENGTH) throw invalid('server.games.searchTooShort', { min: String(GAME_SEARCH_MIN_LENGTH) });
    if (name.length > GAME_SEARCH_MAX_LENGTH) throw invalid('server.games.searchTooLong', { max: String(GAME_SEARCH_MAX_LENGTH) });
    const page = query.page ?? 1;
    const limit = query.limit ?? DEFAULT_PAGE_LIMIT;
    const { ids, total } = await this.repository.searchByName(name, (page - 1) * limit, limit);
    const catalogue = await this.snapshot();
    return { rows: ids.flatMap((id) => catalogue.byId.get(id) ?? []).map(toGameItem), total };
  }

  /** GET /game/info/{gameId}: the tile, the texts, the counts, and the caller's marks (false for a guest). */
  async detail(gameId: number, playerId: number | null): Promise<Omit<GameDetail, 'promotionPlay'>> {
    const entry = await this.playableGame(gameId);
    const [figures, marks] = await Promise.all([
      this.repository.figures(gameId, subDays(this.now(), PLAY_COUNT_DAYS)),
      playerId === null ? { favorite: false, liked: false } : this.marks.marksOf(playerId, gameId),
    ]);
    return {
      ...toGameItem(entry),
      developer: entry.developer,
      description: entry.description,
      howToPlay: entry.howToPlay,
      lastUpdated: entry.lastUpdated.getTime(),
      ...marks,
      ...figures,
    };
  }

  /** Called by the play module when the player launches a game: it tops their recently played list. */
  async markPlayed(playerId: number, gameId: number): Promise<void> {
    await this.playableGame(gameId);
    await this.marks.markPlayed(playerId, gameId, this.now());
  }

  /** Turns one game or every game of a maker's maintenance on or off; every instance drops its copy. */
  async setMaintenance(target: { gameId: number } | { makerCode: string }, on: boolean): Promise<boolean> {
    const changed = 'gameId' in target ? await this.repository.setGameMaintenance(target.gameId, on) : await this.repository.setMakerMaintenance(target.makerCode, on);
    if (changed > 0) await this.changes.publish(CATALOGUE_TOPIC);
    return changed > 0;
  }

  /** First start: the seed catalogue. Later starts leave an operator's catalogue alone. */
  async seedIfEmpty(): Promise<boolean> {
    if ((await this.repository.countGames()) > 0) return false;
    await this.repository.insertSeed(SEED_CATEGORIES, SEED_MAKERS, SEED_TAGS, SEED_GAMES, iconOf, tagIconOf);
    await this.changes.publish(CATALOGUE_TOPIC);
    return true;
  }
}
