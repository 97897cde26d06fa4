// One claim of a bonus or rebate row, walked from the machine's graph: asked, declined, sent, paid,
// refused, in doubt (retried, or set aside with its key and resumed after asking again). Then the
// rules on real actors: one key for the whole claim, nothing sent without a yes.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import type { ClaimReply } from '../../src/domain/bonus.schema';
import type { ConfirmEvent } from '../../src/machines/confirm.machine';
import { claimMachine } from '../../src/machines/claim.machine';
import { retrySafeCallMachine } from '../../src/machines/retry-safe-call.machine';
import enUS from '../../locales/en_US.json' with { type: 'json' };
import { loadLocale } from '../../src/services/i18n';
import { describeModel, pendingActor } from './model-harness';
import { claimSending, pendingBonus, type SentClaim } from './bonus-fixtures';
import { conflict, offline, refused, timedOut } from './wallet-fixtures';
import { stoppedAfterTest } from './stopped-after-test';

type Snapshot = SnapshotFrom<typeof claimMachine>;
const page = { send: vi.fn() };
const confirm = { send: vi.fn() };
const reply: ClaimReply = { amount: pendingBonus.amount, wallet: 150.1 };
const expired = refused('This bonus has expired');

// The in-doubt line is the app's own words, in English here.
beforeAll(() => loadLocale('en_US'));

describeModel(claimMachine.provide({ actors: { ask: pendingActor, call: retrySafeCallMachine.provide({ actors: { send: pendingActor } }) } }), {
  input: { kind: 'levelBonus', id: pendingBonus.id, page, confirm },
  pathStrategy: 'transitions',
  events: {
    'xstate.done.actor.ask': [{ output: true }, { output: false }],
    'xstate.done.actor.askAgain': [{ output: true }, { output: false }],
    'xstate.done.actor.call': [{ output: { answered: true, reply } }, { output: { answered: false, error: expired } }],
    CALL_IN_DOUBT: [{ error: offline }],
  },
  states: {
    asking: (s: Snapshot) => expect(s.hasTag('claiming')).toBe(false),
    'open.sending': (s: Snapshot) => {
      expect(s.hasTag('claiming')).toBe(true);
      expect(s.context.error).toBeNull();
    },
    'open.inDoubt': (s: Snapshot) => {
      expect(s.hasTag('retrying')).toBe(true);
      expect(s.context.error).toBe(enUS.bonus.inDoubt);
    },
    'open.setAside': (s: Snapshot) => {
      expect(s.hasTag('claiming') || s.hasTag('retrying')).toBe(false);
      expect(page.send).toHaveBeenCalledWith({ type: 'CLAIM_SET_ASIDE', id: pendingBonus.id });
    },
    'open.askingAgain': (s: Snapshot) => expect(s.can({ type: 'RETRY' })).toBe(false),
    paid: (s: Snapshot) => {
      expect(s.status).toBe('done');
      expect(page.send).toHaveBeenCalledWith({ type: 'CLAIM_PAID', id: pendingBonus.id, reply });
    },
    refused: (s: Snapshot) => {
      expect(s.status).toBe('done');
      expect(page.send).toHaveBeenCalledWith({ type: 'CLAIM_REFUSED', id: pendingBonus.id, error: expired });
    },
    declined: (s: Snapshot) => {
      expect(s.status).toBe('done');
      expect(page.send).toHaveBeenCalledWith({ type: 'CLAIM_SET_ASIDE', id: pendingBonus.id });
    },
  },
});

describe('claim rules (issue 11: a claim pays once)', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const start = (kind: 'levelBonus' | 'rebate', outcomes: Array<ClaimReply | Error>, answers: boolean[] = [true, true, true]) => {
    const sent: SentClaim[] = [];
    const page = { send: vi.fn() };
    const asked: string[] = [];
    const confirm = {
      send: vi.fn((event: ConfirmEvent) => {
        if (event.type !== 'ASK') return;
        asked.push(event.title);
        event.answer(answers.shift() ?? false);
      }),
    };
    let made = 0;
    const actor = stoppedAfterTest(createActor(claimSending(sent, outcomes), { input: { kind, id: 5, page, confirm, makeKey: () => `key-${++made}-abcdefgh` } })).start();
    return { actor, sent, page, asked };
  };

  it('asks with the kind\'s own question, then sends once and reports the payment', async () => {
    const { sent, page, asked } = start('rebate', [reply]);
    await settle();
    expect(asked).toEqual([enUS.rebate.claimTitle]);
    expect(sent).toEqual([{ id: 5, key: 'key-1-abcdefgh' }]);
    expect(page.send).toHaveBeenCalledWith({ type: 'CLAIM_PAID', id: 5, reply });
  });

  it('sends nothing when the player says no', async () => {
    const { actor, sent, page } = start('levelBonus', [], [false]);
    await settle();
    expect(sent).toEqual([]);
    expect(actor.getSnapshot().value).toBe('declined');
    expect(page.send).toHaveBeenCalledWith({ type: 'CLAIM_SET_ASIDE', id: 5 });
  });

  it('keeps one key through retries, a cancel and a second yes, and is paid once', async () => {
    const { actor, sent, page, asked } = start('levelBonus', [offline, timedOut, conflict, reply]);
    await settle();
    actor.send({ type: 'RETRY' });
    await settle();
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().matches({ open: 'setAside' })).toBe(true);
    actor.send({ type: 'CLAIM' });
    await settle();
    actor.send({ type: 'RETRY' });
    await settle();
    expect(asked).toEqual([enUS.bonus.claimTitle, enUS.bonus.claimTitle]);
    expect(sent.map((claim) => claim.key)).toEqual(['key-1-abcdefgh', 'key-1-abcdefgh', 'key-1-abcdefgh', 'key-1-abcdefgh']);
    expect(page.send.mock.calls.filter(([event]) => event.type === 'CLAIM_PAID')).toHaveLength(1);
  });

  it('set aside and asked again, a "no" sends nothing and keeps it set aside', async () => {
    const { actor, sent } = start('levelBonus', [offline], [true, false]);
    await settle();
    actor.send({ type: 'CANCEL' });
    actor.send({ type: 'CLAIM' });
    await settle();
    expect(sent).toHaveLength(1);
    expect(actor.getSnapshot().matches({ open: 'setAside' })).toBe(true);
  });

  it('reports a refusal, and the claim ends', async () => {
    const { actor, page } = start('levelBonus', [expired]);
    await settle();
    expect(page.send).toHaveBeenCalledWith({ type: 'CLAIM_REFUSED', id: 5, error: expired });
    expect(actor.getSnapshot().status).toBe('done');
  });
});
