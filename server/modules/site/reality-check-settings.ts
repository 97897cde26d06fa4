// Whether a player may turn the reality check off (issue 12): regulated markets differ, so it is
// the operator's choice (`npm run ops -- site set realityCheckOffAllowed true`). Off until then:
// a missing row must not quietly remove a protection.
import type { SiteFieldKind } from '../../../src/domain/site-info';

export const REALITY_CHECK_SETTING_KINDS = {
  realityCheckOffAllowed: 'boolean',
} as const satisfies Record<string, SiteFieldKind>;

export type RealityCheckSettingKey = keyof typeof REALITY_CHECK_SETTING_KINDS;
export const REALITY_CHECK_SETTING_KEYS = Object.keys(REALITY_CHECK_SETTING_KINDS) as RealityCheckSettingKey[];

export const REALITY_CHECK_DEFAULTS: Record<RealityCheckSettingKey, boolean> = { realityCheckOffAllowed: false };
