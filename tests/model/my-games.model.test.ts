// My games, walked from the machine's graph: a guest is asked to log in; a player's tab loads page
// by page; another tab starts again at page 1; signing in and out switches between the two.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { GameItem } from '../../src/domain/game.schema';
import type { Page } from '../../src/domain/trade';
import { MY_GAMES_PAGE_LIMIT, myGamesMachine } from '../../src/machines/my-games.machine';
import type { MyGamesQuery } from '../../src/machines/my-games.actors';
import { describeModel, pendingActor } from './model-harness';
import { game, page } from './game-fixtures';
import { offline } from './wallet-fixtures';
import { stoppedAfterTest } from './stopped-after-test';

const provided = myGamesMachine.provide({ actors: { loadPage: pendingActor } });
const events = {
  'xstate.done.actor.loadPage': [{ output: page([game(1)], 2) }, { output: page([game(2)], 2) }],
  'xstate.error.actor.loadPage': [{ error: offline }],
  SELECT_TAB: [{ tab: 'history' as const }],
  PLAYER_CHANGED: [{ signedIn: true }, { signedIn: false }],
};
const states = {
  guest: (s: ReturnType<typeof provided.resolveState>) => {
    expect(s.context.signedIn).toBe(false);
    expect(s.context.rows).toEqual([]);
  },
  loading: (s: ReturnType<typeof provided.resolveState>) => {
    expect(s.context.signedIn).toBe(true);
    expect(s.hasTag('busy')).toBe(true);
  },
  shown: (s: ReturnType<typeof provided.resolveState>) => expect(s.can({ type: 'MORE' })).toBe(s.context.rows.length < s.context.total),
  failed: (s: ReturnType<typeof provided.resolveState>) => expect(s.context.error).toBe(offline.message),
};

describeModel(provided, { input: { tab: 'favorite', signedIn: true }, pathStrategy: 'transitions', events, states });
describeModel(provided, { input: { tab: 'liked', signedIn: false }, events, states });

describe('my games rules', () => {
  it('asks for the tab page by page and starts again on another tab', async () => {
    const queries: MyGamesQuery[] = [];
    const actor = stoppedAfterTest(createActor(
      myGamesMachine.provide({
        actors: {
          loadPage: fromPromise<Page<GameItem>, MyGamesQuery>(async ({ input }) => {
            queries.push(input);
            return input.page === 1 ? page([game(1)], 2) : page([game(2)], 2);
          }),
        },
      }),
      { input: { tab: 'favorite', signedIn: true } },
    )).start();
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    await settle();
    actor.send({ type: 'MORE' });
    await settle();
    expect(actor.getSnapshot().context.rows.map((row) => row.id)).toEqual([1, 2]);
    actor.send({ type: 'SELECT_TAB', tab: 'liked' });
    await settle();
    expect(queries).toEqual([
      { tab: 'favorite', page: 1, limit: MY_GAMES_PAGE_LIMIT },
      { tab: 'favorite', page: 2, limit: MY_GAMES_PAGE_LIMIT },
      { tab: 'liked', page: 1, limit: MY_GAMES_PAGE_LIMIT },
    ]);
    actor.send({ type: 'PLAYER_CHANGED', signedIn: false });
    expect(actor.getSnapshot().value).toBe('guest');
    expect(actor.getSnapshot().context.rows).toEqual([]);
  });
});
