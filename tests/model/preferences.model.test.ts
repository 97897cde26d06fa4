// Preferences, walked from its graph: the language the §1 rule picks once site info settles, the
// player's own choice, and the theme; then the rule's order.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { LocaleCode } from '../../src/domain/locales';
import { preferencesMachine } from '../../src/machines/preferences.machine';
import { describeModel, pendingActor } from './model-harness';
import { demoSiteInfo } from './fixtures';
import { stoppedAfterTest } from './stopped-after-test';

type Snapshot = SnapshotFrom<typeof preferencesMachine>;

const quiet = { storeLocale: vi.fn(), storeTheme: vi.fn(), reportLocaleLoaded: vi.fn() };

describeModel(preferencesMachine.provide({ actors: { loadLocale: pendingActor }, actions: quiet }), {
  input: { storedLocale: null, theme: 'theme1' },
  pathStrategy: 'transitions',
  events: {
    PICK_LOCALE: [{ siteInfo: demoSiteInfo }, { siteInfo: null }],
    SET_LOCALE: [{ localeCode: 'zh_CN' }],
    SET_COUNTRY: [{ countryCode: 'MM', websiteDefaultLanguage: '' }],
    SET_THEME: [{ theme: 'theme3' }],
  },
  states: {
    waiting: (s: Snapshot) => expect(s.context.localeCode).toBe('en_US'),
    // A stored choice wins; else site info says TH and no default language: Thai; no site info: English.
    loadingLocale: (s: Snapshot) => expect(s.context.storedLocale ? [s.context.storedLocale] : ['th_TH', 'en_US']).toContain(s.context.localeCode),
    idle: (s: Snapshot) => expect(s.can({ type: 'SET_LOCALE', localeCode: 'ms_MY' })).toBe(true),
    // The player's language (stored), or the chosen country's (MM: Burmese, not stored).
    switchingLocale: (s: Snapshot) =>
      expect(s.context.storedCountry === 'MM' ? ['my_MM', null] : ['zh_CN', 'zh_CN']).toEqual([s.context.localeCode, s.context.storedLocale]),
  },
});

describe('preferences rules', () => {
  const start = (storedLocale: LocaleCode | null) => {
    const reportLocaleLoaded = vi.fn();
    const loaded: LocaleCode[] = [];
    const actor = stoppedAfterTest(createActor(
      preferencesMachine.provide({
        actors: { loadLocale: fromPromise<void, { localeCode: LocaleCode }>(async ({ input }) => void loaded.push(input.localeCode)) },
        actions: { ...quiet, reportLocaleLoaded },
      }),
      { input: { storedLocale, theme: 'theme1' } },
    )).start();
    return { actor, reportLocaleLoaded, loaded };
  };

  it('a stored locale wins over the site and country', async () => {
    const { actor, reportLocaleLoaded } = start('ms_MY');
    actor.send({ type: 'PICK_LOCALE', siteInfo: demoSiteInfo });
    await vi.waitFor(() => expect(reportLocaleLoaded).toHaveBeenCalledOnce());
    expect(actor.getSnapshot().context.localeCode).toBe('ms_MY');
  });

  it('the country decides without a stored choice or site default (MM → Burmese)', async () => {
    const { actor, loaded } = start(null);
    actor.send({ type: 'PICK_LOCALE', siteInfo: { ...demoSiteInfo, countryCode: 'MM' } });
    await vi.waitFor(() => expect(loaded).toEqual(['my_MM']));
  });

  it("the player's choice is loaded and stored, and not reported as a boot step", async () => {
    const { actor, reportLocaleLoaded, loaded } = start(null);
    actor.send({ type: 'PICK_LOCALE', siteInfo: demoSiteInfo });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('idle')).toBe(true));
    actor.send({ type: 'SET_LOCALE', localeCode: 'zh_CN' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('idle')).toBe(true));
    expect(loaded).toEqual(['th_TH', 'zh_CN']);
    expect(quiet.storeLocale).toHaveBeenCalled();
    expect(reportLocaleLoaded).toHaveBeenCalledOnce();
  });

  it('a chosen country picks the language when none is stored, and again at the next boot', async () => {
    const { actor, loaded } = start(null);
    actor.send({ type: 'PICK_LOCALE', siteInfo: demoSiteInfo });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('idle')).toBe(true));
    actor.send({ type: 'SET_COUNTRY', countryCode: 'MM', websiteDefaultLanguage: '' });
    await vi.waitFor(() => expect(loaded).toEqual(['th_TH', 'my_MM']));
    // Not stored as the player's own language: the next country choice moves it again.
    expect(actor.getSnapshot().context.storedLocale).toBeNull();

    const reboot = stoppedAfterTest(createActor(
      preferencesMachine.provide({ actors: { loadLocale: fromPromise<void, { localeCode: LocaleCode }>(async ({ input }) => void loaded.push(input.localeCode)) }, actions: quiet }),
      { input: { storedLocale: null, storedCountry: 'MM', theme: 'theme1' } },
    )).start();
    reboot.send({ type: 'PICK_LOCALE', siteInfo: demoSiteInfo });
    await vi.waitFor(() => expect(loaded).toEqual(['th_TH', 'my_MM', 'my_MM']));
  });

  it('a stored language stays when a country is chosen', async () => {
    const { actor } = start('zh_CN');
    actor.send({ type: 'PICK_LOCALE', siteInfo: demoSiteInfo });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('idle')).toBe(true));
    actor.send({ type: 'SET_COUNTRY', countryCode: 'TH', websiteDefaultLanguage: '' });
    expect(actor.getSnapshot().context.localeCode).toBe('zh_CN');
  });

  it('the theme changes in any state and is stored', () => {
    const { actor } = start(null);
    actor.send({ type: 'SET_THEME', theme: 'theme2' });
    expect(actor.getSnapshot().context.theme).toBe('theme2');
    expect(quiet.storeTheme).toHaveBeenCalled();
  });
});
