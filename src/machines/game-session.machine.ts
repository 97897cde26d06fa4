// Playing a game (SPEC.md §2 playingGame; §4 abnormal game exit; issue 9 "Game session machine"),
// each step a child machine of its own:
//   starting   → a game still stored on the device and played by no other tab (game-left-over.ts)
//   recovering → ... was left without a clean exit: abnormal-exit.machine.ts brings it back first
//   choosing   → how much goes in (game-amount.machine.ts); none for a seamless maker's game,
//                which plays straight from the wallet (it launches as soon as its page is read)
//   live       → a maker may hold the player's money: the tab holds the game lock and closing it
//                asks first; the game's id and page are stored on the device (SPEC.md §3)
//     .launching → game-launch.machine.ts: its key, its retries, a step back, or pulling back
//     .playing   → the frame; its messages count only from the session's origin and the frame's
//                  own window: 'balance', 'ready', 'disconnected', 'recharge', 'exit'
//       .recharging → game-recharge.machine.ts (never for a seamless maker's session: the wallet
//                     is what it plays); .confirmingExit → exit game or back home asks first
//       realityCheck (child) → its reminder's Leave exits as back home does
//     .exiting   → game-exit.machine.ts: what came back, or the money left with the maker
//   done       → what came back; AGAIN starts over
//   left       → home (with a toast of what came back), after back home, leaving, or abandoning
import { launchRequestOf } from './game-amount.machine';
import type { GameLaunchOutput } from './game-launch.machine';
import { gameSessionSetup, played } from './game-session.setup';

export { trustedMessage, type GameSessionContext, type GameSessionEvent, type GameSessionInput, type LeaveTo } from './game-session.setup';

export const gameSessionMachine = gameSessionSetup.createMachine({
  id: 'gameSession',
  description: 'Choose an amount, launch (transfer in), play in the frame (recharge, hide, exit or back home), exit (transfer out); an abnormal exit found first is brought back.',
  context: ({ input }) => ({
    ...input,
    currencySymbol: input.currencySymbol ?? (() => ''),
    makeKey: input.makeKey ?? (() => crypto.randomUUID()),
    platformOrigin: input.platformOrigin ?? null,
    game: null,
    session: null,
    frameWindow: null,
    makerBalance: null,
    ...played,
  }),
  initial: 'starting',
  states: {
    starting: {
      // Fresh figures for the amount sheet (the view passes every change on as WALLET).
      entry: 'refreshWallet',
      invoke: {
        id: 'leftoverCheck',
        src: 'leftoverCheck',
        onDone: [{ guard: { type: 'yes', params: ({ event }) => event.output }, target: 'recovering' }, { target: 'choosing' }],
        // Nothing to go on: the next start looks again.
        onError: 'choosing',
      },
    },
    recovering: {
      invoke: {
        id: 'abnormalExit',
        src: 'abnormalExit',
        input: ({ context }) => ({ wallet: context.wallet, makeKey: context.makeKey }),
        onDone: { target: 'choosing', actions: { type: 'takeRecovered', params: ({ event }) => event.output } },
      },
    },
    choosing: {
      on: { WALLET: { actions: ['takeWallet', 'passWalletToAmount'] } },
      invoke: {
        id: 'amount',
        src: 'amountStep',
        input: ({ context }) => ({ gameId: context.gameId, balance: context.balance, game: context.game, amountText: context.amountText, all: context.all }),
        onDone: { target: 'live', actions: { type: 'takeChoice', params: ({ event }) => event.output } },
      },
    },
    live: {
      invoke: { id: 'gameLock', src: 'gameLock' },
      initial: 'launching',
      states: {
        launching: {
          entry: 'storeGame',
          invoke: {
            id: 'launch',
            src: 'launch',
            input: ({ context }) => ({ gameId: context.gameId, request: launchRequestOf(context), makeKey: context.makeKey }),
            onDone: [
              {
                guard: { type: 'is', params: ({ event }) => ({ outcome: event.output, kind: 'launched' as const }) },
                target: 'playing',
                actions: [{ type: 'takeSession', params: ({ event }) => (event.output as Extract<GameLaunchOutput, { kind: 'launched' }>).session }, 'refreshWallet'],
              },
              {
                guard: { type: 'is', params: ({ event }) => ({ outcome: event.output, kind: 'abandoned' as const }) },
                target: '#gameSession.left',
                actions: [{ type: 'takeAutoExit', params: ({ event }) => (event.output as Extract<GameLaunchOutput, { kind: 'abandoned' }>).reply }, 'forgetGame', 'refreshWallet'],
              },
              { target: '#gameSession.choosing' },
            ],
          },
        },
        playing: {
          entry: 'storeGame',
          // The reality check (reality-check.machine.ts): its Leave exits as back home does.
          invoke: { id: 'realityCheck', src: 'realityCheck', onDone: { target: 'exiting', actions: 'leaveHome' } },
          initial: 'active',
          on: {
            FRAME_ATTACHED: { actions: 'attachFrame' },
            FRAME_MESSAGE: [
              { guard: { type: 'message', params: 'balance' }, actions: 'takeMakerBalance' },
              { guard: { type: 'message', params: 'ready' }, actions: 'markReady' },
              { guard: { type: 'message', params: 'disconnected' }, actions: 'markDisconnected' },
              { guard: 'rechargeAsked', target: '.recharging' },
              { guard: { type: 'message', params: 'exit' }, target: 'exiting', actions: 'exitFromGame' },
            ],
            TOGGLE_HIDE: { actions: 'toggleHidden' },
            WALLET: { actions: 'takeWallet' },
          },
          states: {
            active: { on: { RECHARGE: { guard: 'takesRecharge', target: 'recharging' }, EXIT: { target: 'confirmingExit', actions: 'askExit' }, BACK_HOME: { target: 'confirmingExit', actions: 'askExit' } } },
            confirmingExit: { on: { CONFIRM: '#gameSession.live.exiting', CANCEL: 'active' } },
            recharging: {
              on: { WALLET: { actions: ['takeWallet', 'passWalletToRecharge'] } },
              invoke: {
                id: 'recharge',
                src: 'recharge',
                input: ({ context }) => ({ sessionId: context.session?.sessionId ?? 0, balance: context.balance, makeKey: context.makeKey }),
                onDone: [
                  { guard: { type: 'answered', params: ({ event }) => event.output }, target: 'active', actions: [{ type: 'takeRecharge', params: ({ event }) => event.output }, 'refreshWallet'] },
                  { target: 'active' },
                ],
              },
            },
          },
        },
        exiting: {
          invoke: {
            id: 'exit',
            src: 'exit',
            input: ({ context }) => ({ sessionId: context.session?.sessionId ?? 0, makeKey: context.makeKey }),
            onDone: [
              { guard: { type: 'goingHome', params: ({ event }) => event.output }, target: '#gameSession.left', actions: [{ type: 'takeExit', params: ({ event }) => event.output }, 'forgetGame', 'refreshWallet'] },
              { guard: { type: 'answered', params: ({ event }) => event.output }, target: '#gameSession.done', actions: [{ type: 'takeExit', params: ({ event }) => event.output }, 'forgetGame', 'refreshWallet'] },
              // Left with the money at the maker: the stored game brings it back at the next start.
              { target: '#gameSession.left' },
            ],
          },
        },
      },
    },
    done: { on: { WALLET: { actions: 'takeWallet' }, AGAIN: { target: 'choosing', actions: 'startOver' } } },
    left: { type: 'final', entry: ['toastReturned', 'goHome'] },
  },
});
