// A player's own game lists (SPEC.md §2 myGames: favorite, liked, history; account: recently
// playing, my favorite, my like): the marks are set by the game detail page and kept per player;
// "recently played" is recorded by the play module at each launch (CatalogueService.markPlayed).
import type { GameItem } from '../../../src/domain/game.schema';
import { DEFAULT_PAGE_LIMIT, type Page } from '../../../src/domain/trade';
import { toGameItem, type CatalogueService } from './catalogue.service';
import type { MarkKind, PlayerMarksRepository } from './player-marks.repository';

export interface PagingQuery {
  page?: number;
  limit?: number;
}

export class MyGamesService {
  constructor(private readonly deps: { marks: PlayerMarksRepository; catalogue: CatalogueService }) {}

  /** Sets a favorite or like on or off (on twice stays on); returns the state and the game's count. */
  async setMark(kind: MarkKind, playerId: number, gameId: number, on: boolean): Promise<{ on: boolean; count: number }> {
    await this.deps.catalogue.playableGame(gameId);
    return { on, count: await this.deps.marks.set(kind, playerId, gameId, on) };
  }

  async marked(kind: MarkKind, playerId: number, query: PagingQuery): Promise<Page<GameItem>> {
    const { offset, limit } = paging(query);
    return this.items(await this.deps.marks.page(kind, playerId, offset, limit));
  }

  async recent(playerId: number, query: PagingQuery): Promise<Page<GameItem>> {
    const { offset, limit } = paging(query);
    return this.items(await this.deps.marks.recentPage(playerId, offset, limit));
  }

  private async items({ ids, total }: { ids: number[]; total: number }): Promise<Page<GameItem>> {
    const catalogue = await this.deps.catalogue.snapshot();
    return { rows: ids.flatMap((id) => catalogue.byId.get(id) ?? []).map(toGameItem), total };
  }
}

export function paging(query: PagingQuery): { offset: number; limit: number } {
  const page = query.page ?? 1;
  const limit = query.limit ?? DEFAULT_PAGE_LIMIT;
  return { offset: (page - 1) * limit, limit };
}
