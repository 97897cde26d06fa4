// The promotion lists, each walked from its graph: the Promotion tab's two tabs (each loaded once,
// a guest's join asks to log in), my promotions by state, a record's bill and a promotion's games
// filtered by maker. Then the rules the walks cannot see.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { GameItem, GameMaker } from '../../src/domain/game.schema';
import type { PromotionKind } from '../../src/domain/promotion';
import type { PromotionBillRow, PromotionSummary } from '../../src/domain/promotion.schema';
import { myPromotionsMachine, recordsShown } from '../../src/machines/my-promotions.machine';
import { promotionBillMachine } from '../../src/machines/promotion-bill.machine';
import { gamesShown, promotionGamesMachine } from '../../src/machines/promotion-games.machine';
import { promotionDetailPath } from '../../src/machines/promotion-detail-path';
import { promotionListMachine } from '../../src/machines/promotion-list.machine';
import { describeModel, pendingActor } from './model-harness';
import { codePromotion, ongoingRecord, settlableRecord, welcome } from './promotion-fixtures';
import { offline } from './wallet-fixtures';
import { stoppedAfterTest } from './stopped-after-test';

const activities: PromotionSummary[] = [codePromotion];
const gamePromotions: PromotionSummary[] = [welcome];

describeModel(promotionListMachine.provide({ actors: { loadPromotions: pendingActor } }), {
  input: { signedIn: true, askLogin: vi.fn(), open: vi.fn() },
  pathStrategy: 'transitions',
  serializeState: (s: SnapshotFrom<typeof promotionListMachine>) => JSON.stringify([s.value, s.context.tab, Object.keys(s.context.lists).sort()]),
  events: {
    'xstate.done.actor.loadPromotions': [{ output: activities }],
    'xstate.error.actor.loadPromotions': [{ error: offline }],
    TAB: [{ tab: 'gamePromotion' }, { tab: 'activity' }],
    JOIN: [{ promotion: welcome }],
    SIGNED_IN_CHANGED: [{ signedIn: false }],
  },
  states: {
    loading: (s) => {
      expect(s.hasTag('busy')).toBe(true);
      expect(s.context.lists[s.context.tab]).toBeUndefined();
    },
    shown: (s) => expect(s.context.lists[s.context.tab]).toBeDefined(),
    failed: (s) => expect(s.context.error).toBe(offline.message),
  },
});

describeModel(myPromotionsMachine.provide({ actors: { loadRecords: pendingActor } }), {
  pathStrategy: 'transitions',
  events: {
    'xstate.done.actor.loadRecords': [{ output: [ongoingRecord, settlableRecord] }],
    'xstate.error.actor.loadRecords': [{ error: offline }],
    FILTER: [{ filter: 'settlable' }],
  },
  states: {
    loading: (s) => expect(s.hasTag('busy')).toBe(true),
    shown: (s) => expect(recordsShown(s.context).every((r) => s.context.filter === 'all' || r.state === s.context.filter)).toBe(true),
    failed: (s) => expect(s.context.error).toBe(offline.message),
  },
});

const bill: PromotionBillRow[] = [{ id: 'b1', type: 'participate', amount: 200, gameName: '', createdAt: 0 }];
describeModel(promotionBillMachine.provide({ actors: { loadBill: pendingActor } }), {
  input: { id: 21 },
  pathStrategy: 'transitions',
  events: { 'xstate.done.actor.loadBill': [{ output: bill }], 'xstate.error.actor.loadBill': [{ error: offline }] },
  states: {
    loading: (s) => expect(s.hasTag('busy')).toBe(true),
    shown: (s) => expect(s.context.rows).toEqual(bill),
    failed: (s) => expect(s.context.error).toBe(offline.message),
  },
});

const game = (id: number, makerId: number) => ({ id, name: `Game ${id}`, makerId }) as GameItem;
const games = [game(1, 10), game(2, 11), game(3, 10)];
const makers = [{ id: 10, name: 'Demo' }, { id: 11, name: 'Other' }] as GameMaker[];
describeModel(promotionGamesMachine.provide({ actors: { loadGames: pendingActor } }), {
  input: { id: 3 },
  pathStrategy: 'transitions',
  events: {
    'xstate.done.actor.loadGames': [{ output: { games, makers } }],
    'xstate.error.actor.loadGames': [{ error: offline }],
    MAKER: [{ makerId: 10 }, { makerId: null }],
  },
  states: {
    loading: (s) => expect(s.hasTag('busy')).toBe(true),
    shown: (s) => expect(gamesShown(s.context).length).toBe(s.context.makerId === 10 ? 2 : 3),
    failed: (s) => expect(s.context.error).toBe(offline.message),
  },
});

describe('promotion list rules', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const start = (signedIn: boolean) => {
    const asked: PromotionKind[] = [];
    const askLogin = vi.fn();
    const open = vi.fn();
    const actor = stoppedAfterTest(createActor(
      promotionListMachine.provide({
        actors: { loadPromotions: fromPromise<PromotionSummary[], { kind: PromotionKind }>(async ({ input }) => { asked.push(input.kind); return input.kind === 'activity' ? activities : gamePromotions; }) },
      }),
      { input: { signedIn, askLogin, open } },
    )).start();
    return { actor, asked, askLogin, open };
  };

  it('loads each tab once, the activities first', async () => {
    const { actor, asked } = start(true);
    await settle();
    actor.send({ type: 'TAB', tab: 'gamePromotion' });
    await settle();
    actor.send({ type: 'TAB', tab: 'activity' });
    actor.send({ type: 'TAB', tab: 'gamePromotion' });
    await settle();
    expect(asked).toEqual(['activity', 'gamePromotion']);
    expect(actor.getSnapshot().context.lists.gamePromotion).toEqual(gamePromotions);
  });

  it('a guest sees the lists and joining asks to log in; a player goes to the promotion', async () => {
    const guest = start(false);
    await settle();
    expect(guest.actor.getSnapshot().context.lists.activity).toEqual(activities);
    guest.actor.send({ type: 'JOIN', promotion: welcome });
    expect(guest.askLogin).toHaveBeenCalledOnce();
    expect(guest.open).not.toHaveBeenCalled();
    const player = start(true);
    await settle();
    player.actor.send({ type: 'JOIN', promotion: welcome });
    expect(player.open).toHaveBeenCalledWith(promotionDetailPath('gamePromotion', 3));
  });
});
