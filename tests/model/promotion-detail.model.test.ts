// A promotion and joining it, walked from the machine's graph: a guest is asked to log in, a closed
// one refuses with the SPEC §8 text, an amount outside [min, max] is "please enter the correct
// amount", a right one is confirmed first (CANCEL returns), a join that may have arrived keeps its
// key for the retry, a refusal drops it. Then the key rules on a real actor.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { JoinPromotionReply, PromotionDetail } from '../../src/domain/promotion.schema';
import { joinProblem } from '../../src/domain/promotion-join';
import { IDEMPOTENCY_KEY_PATTERN } from '../../src/domain/trade';
import type { JoinInput } from '../../src/machines/promotion-detail.actors';
import { promotionDetailMachine } from '../../src/machines/promotion-detail.machine';
import { describeModel, pendingActor } from './model-harness';
import { closedPromotion, codePromotion, joinedReply, welcome } from './promotion-fixtures';
import { conflict, offline, refused } from './wallet-fixtures';
import { stoppedAfterTest } from './stopped-after-test';

type Snapshot = SnapshotFrom<typeof promotionDetailMachine>;
let keys = 0;
const input = (signedIn = true) => ({ kind: 'gamePromotion', id: 3, signedIn, askLogin: vi.fn(), wallet: { send: vi.fn() }, makeKey: () => `key-${++keys}-abcdefgh` });
const problemOf = (s: Snapshot) => (s.context.promotion ? joinProblem(s.context.promotion, s.context.amount, s.context.code) : null);

describeModel(promotionDetailMachine.provide({ actors: { loadPromotion: pendingActor, joinPromotion: pendingActor } }), {
  input: input(),
  pathStrategy: 'transitions',
  serializeState: (s: Snapshot) => JSON.stringify([s.value, s.context.promotion?.id, s.context.signedIn, problemOf(s), s.context.problem, s.context.pending !== null]),
  events: {
    // The closed and the code promotion, and a guest, are the rules' cases below: the walk keeps to one.
    'xstate.done.actor.loadPromotion': [{ output: welcome }],
    'xstate.error.actor.loadPromotion': [{ error: offline }],
    CHANGE_AMOUNT: [{ amount: '200' }, { amount: '99.99' }],
    CHANGE_CODE: [{ code: 'SPRING' }],
    SIGNED_IN_CHANGED: [{ signedIn: true }],
    'xstate.done.actor.joinPromotion': [{ output: joinedReply }],
    'xstate.error.actor.joinPromotion': [{ error: offline }, { error: refused('The event has closed or expired and you can no longer participate') }],
  },
  states: {
    loading: (s) => expect(s.hasTag('busy')).toBe(true),
    failed: (s) => expect(s.context.error).toBe(offline.message),
    shown: (s) => {
      expect(s.context.promotion).not.toBeNull();
      // A problem shown is the one the form has (closed first).
      if (s.context.problem) expect(s.context.problem).toBe(problemOf(s));
      if (s.context.promotion?.open === false && s.context.problem) expect(s.context.problem).toBe('closed');
      if (s.context.pending) expect(s.context.pending.key).toMatch(IDEMPOTENCY_KEY_PATTERN);
    },
    // Only a signed-in player with a right amount or code on an open promotion is asked to confirm.
    confirming: (s) => {
      expect(s.context.signedIn).toBe(true);
      expect(problemOf(s)).toBeNull();
      expect(s.context.promotion?.button).toBe('confirmAttend');
      expect(s.can({ type: 'CANCEL' })).toBe(true);
    },
    joining: (s) => {
      expect(s.hasTag('busy')).toBe(true);
      expect(s.context.pending?.key).toMatch(IDEMPOTENCY_KEY_PATTERN);
    },
    retrying: (s) => {
      expect(s.context.pending).not.toBeNull();
      expect(s.context.error).toBe(offline.message);
    },
    joined: (s) => {
      expect(s.context.joined).toEqual(joinedReply);
      expect(s.context.promotion?.button).toBe('attended');
      expect(s.context.pending).toBeNull();
    },
  },
});

describe('promotion join rules (SPEC.md §5 "Promotion amount", §8)', () => {
  const start = (promotion: PromotionDetail, outcomes: Array<JoinPromotionReply | Error>, signedIn = true) => {
    const sent: JoinInput[] = [];
    const wallet = { send: vi.fn() };
    const askLogin = vi.fn();
    let made = 0;
    const actor = stoppedAfterTest(createActor(
      promotionDetailMachine.provide({
        actors: {
          loadPromotion: fromPromise(async () => promotion),
          joinPromotion: fromPromise<JoinPromotionReply, JoinInput>(async ({ input: request }) => {
            sent.push(request);
            const outcome = outcomes.shift();
            if (!outcome || outcome instanceof Error) throw outcome ?? new Error('no outcome');
            return outcome;
          }),
        },
      }),
      { input: { kind: promotion.kind, id: promotion.id, signedIn, askLogin, wallet, makeKey: () => `key-${++made}-abcdefgh` } },
    )).start();
    return { actor, sent, wallet, askLogin };
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('a guest joining is asked to log in and nothing is sent', async () => {
    const { actor, sent, askLogin } = start(welcome, [], false);
    await settle();
    actor.send({ type: 'CHANGE_AMOUNT', amount: '200' });
    actor.send({ type: 'SUBMIT' });
    expect(askLogin).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().value).toBe('shown');
    expect(sent).toEqual([]);
  });

  it('refuses an amount outside the range and a closed promotion, sending nothing', async () => {
    const { actor, sent } = start(welcome, []);
    await settle();
    actor.send({ type: 'CHANGE_AMOUNT', amount: '1000.01' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.problem).toBe('amount');
    const closed = start(closedPromotion, []);
    await settle();
    closed.actor.send({ type: 'CHANGE_AMOUNT', amount: '200' });
    closed.actor.send({ type: 'SUBMIT' });
    expect(closed.actor.getSnapshot().context.problem).toBe('closed');
    expect([...sent, ...closed.sent]).toEqual([]);
  });

  it('joins after the confirmation only, with the key made then, and refreshes the wallet', async () => {
    const { actor, sent, wallet } = start(welcome, [joinedReply]);
    await settle();
    actor.send({ type: 'CHANGE_AMOUNT', amount: '200' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'CANCEL' });
    expect(sent).toEqual([]);
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'CONFIRM' });
    await settle();
    expect(sent).toEqual([{ kind: 'gamePromotion', id: 3, request: { amount: 200 }, idempotencyKey: 'key-1-abcdefgh' }]);
    expect(actor.getSnapshot().value).toBe('joined');
    expect(wallet.send).toHaveBeenCalledWith({ type: 'REFRESH' });
  });

  it('joins a code promotion with the code only', async () => {
    const { actor, sent } = start(codePromotion, [joinedReply]);
    await settle();
    actor.send({ type: 'CHANGE_CODE', code: ' SPRING ' });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'CONFIRM' });
    await settle();
    expect(sent[0]?.request).toEqual({ code: 'SPRING' });
  });

  it('retries a join that may have arrived with the same key; a refusal or a new amount makes a new one', async () => {
    const { actor, sent } = start(welcome, [offline, conflict, joinedReply]);
    await settle();
    actor.send({ type: 'CHANGE_AMOUNT', amount: '200' });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'CONFIRM' });
    await settle();
    expect(actor.getSnapshot().value).toBe('retrying');
    actor.send({ type: 'RETRY' });
    await settle();
    actor.send({ type: 'RETRY' });
    await settle();
    expect(sent.map((s) => s.idempotencyKey)).toEqual(['key-1-abcdefgh', 'key-1-abcdefgh', 'key-1-abcdefgh']);
    expect(actor.getSnapshot().value).toBe('joined');

    const again = start(welcome, [refused('please enter the correct amount'), joinedReply]);
    await settle();
    again.actor.send({ type: 'CHANGE_AMOUNT', amount: '200' });
    again.actor.send({ type: 'SUBMIT' });
    again.actor.send({ type: 'CONFIRM' });
    await settle();
    expect(again.actor.getSnapshot().context.error).toBe('please enter the correct amount');
    again.actor.send({ type: 'SUBMIT' });
    again.actor.send({ type: 'CONFIRM' });
    await settle();
    expect(again.sent.map((s) => s.idempotencyKey)).toEqual(['key-1-abcdefgh', 'key-2-abcdefgh']);
  });
});
