// How long a login session lasts (issue 12 "Sessions"): an inactivity period and an absolute
// lifetime, set by the operator like any site setting (`npm run ops -- site set sessionIdleMinutes
// 60`) and read from the cached settings on every authenticated request.
import type { SiteFieldKind } from '../../../src/domain/site-info';

export const SESSION_SETTING_KINDS = {
  /** A session not used for this many minutes is refused. */
  sessionIdleMinutes: 'number',
  /** A session older than this many hours is refused however busy it is. */
  sessionMaxHours: 'number',
} as const satisfies Record<string, SiteFieldKind>;

export type SessionSettingKey = keyof typeof SESSION_SETTING_KINDS;
export const SESSION_SETTING_KEYS = Object.keys(SESSION_SETTING_KINDS) as SessionSettingKey[];

/** 30 days idle (the lifetime before it was a setting), 90 days in all. */
export const SESSION_DEFAULTS: Record<SessionSettingKey, number> = {
  sessionIdleMinutes: 30 * 24 * 60,
  sessionMaxHours: 90 * 24,
};
