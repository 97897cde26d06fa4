// Translations: lazy per-language tables, English then the key as fallbacks, change notification.
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { createI18n, currentLocale, loadLocale, t, type LocaleTable } from '../../src/services/i18n';
import type { LocaleCode } from '../../src/domain/locales';

const tables: Partial<Record<LocaleCode, LocaleTable>> = {
  en_US: { account: { title: 'Account', greet: 'Hello {{name}}' }, onlyEnglish: 'Only in English' },
  th_TH: { account: { title: 'บัญชี', greet: 'สวัสดี {{name}}' } },
};

function setup() {
  const loadTable = vi.fn(async (code: LocaleCode) => tables[code] ?? {});
  return { i18n: createI18n(loadTable), loadTable };
}

describe('i18n', () => {
  it('loads only the chosen language and translates nested keys with params', async () => {
    const { i18n, loadTable } = setup();
    await i18n.loadLocale('th_TH');
    expect(loadTable.mock.calls).toEqual([['th_TH']]);
    expect(i18n.currentLocale()).toBe('th_TH');
    expect(i18n.t('account.title')).toBe('บัญชี');
    expect(i18n.t('account.greet', { name: 'Ann' })).toBe('สวัสดี Ann');
  });

  it('falls back to English, fetched on the first miss, then to the key', async () => {
    const { i18n, loadTable } = setup();
    await i18n.loadLocale('th_TH');
    const changed = vi.fn();
    i18n.subscribeLocale(changed);
    expect(i18n.t('onlyEnglish')).toBe('onlyEnglish');
    await vi.waitFor(() => expect(changed).toHaveBeenCalled());
    expect(loadTable).toHaveBeenCalledWith('en_US');
    expect(i18n.t('onlyEnglish')).toBe('Only in English');
    expect(i18n.t('nowhere.at.all')).toBe('nowhere.at.all');
  });

  it('notifies subscribers and bumps the revision on a change, until they unsubscribe', async () => {
    const { i18n } = setup();
    const listener = vi.fn();
    const unsubscribe = i18n.subscribeLocale(listener);
    const before = i18n.localeRevision();
    await i18n.loadLocale('en_US');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(i18n.localeRevision()).toBe(before + 1);
    unsubscribe();
    await i18n.loadLocale('th_TH');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps the latest choice when an earlier download finishes last', async () => {
    let releaseThai: () => void = () => {};
    const i18n = createI18n(async (code) => {
      if (code === 'th_TH') await new Promise<void>((resolve) => (releaseThai = resolve));
      return tables[code] ?? {};
    });
    const thai = i18n.loadLocale('th_TH');
    await i18n.loadLocale('en_US');
    releaseThai();
    await thai;
    expect(i18n.currentLocale()).toBe('en_US');
  });

  it('rejects an unknown language and retries a failed download', async () => {
    let fail = true;
    const i18n = createI18n(async () => {
      if (fail) throw new Error('offline');
      return { ok: 'yes' };
    });
    await expect(i18n.loadLocale('xx_XX' as LocaleCode)).rejects.toThrow('Unknown locale');
    await expect(i18n.loadLocale('ms_MY')).rejects.toThrow('offline');
    fail = false;
    await i18n.loadLocale('ms_MY');
    expect(i18n.t('ok')).toBe('yes');
  });
});

describe('the app instance', () => {
  it('loads a real locale file through the dynamic import', async () => {
    const file = JSON.parse(readFileSync(new URL('../../locales/ms_MY.json', import.meta.url), 'utf8')) as LocaleTable;
    const [section, entries] = Object.entries(file).find(([, value]) => typeof value === 'object' && value !== null) ?? [];
    const [key, text] = Object.entries((entries ?? {}) as Record<string, unknown>).find(([, value]) => typeof value === 'string') ?? [];
    // The app's one instance: the language it had goes back once this test ends, or every file that
    // shares the worker's module graph after this one would speak Malay.
    const before = currentLocale();
    onTestFinished(() => loadLocale(before));
    await loadLocale('ms_MY');
    expect(currentLocale()).toBe('ms_MY');
    expect(t(`${String(section)}.${String(key)}`)).toBe(text);
  });
});
