// The search page, walked from the machine's graph: typing waits DEBOUNCE_MS, then page 1; more
// pages on; nothing found; a failure retried; clearing forgets it all.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { DEBOUNCE_MS } from '../../src/domain/constants';
import type { GameItem } from '../../src/domain/game.schema';
import type { Page } from '../../src/domain/trade';
import { gameSearchMachine, SEARCH_PAGE_LIMIT } from '../../src/machines/game-search.machine';
import type { SearchQuery } from '../../src/machines/game-search.actors';
import { describeModel, pendingActor } from './model-harness';
import { game, page } from './game-fixtures';
import { offline } from './wallet-fixtures';
import { stoppedAfterTest } from './stopped-after-test';

describeModel(gameSearchMachine.provide({ actors: { search: pendingActor } }), {
  pathStrategy: 'transitions',
  clock: true,
  serializeState: (s) => JSON.stringify([s.value, s.context.rows.length < s.context.total]),
  events: {
    TYPE: [{ text: 'lantern' }, { text: '  ' }],
    'xstate.done.actor.search': [{ output: page([game(1)], 2) }, { output: page([], 0) }],
    'xstate.error.actor.search': [{ error: offline }],
    'xstate.done.actor.searchMore': [{ output: page([game(2)], 2) }],
    'xstate.error.actor.searchMore': [{ error: offline }],
  },
  states: {
    idle: (s) => {
      expect(s.context.query).toBe('');
      expect(s.context.rows).toEqual([]);
    },
    typing: (s) => expect(s.context.text.trim()).not.toBe(''),
    searching: (s) => {
      expect(s.hasTag('busy')).toBe(true);
      expect(s.context.query).toBe('lantern');
    },
    results: (s) => expect(s.context.rows.length).toBeGreaterThan(0),
    loadingMore: (s) => expect(s.context.page).toBeGreaterThan(1),
    empty: (s) => expect(s.context.rows).toEqual([]),
    failed: (s) => expect(s.context.error).toBe(offline.message),
  },
});

describe('search rules (SPEC.md §9 debounce)', () => {
  it('asks once the player has stopped typing for DEBOUNCE_MS, with the trimmed name', async () => {
    const queries: SearchQuery[] = [];
    const clock = new SimulatedClock();
    const actor = stoppedAfterTest(createActor(
      gameSearchMachine.provide({
        actors: {
          search: fromPromise<Page<GameItem>, SearchQuery>(async ({ input }) => {
            queries.push(input);
            return page([game(1)], 1);
          }),
        },
      }),
      { clock },
    )).start();
    actor.send({ type: 'TYPE', text: 'la' });
    clock.increment(DEBOUNCE_MS - 1);
    actor.send({ type: 'TYPE', text: 'lan ' });
    clock.increment(DEBOUNCE_MS - 1);
    expect(queries).toEqual([]);
    clock.increment(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(queries).toEqual([{ name: 'lan', page: 1, limit: SEARCH_PAGE_LIMIT }]);
    expect(actor.getSnapshot().value).toBe('results');
    // The same name again (a space taken away) keeps the results without a call.
    actor.send({ type: 'TYPE', text: 'lan' });
    clock.increment(DEBOUNCE_MS);
    expect(queries).toHaveLength(1);
    actor.send({ type: 'TYPE', text: 'x'.repeat(80) });
    expect([...actor.getSnapshot().context.text]).toHaveLength(50);
  });
});
