// Manual deposit, walked from the machine's graph: payee accounts loaded (or none), the form filled
// field by field, the receipt as its child reports it (uploading, uploaded, failed, a notice), a
// submit refused while the picture is still uploading, then submitted for review, refused, or
// left in doubt and sent again. The receipt's own graph is walked in receipt-upload.model.test.ts.
// Then the rules one by one on a running actor: the Idempotency-Key made before the first send and
// reused by a retry, the progress reported, a new picture cancelling the old upload.
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, type SnapshotFrom } from 'xstate';
import { UPLOAD_MAX_BYTES, type ManualDepositInput } from '../../src/domain/pay';
import type { ManualDepositReply, PayeeAccountItem } from '../../src/domain/pay.schema';
import type { PictureUploadEvent } from '../../src/machines/picture-upload.actors';
import { manualDepositMachine, manualFailure } from '../../src/machines/manual-deposit.machine';
import { receiptUploadMachine, type Receipt, type ReceiptUploadEvent, type ReceiptUploadInput } from '../../src/machines/receipt-upload.machine';
import { retrySafeCallMachine, type SendInput } from '../../src/machines/retry-safe-call.machine';
import { ApiError } from '../../src/services/api-error';
import { describeModel, pendingActor, type ModelPath } from './model-harness';
import { stoppedAfterTest } from './stopped-after-test';

type Snapshot = SnapshotFrom<typeof manualDepositMachine>;

const NOW = new Date('2026-11-23T15:00:00').getTime();
const payees: PayeeAccountItem[] = [
  { id: 1, bankName: 'BDO Unibank', accountName: 'Lucky Star Ltd', accountNumber: '001234567890', icon: '' },
  { id: 2, bankName: 'GCash', accountName: 'Lucky Star Ltd', accountNumber: '09171234567', icon: '' },
];
// The graph tells events apart by their JSON, and a Blob's JSON is {}: each says what it is.
const named = (blob: Blob, name: string) => Object.assign(blob, { toJSON: () => name });
const receipt = named(new Blob([new Uint8Array(2048)], { type: 'image/png' }), 'receipt 2 kB');
const huge = named(new Blob([new Uint8Array(UPLOAD_MAX_BYTES + 1)], { type: 'image/png' }), 'picture over the limit');
const refused = new ApiError('reply', 'Deposit amount is wrong', { reply: { code: 500, msg: 'Deposit amount is wrong', data: null } });
const offline = new ApiError('network', 'Failed to fetch');
const URL1 = '/user-api/common/file/r1.png';

const failureOf = (s: Snapshot) => manualFailure(s.context.form, s.context.receiptUrl, NOW);
const told = (phase: Receipt['phase']): Receipt => ({
  phase,
  file: phase === 'empty' ? null : receipt,
  progress: { loaded: phase === 'uploaded' ? 2048 : 1024, total: phase === 'empty' ? 0 : 2048 },
  url: phase === 'uploaded' ? URL1 : null,
  error: null,
});

// The form: what it is told of its receipt decides whether SUBMIT sends. Its receipt stays silent
// here (the graph's RECEIPT steps are what it would say).
const silentReceipt = fromCallback<ReceiptUploadEvent, ReceiptUploadInput>(() => {}) as unknown as typeof receiptUploadMachine;
/** While the report is sent the screen offers nothing to do with the picture: the receipt says nothing. */
const possible = (path: ModelPath) =>
  path.steps.every((step, i) => i === 0 || !path.steps[i - 1]?.state.matches({ form: 'submitting' }) || !step.event.type.startsWith('RECEIPT'));

describeModel(manualDepositMachine.provide({ actors: { loadPayees: pendingActor, receipt: silentReceipt, call: pendingActor as never } }), {
  input: { makeKey: () => 'key-00000001', now: () => NOW },
  pathStrategy: 'transitions',
  filter: possible,
  // A form is told apart by the first rule it breaks and by where its receipt is.
  serializeState: (s: Snapshot) => JSON.stringify([s.value, failureOf(s), s.context.receipt]),
  events: {
    CHANGE: [
      { field: 'memberBankAccount', value: '00123456789' },
      { field: 'memberBankAccount', value: '0012-34' },
      { field: 'depositTime', value: '2026-11-23T14:30' },
      { field: 'depositTime', value: '2026-11-24T09:00' },
      { field: 'amount', value: '500' },
      { field: 'amount', value: '0' },
    ],
    CHOOSE_PAYEE: [{ payeeAccountId: 2 }],
    PICK_FILES: [{ files: [receipt] }],
    RECEIPT: [{ receipt: told('uploading') }, { receipt: told('uploaded') }, { receipt: told('failed') }, { receipt: told('empty') }],
    RECEIPT_NOTICE: [{ notice: 'fileTooLarge' }, { notice: null }],
    'xstate.done.actor.loadPayees': [{ output: payees }, { output: [] }],
    'xstate.error.actor.loadPayees': [{ error: new ApiError('network', 'Network error') }],
    'xstate.done.actor.call': [{ output: { answered: true, reply: { orderNo: 'M20261123000001', state: 'pendingReview' } } }, { output: { answered: false, error: refused } }],
    CALL_IN_DOUBT: [{ error: offline }],
  },
  states: {
    loading: (s) => expect(s.hasTag('busy')).toBe(true),
    loadFailed: (s) => expect(s.context.error).toBe('Network error'),
    noPayees: (s) => expect(s.context.payees).toEqual([]),
    'form.editing': (s) => {
      expect(s.context.payees.length).toBeGreaterThan(0);
      // A refused or unanswered submit keeps its key for the retry; any change starts a new attempt.
      if (s.context.error === refused.msg || s.context.error === offline.message) expect(s.context.key).toBe('key-00000001');
      // The receipt's picture and address are what it last told.
      if (s.context.receipt === 'uploaded') expect(s.context.receiptUrl).toBe(URL1);
      else expect(s.context.receiptUrl).toBeNull();
      if (s.context.notice !== null) expect(['fileTooLarge', 'stillUploading']).toContain(s.context.notice);
    },
    'form.submitting': (s) => {
      expect(s.hasTag('busy')).toBe(true);
      expect(s.context.key).toBe('key-00000001');
      expect(failureOf(s)).toBeNull();
      expect(s.context.receipt).toBe('uploaded');
    },
    submitted: (s) => {
      expect(s.context.result?.state).toBe('pendingReview');
      expect(s.context.key).toBeNull();
    },
  },
});

describe('manual deposit rules (SPEC.md §3, §5, §8)', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  function start(submit: (deposit: ManualDepositInput, key: string) => Promise<ManualDepositReply> = async () => ({ orderNo: 'M1', state: 'pendingReview' })) {
    const sends: Array<{ deposit: ManualDepositInput; key: string }> = [];
    const uploads: Array<{ file: Blob; send: (event: PictureUploadEvent) => void; cancelled: boolean }> = [];
    let keys = 0;
    const actor = stoppedAfterTest(createActor(
      manualDepositMachine.provide({
        actors: {
          loadPayees: fromPromise(async () => payees),
          receipt: receiptUploadMachine.provide({
            actors: {
              upload: fromCallback<PictureUploadEvent, { file: Blob }>(({ input, sendBack }) => {
                const upload = { file: input.file, send: sendBack, cancelled: false };
                uploads.push(upload);
                return () => { upload.cancelled = true; };
              }),
            },
          }),
          call: retrySafeCallMachine.provide({
            actors: {
              send: fromPromise(async ({ input }: { input: SendInput<ManualDepositInput> }) => {
                sends.push({ deposit: input.request, key: input.key });
                return submit(input.request, input.key);
              }),
            },
          }),
        },
      }),
      { input: { makeKey: () => `key-${String(++keys).padStart(8, '0')}`, now: () => NOW } },
    )).start();
    return { actor, sends, uploads };
  }

  async function filled() {
    const run = start();
    await settle();
    run.actor.send({ type: 'CHANGE', field: 'memberBankAccount', value: '00123456789' });
    run.actor.send({ type: 'CHANGE', field: 'depositTime', value: '2026-11-23T14:30' });
    run.actor.send({ type: 'CHANGE', field: 'amount', value: '500' });
    return run;
  }

  it('refuses a picture over the size limit and more pictures than a receipt takes, before sending anything', async () => {
    const { actor, uploads } = await filled();
    actor.send({ type: 'PICK_FILES', files: [huge] });
    expect(actor.getSnapshot().context.notice).toBe('fileTooLarge');
    actor.send({ type: 'PICK_FILES', files: [receipt, receipt] });
    expect(actor.getSnapshot().context.notice).toBe('tooManyFiles');
    expect(uploads).toEqual([]);
  });

  it('shows the upload progress, refuses to submit while uploading, then submits with the picture url', async () => {
    const { actor, uploads, sends } = await filled();
    actor.send({ type: 'PICK_FILES', files: [receipt] });
    uploads[0]?.send({ type: 'UPLOAD_PROGRESS', loaded: 512, total: 2048 });
    expect(actor.getSnapshot().context.progress).toEqual({ loaded: 512, total: 2048 });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.notice).toBe('stillUploading');
    expect(sends).toEqual([]);
    uploads[0]?.send({ type: 'UPLOAD_DONE', url: '/u/r.png' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(sends).toEqual([{
      key: 'key-00000001',
      deposit: { payeeAccountId: 1, memberBankAccount: '00123456789', depositTime: new Date('2026-11-23T14:30').getTime(), amount: 500, receiptUrl: '/u/r.png' },
    }]);
    expect(actor.getSnapshot().matches('submitted')).toBe(true);
  });

  it('a failed upload is retried with the same picture', async () => {
    const { actor, uploads } = await filled();
    actor.send({ type: 'PICK_FILES', files: [receipt] });
    uploads[0]?.send({ type: 'UPLOAD_FAILED', reason: null });
    expect(actor.getSnapshot().context.receipt).toBe('failed');
    actor.send({ type: 'RETRY_UPLOAD' });
    expect(uploads).toHaveLength(2);
    expect(uploads[1]?.file).toBe(receipt);
  });

  it('a new picture cancels the upload under way', async () => {
    const { actor, uploads } = await filled();
    const second = new Blob([new Uint8Array(10)], { type: 'image/jpeg' });
    actor.send({ type: 'PICK_FILES', files: [receipt] });
    actor.send({ type: 'PICK_FILES', files: [second] });
    expect(uploads[0]?.cancelled).toBe(true);
    expect(uploads[1]?.file).toBe(second);
  });

  it('the key is made before the first send and reused by the retry; a changed amount is a new key', async () => {
    let fail = true;
    const run = start(async () => { if (fail) throw refused; return { orderNo: 'M1', state: 'pendingReview' }; });
    await settle();
    for (const [field, value] of [['memberBankAccount', '00123456789'], ['depositTime', '2026-11-23T14:30'], ['amount', '500']] as const) {
      run.actor.send({ type: 'CHANGE', field, value });
    }
    run.actor.send({ type: 'PICK_FILES', files: [receipt] });
    run.uploads[0]?.send({ type: 'UPLOAD_DONE', url: '/u/r.png' });
    run.actor.send({ type: 'SUBMIT' });
    await settle();
    expect(run.actor.getSnapshot().context.error).toBe(refused.msg);
    run.actor.send({ type: 'SUBMIT' });
    await settle();
    run.actor.send({ type: 'CHANGE', field: 'amount', value: '600' });
    fail = false;
    run.actor.send({ type: 'SUBMIT' });
    await settle();
    expect(run.sends.map((s) => s.key)).toEqual(['key-00000001', 'key-00000001', 'key-00000002']);
  });

  it('a report whose reply was lost is sent again with the same key when the player submits again', async () => {
    let lost = true;
    const run = start(async () => { if (lost) throw offline; return { orderNo: 'M1', state: 'pendingReview' }; });
    await settle();
    for (const [field, value] of [['memberBankAccount', '00123456789'], ['depositTime', '2026-11-23T14:30'], ['amount', '500']] as const) {
      run.actor.send({ type: 'CHANGE', field, value });
    }
    run.actor.send({ type: 'PICK_FILES', files: [receipt] });
    run.uploads[0]?.send({ type: 'UPLOAD_DONE', url: '/u/r.png' });
    run.actor.send({ type: 'SUBMIT' });
    await settle();
    expect(run.actor.getSnapshot().matches({ form: 'editing' })).toBe(true);
    expect(run.actor.getSnapshot().context.error).toBe(offline.message);
    lost = false;
    run.actor.send({ type: 'SUBMIT' });
    await settle();
    expect(run.sends.map((s) => s.key)).toEqual(['key-00000001', 'key-00000001']);
    expect(run.actor.getSnapshot().matches('submitted')).toBe(true);
  });

  it('checks the fields in order: payer account digits, a deposit time not in the future, an amount, a receipt', () => {
    const base = { payeeAccountId: 1, memberBankAccount: '0012', depositTime: '2026-11-23T14:30', amount: '500' };
    expect(manualFailure({ ...base, memberBankAccount: '12-3' }, '/u', NOW)).toEqual({ field: 'memberBankAccount', rule: 'digits' });
    expect(manualFailure({ ...base, depositTime: '2026-11-23T15:30' }, '/u', NOW)).toEqual({ field: 'depositTime', rule: 'futureTime' });
    expect(manualFailure({ ...base, amount: '10.001' }, '/u', NOW)).toEqual({ field: 'amount', rule: 'wrongAmount' });
    expect(manualFailure(base, null, NOW)).toEqual({ field: 'receipt', rule: 'required' });
    expect(manualFailure(base, '/u', NOW)).toBeNull();
  });
});
