// The app session's children are registered in its actor system under these ids, so any actor of
// the system (or a view holding the session) reaches one with `system.get(sessionChild.player)`
// without a path through the tree. A later area (unread messages, settle check, notifications)
// adds its own id here and its own child in app-session.machine.ts; no other child changes.
import type { ActorRef, Snapshot } from 'xstate';

export const sessionChild = {
  siteInfo: 'siteInfo',
  preferences: 'preferences',
  player: 'player',
  wallet: 'wallet',
  guestGuard: 'guestGuard',
  unreadMessages: 'unreadMessages',
} as const;

/**
 * The children spawned only when something needs them, each by the actor that does, so the first
 * screen does not carry their machines; once there, they are in the same system under these ids.
 * The settle check: the player's, from the first sign-in.
 */
export const onDemandChild = {
  settleCheck: 'settleCheck',
} as const;

/** How the player was signed in: SPEC.md §4 runs one success sequence for all three. */
export type SignedInVia = 'login' | 'register' | 'reset';

export interface SignedInEvent {
  type: 'SIGNED_IN';
  token: string;
  via: SignedInVia;
}

/**
 * Where a login, sign-up, code login or reset hands its token: the session's player actor. A form
 * machine gets it as input (its view reads it from the session's system) and sends it the result
 * itself, so no React effect carries a token.
 */
export type SignedInReceiver = ActorRef<Snapshot<unknown>, SignedInEvent>;

/** The form's half of the hand-over: a form in its final state sends its token to the player it was given. */
export const handOverTo =
  (via: SignedInVia) =>
  ({ context }: { context: { token: string; player?: SignedInReceiver } }): void =>
    context.player?.send({ type: 'SIGNED_IN', token: context.token, via });
