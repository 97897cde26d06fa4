// The five locale files stay in step (DESIGN.md "i18n"): the same keys, no empty text, the same
// {{placeholders}} per key, and the other languages really translated rather than copied from
// English.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FALLBACK_LOCALE, LOCALES, type LocaleCode } from '../../src/domain/locales';

/** Above this share of copied-from-English strings a file counts as untranslated. */
const MAX_IDENTICAL_SHARE = 0.2;
/** Shorter strings (OK, VIP, 09) are often the same in every language. */
const MIN_COMPARED_LENGTH = 4;

type Leaves = Map<string, unknown>;

function flatten(value: unknown, prefix: string, into: Leaves): Leaves {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into.set(prefix, value);
  }
  return into;
}

function readLocale(code: LocaleCode): Leaves {
  const file = fileURLToPath(new URL(`../../locales/${code}.json`, import.meta.url));
  return flatten(JSON.parse(readFileSync(file, 'utf8')) as unknown, '', new Map());
}

const placeholders = (text: string): string[] => [...text.matchAll(/{{\s*([\w.]+)\s*}}/g)].map((m) => m[1] ?? '').sort();

/** Text worth comparing: long enough, with letters once placeholders are taken out. */
const isWording = (text: string): boolean =>
  text.length >= MIN_COMPARED_LENGTH && /\p{L}/u.test(text.replace(/{{[^}]*}}/g, ''));

const locales = new Map(LOCALES.map((code) => [code, readLocale(code)] as const));
const english = locales.get(FALLBACK_LOCALE) ?? new Map();

describe('locale files', () => {
  it.each(LOCALES)('%s has exactly the keys of en_US', (code) => {
    const keys = new Set(locales.get(code)?.keys());
    const missing = [...english.keys()].filter((key) => !keys.has(key));
    const extra = [...keys].filter((key) => !english.has(key));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it.each(LOCALES)('%s has no empty or non-text values', (code) => {
    const bad = [...(locales.get(code) ?? [])]
      .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
      .map(([key]) => key);
    expect(bad).toEqual([]);
  });

  it.each(LOCALES)('%s uses the same placeholders as en_US', (code) => {
    const mismatched = [...(locales.get(code) ?? [])]
      .filter(([key, value]) => {
        const source = english.get(key);
        return typeof value === 'string' && typeof source === 'string' && placeholders(value).join() !== placeholders(source).join();
      })
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });

  it.each(LOCALES.filter((code) => code !== FALLBACK_LOCALE))('%s is translated, not copied from en_US', (code) => {
    const own = locales.get(code) ?? new Map();
    const compared = [...english].filter(([, text]) => typeof text === 'string' && isWording(text));
    const identical = compared.filter(([key, text]) => own.get(key) === text).map(([key]) => key);
    const share = compared.length === 0 ? 0 : identical.length / compared.length;
    expect(share, `identical to English: ${identical.join(', ')}`).toBeLessThanOrEqual(MAX_IDENTICAL_SHARE);
  });
});
