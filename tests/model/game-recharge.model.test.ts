// A recharge while playing, walked from its graph: an amount wrong or more than the wallet holds, a
// quick amount, sent, failed and sent again, cancelled (not while it is under way). Then the rules
// on a real actor: the same amount sent again is the same move (its key), a new amount a new one.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { gameAmountProblem } from '../../src/domain/game-amount';
import type { RechargeReply } from '../../src/domain/game-play.schema';
import { IDEMPOTENCY_KEY_PATTERN } from '../../src/domain/trade';
import { gameRechargeMachine } from '../../src/machines/game-recharge.machine';
import { ApiError } from '../../src/services/api-error';
import { describeModel, pendingActor } from './model-harness';
import { stoppedAfterTest } from './stopped-after-test';

type Snapshot = SnapshotFrom<typeof gameRechargeMachine>;

const recharged: RechargeReply = { makerBalance: 300, wallet: 200 };
const offline = new ApiError('network', 'Failed to fetch');
let made = 0;

describeModel(gameRechargeMachine.provide({ actors: { recharge: pendingActor } }), {
  input: { sessionId: 31, balance: 300, makeKey: () => `key-${++made}-abcdefgh` },
  pathStrategy: 'transitions',
  serializeState: (s: Snapshot) =>
    JSON.stringify([s.value, s.context.amountText === '' ? '' : (gameAmountProblem(s.context.amountText, s.context.balance) ?? 'ok'), s.context.problem, s.context.error !== null, s.context.key !== null]),
  events: {
    SET_AMOUNT: [{ text: '100' }, { text: '1.234' }, { text: '301' }],
    PICK_AMOUNT: [{ amount: 50 }],
    WALLET: [{ balance: 300 }],
    'xstate.done.actor.recharge': [{ output: recharged }],
    'xstate.error.actor.recharge': [{ error: offline }],
  },
  states: {
    editing: (s) => {
      if (s.context.problem === 'wrongAmount') expect(['1.234', '']).toContain(s.context.amountText);
      if (s.context.problem === 'insufficientBalance') expect(s.context.amountText).toBe('301');
      // A failed send keeps its key for the same amount.
      if (s.context.error) expect(s.context.key).toMatch(IDEMPOTENCY_KEY_PATTERN);
    },
    sending: (s) => {
      expect(s.hasTag('busy')).toBe(true);
      expect(s.context.key).toMatch(IDEMPOTENCY_KEY_PATTERN);
      expect(gameAmountProblem(s.context.amountText, s.context.balance)).toBeNull();
    },
    done: (s) => expect(s.output).toEqual({ reply: recharged }),
    closed: (s) => expect(s.output).toEqual({ reply: null }),
  },
});

describe('recharge rules (issue 9: one key per move)', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('sends the same amount again with the same key, a new amount with a new one', async () => {
    const sent: Array<{ amount: number; key: string }> = [];
    const outcomes: Array<RechargeReply | Error> = [offline, offline, recharged];
    let keys = 0;
    const actor = stoppedAfterTest(createActor(
      gameRechargeMachine.provide({
        actors: {
          recharge: fromPromise<RechargeReply, { sessionId: number; amount: number; key: string }>(async ({ input }) => {
            sent.push({ amount: input.amount, key: input.key });
            const outcome = outcomes.shift();
            if (outcome instanceof Error || outcome === undefined) throw outcome;
            return outcome;
          }),
        },
      }),
      { input: { sessionId: 31, balance: 300, makeKey: () => `key-${++keys}-abcdefgh` } },
    )).start();
    actor.send({ type: 'PICK_AMOUNT', amount: 100 });
    actor.send({ type: 'SUBMIT' });
    await settle();
    // The sheet stays while the move is under way: no CANCEL then (sent here after it failed).
    actor.send({ type: 'SUBMIT' });
    await settle();
    actor.send({ type: 'SET_AMOUNT', text: '50' });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('sending');
    await settle();
    expect(sent).toEqual([
      { amount: 100, key: 'key-1-abcdefgh' },
      { amount: 100, key: 'key-1-abcdefgh' },
      { amount: 50, key: 'key-2-abcdefgh' },
    ]);
    expect(actor.getSnapshot().output).toEqual({ reply: recharged });
  });

  it('takes a wallet figure that changes while the sheet is open', () => {
    const actor = stoppedAfterTest(createActor(gameRechargeMachine.provide({ actors: { recharge: pendingActor } }), { input: { sessionId: 31, balance: 300, makeKey: () => 'key-1-abcdefgh' } })).start();
    actor.send({ type: 'SET_AMOUNT', text: '400' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.problem).toBe('insufficientBalance');
    actor.send({ type: 'WALLET', balance: 450 });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('sending');
  });
});
