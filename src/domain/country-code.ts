// What a stored or sent country looks like: two capital letters. Apart from countries.ts because
// storage reads it on every first screen, and the country names come only with /choose-location.
const COUNTRY_CODE = /^[A-Z]{2}$/;

export function isCountryCode(value: unknown): value is string {
  return typeof value === 'string' && COUNTRY_CODE.test(value);
}
