// The 2FA step of a login (issue 12), one child for the three ways in: a password login, a code
// login and a password reset may each be answered with a challenge instead of a token; the code
// step (two-factor-code.machine.ts) completes it with POST /twoFactor/login and outputs the token,
// or null when the player cancels. The three machines read the answer with the helpers below.
import { fromPromise } from 'xstate';
import type { LoginResult } from '../services/auth.api';
import { completeTwoFactorLogin } from '../services/security.api';
import { twoFactorCodeMachine, type TwoFactorCheckInput, type TwoFactorCodeOutput } from './two-factor-code.machine';

/** The code step completing a login's challenge; the form shows a refused code, so no toast. */
export const loginSecondFactor = twoFactorCodeMachine.provide({
  actors: { check: fromPromise<unknown, TwoFactorCheckInput>(({ input }) => completeTwoFactorLogin(input.ticket, input.code, { toastError: false })) },
});

/** The login was answered with a 2FA challenge rather than a token. */
export const challenged = (_: unknown, result: LoginResult): boolean => 'challenge' in result;

/** The player cancelled the code step. */
export const secondFactorCancelled = (_: unknown, output: unknown): boolean => output === null;

/** The token, or the challenge the code step must complete. */
export const tokenOrChallenge = (result: LoginResult): { token: string } | { challenge: string } =>
  'token' in result ? { token: result.token } : { challenge: result.challenge.twoFactorChallenge };

/** The token the completed code step answered with. */
export const secondFactorToken = (output: unknown): { token: string } => ({ token: String((output as { result: unknown }).result) });

/** The code step's output, for guard and action params. */
export const secondFactorOutput = ({ event }: { event: { output: TwoFactorCodeOutput } }): unknown => event.output;

const takeOutput = ({ event }: { event: { output: LoginResult } }): LoginResult => event.output;

/** The login call's answer: a challenge goes to the code step, a token ends the login. */
export const answeredLogin = [
  { guard: { type: 'challenged', params: takeOutput }, target: 'secondFactor', actions: { type: 'takeResult', params: takeOutput } },
  { target: 'done', actions: { type: 'takeResult', params: takeOutput } },
] as const;

/**
 * The states each way in ends with: the code step, then done, which hands the token over.
 * Cancelling the code step forgets the challenge and goes back to `cancelTo`.
 */
export const secondFactorStates = (cancelTo: string) =>
  ({
    secondFactor: {
      invoke: {
        id: 'secondFactor',
        src: 'secondFactor',
        input: ({ context }: { context: { challenge: string } }) => ({ ticket: context.challenge }),
        onDone: [
          { guard: { type: 'secondFactorCancelled', params: secondFactorOutput }, target: cancelTo, actions: 'forgetChallenge' },
          { target: 'done', actions: { type: 'takeSecondFactorToken', params: secondFactorOutput } },
        ],
      },
    },
    done: { type: 'final', entry: 'handOver' },
  }) as const;

/** What each way in outputs: the token the player is now signed in with. */
export const loginOutput = ({ context }: { context: { token: string } }) => ({ token: context.token });

/** The guards each way in names for its 2FA step. */
export const secondFactorGuards = { challenged, secondFactorCancelled };

