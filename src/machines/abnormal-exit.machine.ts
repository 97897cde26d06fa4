// Abnormal game exit (SPEC.md §4, §8 "abnormal game exit warns that the balance must be updated
// manually"; issue 9 "an abnormal exit detected on the next start shows the popup with 'don't show
// again' and pulls the balance back"). While a game plays, its id and page are stored on the device
// (SPEC.md §3 "game id and game path"); a clean exit removes them. Finding them at the next start
// (started by the shell) or at the next visit to playingGame (a child of the game session) means
// the last game ended without bringing its balance back:
//   pulling → POST /autoExitGame (Idempotency-Key made once, reused by RETRY) brings back whatever
//             the makers still hold; the popup says so while it runs, unless the player chose
//             "don't show again"
//   shown   → what came back; the stored game is forgotten and the wallet refreshed
//   failed  → the money stays where the ledger says; RETRY, or CLOSE and the next start tries again
//   done    → final
import { assign, setup } from 'xstate';
import type { AutoExitReply } from '../domain/game-play.schema';
import { storage } from '../services/storage';
import { abnormalExitActors } from './abnormal-exit.actors';
import { errorOf, messageOf } from './failure-message';

export interface AbnormalExitInput {
  /** The session's wallet summary: refreshed once the balance is back. */
  wallet: { send(event: { type: 'REFRESH' }): void };
  makeKey?: () => string;
}

export interface AbnormalExitContext {
  wallet: AbnormalExitInput['wallet'];
  key: string;
  /** The player asked not to see the popup again (its own storage key). */
  dontShow: boolean;
  /** Asked before this check began: this check runs without the popup. */
  quiet: boolean;
  reply: AutoExitReply | null;
  error: string | null;
}

export type AbnormalExitEvent = { type: 'DONT_SHOW_AGAIN'; on: boolean } | { type: 'RETRY' } | { type: 'CLOSE' };

export const abnormalExitMachine = setup({
  types: { input: {} as AbnormalExitInput, context: {} as AbnormalExitContext, events: {} as AbnormalExitEvent, output: {} as { wallet: number | null } },
  actors: abnormalExitActors,
  guards: {
    quiet: ({ context }) => context.quiet,
  },
  actions: {
    takeReply: assign({ reply: (_, reply: AutoExitReply) => reply, error: null }),
    showError: assign({ error: (_, error: unknown) => messageOf(error) }),
    setDontShow: assign(({ event }) => {
      if (event.type !== 'DONT_SHOW_AGAIN') return {};
      if (event.on) storage.set('abnormalExitDontShow', true);
      else storage.remove('abnormalExitDontShow');
      return { dontShow: event.on };
    }),
    forgetGame: () => {
      storage.remove('gameId');
      storage.remove('gamePath');
    },
    refreshWallet: ({ context }) => context.wallet.send({ type: 'REFRESH' }),
  },
}).createMachine({
  id: 'abnormalExit',
  description: 'A game left without a clean exit: the popup (unless "don\'t show again") while POST /autoExitGame brings the balance back, then what came back.',
  context: ({ input }) => {
    const dontShow = storage.get('abnormalExitDontShow') === true;
    return {
      wallet: input.wallet,
      // One key for this check: a retry after a lost reply is the same pull, answered once.
      key: (input.makeKey ?? (() => crypto.randomUUID()))(),
      dontShow,
      quiet: dontShow,
      reply: null,
      error: null,
    };
  },
  initial: 'pulling',
  states: {
    pulling: {
      tags: ['busy'],
      on: { DONT_SHOW_AGAIN: { actions: 'setDontShow' } },
      invoke: {
        id: 'autoExit',
        src: 'autoExit',
        input: ({ context }) => ({ key: context.key }),
        onDone: [
          { guard: 'quiet', target: 'done', actions: [{ type: 'takeReply', params: ({ event }) => event.output }, 'forgetGame', 'refreshWallet'] },
          { target: 'shown', actions: [{ type: 'takeReply', params: ({ event }) => event.output }, 'forgetGame', 'refreshWallet'] },
        ],
        onError: [
          // Quietly: the stored game stays, so the next start tries again.
          { guard: 'quiet', target: 'done', actions: { type: 'showError', params: errorOf } },
          { target: 'failed', actions: { type: 'showError', params: errorOf } },
        ],
      },
    },
    shown: { on: { DONT_SHOW_AGAIN: { actions: 'setDontShow' }, CLOSE: 'done' } },
    failed: { on: { DONT_SHOW_AGAIN: { actions: 'setDontShow' }, RETRY: { target: 'pulling', actions: assign({ error: null }) }, CLOSE: 'done' } },
    done: { type: 'final' },
  },
  output: ({ context }) => ({ wallet: context.reply?.wallet ?? null }),
});
