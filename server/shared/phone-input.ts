// Phones as the server keeps them. The shared rule (normalizePhone) removes dashes and adds the 0
// to a 10-digit 9… number; the server also writes +66… and +95… in their national 0… form, so a
// Thai or Burmese number is one account however the player typed it.
import { checkPhone, normalizePhone, phoneCountryOf, type Check, type PhoneCountry } from '../../src/domain/validation';
import type { SiteSettingsReader } from './site-settings';

const COUNTRY_PREFIX = /^\+(66|95)/;

export function canonicalPhone(input: string): string {
  return normalizePhone(input.trim()).replace(COUNTRY_PREFIX, '0');
}

/** The phone pattern to check against: the site's country (SPEC.md §5). */
export async function sitePhoneCountry(site: SiteSettingsReader): Promise<PhoneCountry> {
  return phoneCountryOf(String(await site.getSiteSetting('countryCode')));
}

/** checkPhone on the trimmed input. */
export function checkPhoneInput(field: string, value: string | undefined, country: PhoneCountry): Check {
  return checkPhone(field, value?.trim(), country);
}
