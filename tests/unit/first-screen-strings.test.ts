// A language loads in two parts: the first screen's strings, then the rest on demand. The build
// cuts the files (build/locales-for-web.ts); the app's i18n joins them (src/services/i18n.ts).
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { FIRST_SCREEN_STRINGS, localesForWeb, splitStrings } from '../../build/locales-for-web';
import { createI18n, type LocaleTable } from '../../src/services/i18n';
import type { LocaleCode } from '../../src/domain/locales';

type Transform = (code: string, id: string) => { code: string } | null;
const transform = localesForWeb().transform as unknown as Transform;
const localesDir = new URL('../../locales/', import.meta.url);

/** Every key path of a table, "area.key" and deeper. */
function keyPaths(table: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(table).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' ? keyPaths(value as Record<string, unknown>, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function shippedPart(file: string, part: string): Record<string, unknown> {
  const module = transform(readFileSync(new URL(file, localesDir), 'utf8'), `/repo/locales/${file}?strings=${part}`)!.code;
  const literal = /^export default JSON\.parse\((.*)\);$/.exec(module)?.[1] ?? 'null';
  return JSON.parse(JSON.parse(literal) as string) as Record<string, unknown>;
}

describe('the build cuts each language in two', () => {
  it.each(readdirSync(localesDir).filter((name) => name.endsWith('.json')))('%s: the parts hold every web string, the first one only the first screen\'s', (file) => {
    const { server: _server, ...web } = JSON.parse(readFileSync(new URL(file, localesDir), 'utf8')) as Record<string, unknown>;
    const first = shippedPart(file, 'first-screen');
    const rest = shippedPart(file, 'rest');
    const firstKeys = keyPaths(first);
    expect(firstKeys.every((key) => FIRST_SCREEN_STRINGS.some((entry) => key === entry || key.startsWith(`${entry}.`)))).toBe(true);
    expect(new Set([...firstKeys, ...keyPaths(rest)])).toEqual(new Set(keyPaths(web)));
    expect(rest.server).toBeUndefined();
    expect(JSON.stringify(first).length).toBeLessThan(JSON.stringify(web).length / 4);
  });

  it('an area only partly on the first screen comes whole with the rest', () => {
    const table = { home: { a: 'A' }, route: { home: 'Home', account: 'Account' }, login: { title: 'Log in' } };
    expect(splitStrings(table, ['home', 'route.home'], 'first-screen')).toEqual({ home: { a: 'A' }, route: { home: 'Home' } });
    expect(splitStrings(table, ['home', 'route.home'], 'rest')).toEqual({ route: table.route, login: table.login });
  });
});

describe('i18n in two parts', () => {
  const first: Partial<Record<LocaleCode, LocaleTable>> = {
    en_US: { home: { title: 'Home' }, route: { home: 'Home' } },
    th_TH: { home: { title: 'หน้าแรก' }, route: { home: 'หน้าแรก' } },
  };
  const rest: Partial<Record<LocaleCode, LocaleTable>> = {
    en_US: { route: { home: 'Home', account: 'Account' }, login: { title: 'Log in', onlyEnglish: 'English only' } },
    th_TH: { route: { home: 'หน้าแรก', account: 'บัญชี' }, login: { title: 'เข้าสู่ระบบ' } },
  };

  function setup() {
    const loadFirst = vi.fn(async (code: LocaleCode) => first[code] ?? {});
    const loadRest = vi.fn(async (code: LocaleCode) => rest[code] ?? {});
    return { i18n: createI18n(loadFirst, loadRest), loadFirst, loadRest };
  }

  it('a first visit downloads only the first screen\'s strings', async () => {
    const { i18n, loadFirst, loadRest } = setup();
    await i18n.loadLocale('th_TH');
    expect(loadFirst.mock.calls).toEqual([['th_TH']]);
    expect(loadRest).not.toHaveBeenCalled();
    expect(i18n.t('home.title')).toBe('หน้าแรก');
  });

  it('the first screen\'s strings handed in (the server\'s page carries them) are not downloaded; the rest still is, on demand', async () => {
    const { i18n, loadFirst, loadRest } = setup();
    i18n.provideFirstScreenStrings('th_TH', { home: { title: 'จากหน้าเว็บ' }, route: { home: 'หน้าแรก' } });
    await i18n.loadLocale('th_TH');
    expect(loadFirst).not.toHaveBeenCalled();
    expect(i18n.t('home.title')).toBe('จากหน้าเว็บ');
    await i18n.loadAllStrings();
    expect(loadRest.mock.calls).toEqual([['th_TH']]);
    expect(i18n.t('login.title')).toBe('เข้าสู่ระบบ');
    // Another language chosen later downloads as before.
    await i18n.loadLocale('en_US');
    expect(loadFirst.mock.calls).toEqual([['en_US']]);
  });

  it('a string beyond the first screen is empty (never the key) until the rest arrives, then re-renders', async () => {
    const { i18n, loadRest } = setup();
    await i18n.loadLocale('th_TH');
    const changed = vi.fn();
    i18n.subscribeLocale(changed);
    expect(i18n.t('login.title')).toBe('');
    await vi.waitFor(() => expect(changed).toHaveBeenCalled());
    expect(loadRest.mock.calls).toEqual([['th_TH']]);
    expect(i18n.t('login.title')).toBe('เข้าสู่ระบบ');
    expect(i18n.t('route.account')).toBe('บัญชี');
    expect(i18n.t('route.home')).toBe('หน้าแรก');
  });

  it('after loadAllStrings, a new language loads whole before it shows, and English fills its gaps', async () => {
    const { i18n, loadRest } = setup();
    await i18n.loadLocale('en_US');
    await i18n.loadAllStrings();
    await i18n.loadLocale('th_TH');
    expect(loadRest.mock.calls).toEqual([['en_US'], ['th_TH']]);
    expect(i18n.t('login.title')).toBe('เข้าสู่ระบบ');
    expect(i18n.t('login.onlyEnglish')).toBe('English only');
    expect(i18n.t('login.nowhere')).toBe('login.nowhere');
  });
});
