// The server's own limits on logins and sessions (the client-side ones are in
// src/domain/constants.ts; the SMS code limits are the SMS module's). Named once so the services,
// the messages and the tests agree.

/** Consecutive wrong passwords before the account is slowed down. */
export const LOGIN_FAILURES_BEFORE_LOCK = 5;
/** The first lock lasts this long; each further wrong password doubles it... */
export const LOGIN_LOCK_BASE_SECONDS = 30;
/** ...up to this, so a stranger guessing can only ever keep the owner out for a short while. */
export const LOGIN_LOCK_MAX_SECONDS = 15 * 60;

/** How long a lock lasts after `failures` consecutive wrong passwords; 0 while under the threshold. */
export function lockSecondsAfter(failures: number): number {
  if (failures < LOGIN_FAILURES_BEFORE_LOCK) return 0;
  const doublings = Math.min(failures - LOGIN_FAILURES_BEFORE_LOCK, 30);
  return Math.min(LOGIN_LOCK_BASE_SECONDS * 2 ** doublings, LOGIN_LOCK_MAX_SECONDS);
}

/** last_seen_at is written at most this often per session. */
export const SESSION_TOUCH_SECONDS = 60;
