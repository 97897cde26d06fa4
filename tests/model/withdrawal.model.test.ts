// Cash out, walked from the machine's graph: no card (the prompt), a card and an amount that is
// wrong, too much for the balance or right; the withdrawal sent as a retry-safe call (its own graph
// is walked in retry-safe-call.model.test.ts): answered, refused (the key dropped), or left in
// doubt, when RETRY sends it again with the same key; then under review. Then the key rules on a
// real actor.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { IDEMPOTENCY_KEY_PATTERN } from '../../src/domain/trade';
import { withdrawAmountProblem } from '../../src/domain/withdrawal-amount';
import type { WithdrawalRequestItem } from '../../src/domain/withdrawal.schema';
import { mayHaveArrived } from '../../src/machines/may-have-arrived';
import { retrySafeCallMachine, type SendInput } from '../../src/machines/retry-safe-call.machine';
import { withdrawalMachine, type WithdrawRequest } from '../../src/machines/withdrawal.machine';
import type { CashoutData } from '../../src/machines/withdrawal.actors';
import type { WithdrawInput } from '../../src/services/withdrawal.api';
import { twoFactorCodeMachine } from '../../src/machines/two-factor-code.machine';
import { describeModel, pendingActor, type ModelPath } from './model-harness';
import { cashoutReply, conflict, defaultCard, offline, otherCard, pendingRequest, refused, timedOut, withCards, withoutCards } from './wallet-fixtures';
import { stoppedAfterTest } from './stopped-after-test';

type Snapshot = SnapshotFrom<typeof withdrawalMachine>;

const limits = (s: Snapshot) => ({ balance: s.context.request?.balance ?? 0, minAmount: s.context.request?.minAmount ?? 0, maxAmount: s.context.request?.maxAmount ?? 0 });
let keys = 0;
const input = () => ({ withAmountList: true, wallet: { send: vi.fn() }, makeKey: () => `key-${++keys}-abcdefgh` });

const codeStep = twoFactorCodeMachine.provide({ actors: { check: pendingActor } });
/** The real call, its send never answering: the graph's steps say how it ends. */
const quietCall = retrySafeCallMachine.provide({ actors: { send: pendingActor } });
/** Issue 12: the same player with 2FA on. */
const withCardsTwoFactor: CashoutData = { ...withCards, twoFactor: true };
/** The call ends only while it is sending: in doubt, it waits for RETRY. */
const possible = (path: ModelPath) =>
  path.steps.every((step, i) => i === 0 || !path.steps[i - 1]?.state.matches({ sending: 'retrying' }) || step.event.type !== 'xstate.done.actor.call');
/** The running call's key and request are the parent's. */
const callOf = (s: Snapshot) => s.children.call?.getSnapshot().context as { key: string; request: WithdrawRequest } | undefined;

describeModel(withdrawalMachine.provide({ actors: { loadCashout: pendingActor, call: quietCall, secondFactor: codeStep } }), {
  input: input(),
  pathStrategy: 'transitions',
  filter: possible,
  serializeState: (s: Snapshot) =>
    JSON.stringify([s.value, s.context.cards.length, withdrawAmountProblem(s.context.amount, limits(s)), s.context.problem, s.context.key !== null, s.context.twoFactor]),
  events: {
    'xstate.done.actor.loadCashout': [{ output: withCards }, { output: withoutCards }, { output: withCardsTwoFactor }],
    'xstate.error.actor.loadCashout': [{ error: offline }],
    CHANGE_AMOUNT: [{ amount: '150' }, { amount: '12.345' }, { amount: '800' }],
    PICK_AMOUNT: [{ amount: 200 }],
    CHOOSE_CARD: [{ bankCardId: otherCard.id }],
    'xstate.done.actor.call': [{ output: { answered: true, reply: pendingRequest } }, { output: { answered: false, error: refused('Balance not enough, please deposit') } }],
    CALL_IN_DOUBT: [{ error: offline }],
    // The code step sent the request with the code, or the player cancelled it.
    'xstate.done.actor.secondFactor': [{ output: { result: pendingRequest } }, { output: null }],
  },
  states: {
    loading: (s) => expect(s.hasTag('busy')).toBe(true),
    loadFailed: (s) => expect(s.context.error).toBe(offline.message),
    noCard: (s) => {
      expect(s.context.cards).toEqual([]);
      expect(s.can({ type: 'SUBMIT' })).toBe(false);
    },
    form: (s) => {
      // The default card is chosen first.
      expect(s.context.bankCardId === defaultCard.id || s.context.bankCardId === otherCard.id).toBe(true);
      // A problem shown is the one the amount has; a key kept from an unfinished send is a valid one.
      if (s.context.problem) expect(s.context.problem).toBe(withdrawAmountProblem(s.context.amount, limits(s)));
      if (s.context.key) expect(s.context.key).toMatch(IDEMPOTENCY_KEY_PATTERN);
      // A refusal drops the key: the server kept nothing.
      if (s.context.error === 'Balance not enough, please deposit') expect(s.context.key).toBeNull();
      expect(s.children.call).toBeUndefined();
    },
    // Issue 12: with 2FA on, a valid request goes to the code step with its key, never straight out.
    secondFactor: (s) => {
      expect(s.context.twoFactor).toBe(true);
      expect(withdrawAmountProblem(s.context.amount, limits(s))).toBeNull();
      const ticket = JSON.parse(s.children.secondFactor!.getSnapshot().context.ticket) as WithdrawInput;
      expect(ticket).toEqual({ bankCardId: s.context.bankCardId, amount: Number(s.context.amount), idempotencyKey: s.context.key });
      expect(s.context.key).toMatch(IDEMPOTENCY_KEY_PATTERN);
    },
    'sending.submitting': (s) => {
      expect(s.context.twoFactor).toBe(false);
      expect(s.hasTag('busy')).toBe(true);
      expect(withdrawAmountProblem(s.context.amount, limits(s))).toBeNull();
      // The call carries the form's card and amount and the key made before its first send.
      expect(s.context.key).toMatch(IDEMPOTENCY_KEY_PATTERN);
      expect(callOf(s)).toMatchObject({ key: s.context.key, request: { bankCardId: s.context.bankCardId, amount: Number(s.context.amount) } });
    },
    'sending.retrying': (s) => {
      expect(s.hasTag('busy')).toBe(false);
      expect(s.context.error).toBe(offline.message);
      expect(callOf(s)?.key).toBe(s.context.key);
    },
    submitted: (s) => {
      expect(s.context.submitted).toEqual(pendingRequest);
      expect(s.context.key).toBeNull();
      expect(s.context.request?.requests[0]).toEqual(pendingRequest);
      expect(s.children.call).toBeUndefined();
    },
  },
});

describe('withdrawal rules (SPEC.md §5 "Withdraw", issue 8 idempotency)', () => {
  const start = (outcomes: Array<WithdrawalRequestItem | Error>, data: CashoutData = withCards) => {
    const sent: WithdrawInput[] = [];
    const wallet = { send: vi.fn() };
    let made = 0;
    const actor = stoppedAfterTest(createActor(
      withdrawalMachine.provide({
        actors: {
          loadCashout: fromPromise<CashoutData, { withAmountList: boolean }>(async () => data),
          call: retrySafeCallMachine.provide({
            actors: {
              send: fromPromise<WithdrawalRequestItem, SendInput<WithdrawRequest>>(async ({ input: { key, request } }) => {
                sent.push({ ...request, idempotencyKey: key });
                const outcome = outcomes.shift();
                if (!outcome || outcome instanceof Error) throw outcome ?? new Error('no outcome');
                return outcome;
              }),
            },
          }),
        },
      }),
      { input: { withAmountList: true, wallet, makeKey: () => `key-${++made}-abcdefgh` } },
    )).start();
    return { actor, sent, wallet };
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('offers to add a card when the player has none', async () => {
    const { actor } = start([], withoutCards);
    await settle();
    expect(actor.getSnapshot().matches('noCard')).toBe(true);
  });

  it('refuses a wrong amount and an amount the balance does not cover, sending nothing', async () => {
    const { actor, sent } = start([]);
    await settle();
    actor.send({ type: 'CHANGE_AMOUNT', amount: '50' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.problem).toBe('wrongAmount');
    actor.send({ type: 'CHANGE_AMOUNT', amount: '600' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.problem).toBe('balanceShort');
    expect(sent).toEqual([]);
  });

  it('sends the default card and the amount with a key made before the first send, and refreshes the wallet', async () => {
    const { actor, sent, wallet } = start([pendingRequest]);
    await settle();
    actor.send({ type: 'PICK_AMOUNT', amount: 200 });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(sent).toEqual([{ bankCardId: defaultCard.id, amount: 200, idempotencyKey: 'key-1-abcdefgh' }]);
    expect(actor.getSnapshot().matches('submitted')).toBe(true);
    expect(actor.getSnapshot().context.request?.balance).toBe(cashoutReply.balance - 200);
    expect(wallet.send).toHaveBeenCalledWith({ type: 'REFRESH' });
  });

  it('retries a send that may have arrived with the same key, however often', async () => {
    const { actor, sent } = start([offline, timedOut, conflict, pendingRequest]);
    await settle();
    actor.send({ type: 'CHANGE_AMOUNT', amount: '150' });
    actor.send({ type: 'SUBMIT' });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await settle();
      expect(actor.getSnapshot().matches({ sending: 'retrying' })).toBe(true);
      actor.send({ type: 'RETRY' });
    }
    await settle();
    expect(sent.map((request) => request.idempotencyKey)).toEqual(['key-1-abcdefgh', 'key-1-abcdefgh', 'key-1-abcdefgh', 'key-1-abcdefgh']);
    expect(actor.getSnapshot().matches('submitted')).toBe(true);
  });

  it('keeps the key when the player submits the same card and amount again after a lost reply', async () => {
    const { actor, sent } = start([offline, pendingRequest]);
    await settle();
    actor.send({ type: 'CHANGE_AMOUNT', amount: '150' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    // Retyped, unchanged: still the same withdrawal.
    actor.send({ type: 'CHANGE_AMOUNT', amount: '150' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(sent[1]?.idempotencyKey).toBe(sent[0]?.idempotencyKey);
  });

  it('makes a new key for another amount, and after a refusal (the server kept nothing)', async () => {
    const { actor, sent } = start([offline, refused('Wrong amount'), pendingRequest]);
    await settle();
    actor.send({ type: 'CHANGE_AMOUNT', amount: '150' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    actor.send({ type: 'CHANGE_AMOUNT', amount: '160' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(actor.getSnapshot().context.error).toBe('Wrong amount');
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(sent.map((request) => request.idempotencyKey)).toEqual(['key-1-abcdefgh', 'key-2-abcdefgh', 'key-3-abcdefgh']);
  });

  it('makes a new key for another card chosen while in doubt, and for the next withdrawal once one is recorded', async () => {
    const { actor, sent } = start([offline, pendingRequest, pendingRequest]);
    await settle();
    actor.send({ type: 'CHANGE_AMOUNT', amount: '150' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(actor.getSnapshot().matches({ sending: 'retrying' })).toBe(true);
    actor.send({ type: 'CHOOSE_CARD', bankCardId: otherCard.id });
    expect(actor.getSnapshot().context.key).toBeNull();
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(actor.getSnapshot().matches('submitted')).toBe(true);
    actor.send({ type: 'RELOAD' });
    await settle();
    actor.send({ type: 'CHANGE_AMOUNT', amount: '150' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(sent).toEqual([
      { bankCardId: defaultCard.id, amount: 150, idempotencyKey: 'key-1-abcdefgh' },
      { bankCardId: otherCard.id, amount: 150, idempotencyKey: 'key-2-abcdefgh' },
      { bankCardId: otherCard.id, amount: 150, idempotencyKey: 'key-3-abcdefgh' },
    ]);
  });

  it('knows which failures may have reached the server', () => {
    expect(mayHaveArrived(offline)).toBe(true);
    expect(mayHaveArrived(timedOut)).toBe(true);
    expect(mayHaveArrived(conflict)).toBe(true);
    expect(mayHaveArrived(refused('no'))).toBe(false);
    expect(mayHaveArrived(new Error('plain'))).toBe(false);
  });
});
