// GET /game/home (SPEC.md §2 home, §9 top 20 winners): trending and new games, the biggest wins
// of all time and of the site's day, week and month, all computed from recorded rounds and held
// in memory. Rounds land often, so a recorded round (ROUNDS_TOPIC, from any instance) only marks
// the lists stale, and no request waits for them: the first request at least
// HOME_MIN_RECOMPUTE_MS after the last recompute starts the next one and is answered the copy at
// hand (stale while revalidating), as is every request until it is done. The lists also go stale
// after HOME_MAX_AGE_MS (the 24 h and 7 day windows move with time), refreshed the same way. Two
// changes are waited for, because the copy at hand would be wrong rather than late: an operator's
// catalogue change (CATALOGUE_TOPIC: maintenance shows on the next request) and the turn of the
// site's day (the day's, week's and month's winners start again).
import { addDays, startOfDay, startOfMonth, startOfWeek, subDays, subHours } from 'date-fns';
import { TOP_WINNERS_LIMIT } from '../../../src/domain/game';
import type { GameHome, GameItem, GameWinner } from '../../../src/domain/game.schema';
import { maskPlayerName } from '../../../src/domain/masked-name';
import { toMajorUnits } from '../../../src/domain/money';
import { siteDate } from '../../../src/domain/site-time';
import { systemClock, type Clock } from '../../clock';
import type { ChangeBus } from '../../shared/cache/change-bus';
import { success } from '../../shared/envelope';
import type { SiteSettingsReader } from '../../shared/site-settings';
import { CATALOGUE_TOPIC, newestGames, toGameItem, type CatalogueService } from './catalogue.service';
import type { RoundRepository, WinRow } from './round.repository';
import { ROUNDS_TOPIC } from './round.service';

/** At most one recompute of the home lists per this many ms per instance. */
export const HOME_MIN_RECOMPUTE_MS = 1_000;
/** Even with no round recorded, the lists are recomputed after this long (the windows move). */
export const HOME_MAX_AGE_MS = 60_000;
/** How many games the trending list shows. */
export const TRENDING_LIMIT = 12;

/** The accounts module's names of players (username, else phone), for the masked winner names. */
export interface PlayerNames {
  namesOf(playerIds: readonly number[]): Promise<Map<number, string>>;
}

interface Computed {
  home: GameHome;
  /** The whole success reply as sent, serialised once per recompute rather than per request. */
  reply: string;
  /** When the computation started: changes after it make the copy stale. */
  computedAt: number;
  /** Stale from then on: HOME_MAX_AGE_MS later, or when the site's day (so its week, month) turns. */
  validUntil: number;
  /** When the site's day turns: from then on the copy's period winners are wrong, not just late. */
  nextDay: number;
}

export class HomeService {
  private current: Computed | undefined;
  private computing: Promise<Computed> | undefined;
  /** Bumped by every change announcement; a copy computed from an older generation is stale. */
  private generation = 0;
  private computedGeneration = -1;
  /** The generation of the last catalogue change: an operator's change is never held back. */
  private catalogueGeneration = -1;
  /** The generation the computation in flight started from. */
  private computingGeneration = -1;
  private readonly now: Clock;

  constructor(
    private readonly deps: {
      rounds: RoundRepository;
      catalogue: CatalogueService;
      players: PlayerNames;
      site: SiteSettingsReader;
      changes: ChangeBus;
      now?: Clock;
    },
  ) {
    this.now = deps.now ?? systemClock;
    deps.changes.subscribe(ROUNDS_TOPIC, () => {
      this.generation += 1;
    });
    deps.changes.subscribe(CATALOGUE_TOPIC, () => {
      this.generation += 1;
      this.catalogueGeneration = this.generation;
    });
  }

  async home(): Promise<GameHome> {
    return (await this.latest()).home;
  }

  /** GET /game/home's reply body (the envelope of success(home)), as JSON text. */
  async homeReply(): Promise<string> {
    return (await this.latest()).reply;
  }

  /**
   * The reply body when the copy at hand may be answered now (nearly always), else undefined and
   * the caller waits for homeReply(): the busiest read then answers in the same turn, no promise
   * made. A stale copy starts its refresh behind, as homeReply() does.
   */
  homeReplyNow(): string | undefined {
    return this.usableNow()?.reply;
  }

  private async latest(): Promise<Computed> {
    return this.usableNow() ?? this.recomputed();
  }

  /** The copy at hand unless it is wrong (then undefined: wait for recomputed()). */
  private usableNow(): Computed | undefined {
    const current = this.current;
    if (!current) return undefined;
    const now = this.now().getTime();
    const age = now - current.computedAt;
    // A clock that went back, a catalogue change, or a new site day: the copy is wrong, so wait.
    if (age < 0 || this.catalogueGeneration > this.computedGeneration || now >= current.nextDay) return undefined;
    const fresh = this.computedGeneration === this.generation && this.deps.changes.trusted && now < current.validUntil;
    // Stale by rounds or by age: answered now, refreshed behind (rounds may land many times a
    // second, so at most once per HOME_MIN_RECOMPUTE_MS).
    if (!fresh && age >= HOME_MIN_RECOMPUTE_MS && !this.computing) {
      // A failed refresh keeps the copy at hand; the next request tries again.
      this.computing = this.compute();
      this.computing.catch(() => undefined);
    }
    return current;
  }

  /** A copy computed after every change that makes the current one wrong. */
  private async recomputed(): Promise<Computed> {
    // A refresh started before an operator's change would answer without it: wait it out first.
    while (this.computing && this.computingGeneration < this.catalogueGeneration) await this.computing.catch(() => undefined);
    return (this.computing ??= this.compute());
  }

  /** The hot games list: the trending games. */
  async trending(): Promise<GameItem[]> {
    return (await this.home()).trending;
  }

  private async compute(): Promise<Computed> {
    const generation = this.generation;
    this.computingGeneration = generation;
    const started = this.now();
    try {
      const timezone = Number(await this.deps.site.getSiteSetting('countryTimezone'));
      const periods = sitePeriods(started, timezone);
      const { rounds } = this.deps;
      const [catalogue, counts, top, day, week, month] = await Promise.all([
        this.deps.catalogue.snapshot(),
        rounds.roundCounts(subHours(started, 24), subDays(started, 7)),
        rounds.biggestWins(null, TOP_WINNERS_LIMIT),
        rounds.biggestWins(periods.day, TOP_WINNERS_LIMIT),
        rounds.biggestWins(periods.week, TOP_WINNERS_LIMIT),
        rounds.biggestWins(periods.month, TOP_WINNERS_LIMIT),
      ]);
      const byGame = new Map(counts.map((row) => [row.gameId, row]));
      // Every enabled game takes part, so the list is full from the first start: games a player
      // can open first, then by rounds in the last 24 hours, then in the last 7 days, then by name.
      // Games in maintenance stay, flagged, after the playable ones: on a fresh install (no rounds)
      // the name order alone put closed titles at the head of the home's first rail.
      const trending = catalogue.games
        .filter((entry) => entry.enabled)
        .map((entry) => ({ item: toGameItem(entry), day: byGame.get(entry.id)?.day ?? 0, week: byGame.get(entry.id)?.week ?? 0 }))
        .sort((a, b) => Number(a.item.maintenance) - Number(b.item.maintenance) || b.day - a.day || b.week - a.week || a.item.name.localeCompare(b.item.name))
        .slice(0, TRENDING_LIMIT)
        .map(({ item }) => item);
      const names = await this.deps.players.namesOf([...new Set([...top, ...day, ...week, ...month].map((row) => row.playerId))]);
      const winners = (rows: WinRow[]): GameWinner[] =>
        rows.flatMap((row) => {
          const entry = catalogue.byId.get(row.gameId);
          if (!entry) return [];
          return [
            {
              playerName: maskPlayerName(names.get(row.playerId) ?? ''),
              gameId: entry.id,
              gameName: entry.name,
              gameIcon: entry.icon,
              amount: toMajorUnits(row.win),
              time: row.finishedAt.getTime(),
            },
          ];
        });
      const home: GameHome = {
        trending,
        newGames: newestGames(catalogue),
        topWinners: winners(top),
        dayWinners: winners(day),
        weekWinners: winners(week),
        monthWinners: winners(month),
      };
      const computed: Computed = {
        home,
        reply: JSON.stringify(success(home)),
        computedAt: started.getTime(),
        validUntil: Math.min(started.getTime() + HOME_MAX_AGE_MS, periods.nextDay.getTime()),
        nextDay: periods.nextDay.getTime(),
      };
      // A change announced while computing leaves the copy marked stale for the next request.
      this.current = computed;
      this.computedGeneration = generation;
      return computed;
    } finally {
      this.computing = undefined;
    }
  }
}

/** The starts of the site's current day, week (from Monday) and month, and of the next day, as instants. */
export function sitePeriods(at: Date, countryTimezone: number): { day: Date; week: Date; month: Date; nextDay: Date } {
  const local = siteDate(at, countryTimezone);
  return {
    day: new Date(startOfDay(local).getTime()),
    nextDay: new Date(startOfDay(addDays(local, 1)).getTime()),
    week: new Date(startOfWeek(local, { weekStartsOn: 1 }).getTime()),
    month: new Date(startOfMonth(local).getTime()),
  };
}
