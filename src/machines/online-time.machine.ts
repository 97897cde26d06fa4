// Online-time tracker (SPEC.md §4), running while a player is signed in. Two clocks:
// - every 30 s a status check: a gap of more than 184 s since the last check means the app was
//   asleep, so a new active stamp is taken and the gap is not counted;
// - every 180 s a report of unit 3, skipped when under 176 s have passed since the last report
//   (a new stamp resets that count).
// STOP (logout) sends the last part: unit 1 for 50-110 s, 2 for 110-170 s, 3 from 170 s, nothing
// under 50 s; then the tracker ends. `now` is injected so tests drive it with a simulated clock.
import { assign, fromPromise, setup } from 'xstate';
import {
  ONLINE_CHECK_INTERVAL_MS,
  ONLINE_DEFAULT_UNIT,
  ONLINE_NEW_STAMP_AFTER_MS,
  ONLINE_REPORT_INTERVAL_MS,
  ONLINE_REPORT_MIN_GAP_MS,
} from '../domain/constants';
import { logoutUnit, type OnlineTimeUnit } from '../domain/online-time';
import { reportOnlineTime } from '../services/user.api';

export interface OnlineTimeInput {
  now: () => number;
}

export interface OnlineTimeContext extends OnlineTimeInput {
  /** When the last status check ran. */
  activeStamp: number;
  /** When time was last reported (or counting restarted). */
  lastReportAt: number;
}

export type OnlineTimeEvent = { type: 'STOP' };

export const onlineTimeMachine = setup({
  types: { input: {} as OnlineTimeInput, context: {} as OnlineTimeContext, events: {} as OnlineTimeEvent },
  actors: {
    report: fromPromise<void, { unit: OnlineTimeUnit }>(({ input }) => reportOnlineTime(input.unit)),
  },
  delays: { checkInterval: ONLINE_CHECK_INTERVAL_MS, reportInterval: ONLINE_REPORT_INTERVAL_MS },
  guards: {
    wasAsleep: ({ context }) => context.now() - context.activeStamp > ONLINE_NEW_STAMP_AFTER_MS,
    reportTooSoon: ({ context }) => context.now() - context.lastReportAt < ONLINE_REPORT_MIN_GAP_MS,
    nothingToReport: ({ context }) => logoutUnit(context.now() - context.lastReportAt) === null,
  },
  actions: {
    takeNewStamp: assign(({ context }) => ({ activeStamp: context.now(), lastReportAt: context.now() })),
    markActive: assign({ activeStamp: ({ context }) => context.now() }),
    markReported: assign({ lastReportAt: ({ context }) => context.now() }),
  },
}).createMachine({
  id: 'onlineTime',
  description: 'Reports the signed-in player\'s online time every 180 s and the remainder at logout.',
  context: ({ input }) => ({ now: input.now, activeStamp: input.now(), lastReportAt: input.now() }),
  initial: 'tracking',
  states: {
    tracking: {
      type: 'parallel',
      on: { STOP: 'stopping' },
      states: {
        checking: {
          initial: 'waiting',
          states: {
            waiting: {
              after: {
                checkInterval: [
                  { guard: 'wasAsleep', target: 'waiting', reenter: true, actions: 'takeNewStamp' },
                  { target: 'waiting', reenter: true, actions: 'markActive' },
                ],
              },
            },
          },
        },
        reporting: {
          initial: 'waiting',
          states: {
            waiting: {
              after: {
                reportInterval: [{ guard: 'reportTooSoon', target: 'waiting', reenter: true }, { target: 'sending' }],
              },
            },
            sending: {
              entry: 'markReported',
              invoke: {
                id: 'report',
                src: 'report',
                input: { unit: ONLINE_DEFAULT_UNIT },
                onDone: 'waiting',
                // A lost report is not retried: the next one covers the next 180 s, as before.
                onError: 'waiting',
              },
            },
          },
        },
      },
    },
    stopping: {
      always: [{ guard: 'nothingToReport', target: 'stopped' }, { target: 'sendingLast' }],
    },
    sendingLast: {
      invoke: {
        id: 'reportLast',
        src: 'report',
        input: ({ context }) => ({ unit: logoutUnit(context.now() - context.lastReportAt) ?? ONLINE_DEFAULT_UNIT }),
        onDone: 'stopped',
        onError: 'stopped',
      },
    },
    stopped: { type: 'final' },
  },
});
