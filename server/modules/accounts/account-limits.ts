// The server's own limits on accounts and one-time codes (the client-side ones are in
// src/domain/constants.ts). Named once so the services, the messages and the tests agree.

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

/** A session not used for this long is no longer accepted. */
export const SESSION_IDLE_DAYS = 30;
/** last_seen_at is written at most this often per session. */
export const SESSION_TOUCH_SECONDS = 60;

export const CAPTCHA_TTL_SECONDS = 5 * 60;

export const SMS_CODE_TTL_SECONDS = 10 * 60;
/** Wrong tries a code survives; the next wrong one kills it. */
export const SMS_CODE_MAX_ATTEMPTS = 5;
/** Codes sent to one phone per hour, whatever the purpose. */
export const SMS_PER_PHONE_PER_HOUR = 5;
/** Codes requested from one address per hour. */
export const SMS_PER_IP_PER_HOUR = 20;

/** Per address, on the routes that take a password or a code (the in-process second line). */
export const AUTH_ROUTE_RATE_LIMIT = { max: 30, timeWindowMs: 60_000 };
