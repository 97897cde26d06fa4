// The country picker, walked from its graph, and the language rule it reruns (SPEC.md §1): the
// chosen country picks the language only when no language is stored and the site sets none.
import { describe, expect, it, vi } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { countryName } from '../../src/domain/countries';
import { chooseLocationMachine, type ChooseLocationInput } from '../../src/machines/choose-location.machine';
import { describeModel } from './model-harness';
import { stoppedAfterTest } from './stopped-after-test';

type Snapshot = SnapshotFrom<typeof chooseLocationMachine>;

const input: ChooseLocationInput = { siteCountry: 'th', storedCountry: null, websiteDefaultLanguage: '', storedLocale: null, applyCountry: () => {} };
const quiet = { storeCountry: vi.fn() };

describeModel(chooseLocationMachine.provide({ actions: quiet }), {
  input,
  pathStrategy: 'transitions',
  // PH, MM and a code the page never offers; the state key alone would fold them into one path.
  serializeState: (s) => JSON.stringify([s.value, s.context.country]),
  events: { CHOOSE: [{ countryCode: 'MM' }, { countryCode: 'PH' }, { countryCode: 'US' }] },
  states: {
    choosing: (s: Snapshot) => {
      // The site's country (upper-cased) comes first and is the one in force.
      expect(s.context.choices).toEqual(['TH', 'PH', 'MM']);
      expect(s.context.country).toBe('TH');
      expect(s.context.localeCode).toBeNull();
    },
    chosen: (s: Snapshot) => {
      expect(['MM', 'PH']).toContain(s.context.country);
      expect(s.context.localeCode).toBe(s.context.country === 'MM' ? 'my_MM' : 'en_US');
      expect(s.context.localeSource).toBe('country');
    },
  },
});

describe('choosing a location', () => {
  const start = (overrides: Partial<ChooseLocationInput>) => {
    const applyCountry = vi.fn();
    const storeCountry = vi.fn();
    const actor = stoppedAfterTest(createActor(chooseLocationMachine.provide({ actions: { storeCountry } }), {
      input: { ...input, applyCountry, ...overrides },
    })).start();
    return { actor, applyCountry, storeCountry };
  };

  it('keeps the choice and hands it to the language owner', () => {
    const { actor, applyCountry, storeCountry } = start({});
    actor.send({ type: 'CHOOSE', countryCode: 'MM' });
    expect(storeCountry).toHaveBeenCalledOnce();
    expect(applyCountry).toHaveBeenCalledWith('MM');
  });

  it('a stored language stays whatever the country', () => {
    const { actor } = start({ storedLocale: 'zh_CN' });
    actor.send({ type: 'CHOOSE', countryCode: 'TH' });
    expect(actor.getSnapshot().context).toMatchObject({ localeCode: 'zh_CN', localeSource: 'stored' });
  });

  it("the site's default language outranks the country", () => {
    const { actor } = start({ websiteDefaultLanguage: 'ms_MY' });
    actor.send({ type: 'CHOOSE', countryCode: 'MM' });
    expect(actor.getSnapshot().context).toMatchObject({ localeCode: 'ms_MY', localeSource: 'site' });
  });

  it('a country chosen before is the one in force, and a site without a country still offers the markets', () => {
    const { actor } = start({ siteCountry: null, storedCountry: 'PH' });
    expect(actor.getSnapshot().context.choices).toEqual(['PH', 'TH', 'MM']);
    expect(actor.getSnapshot().context.country).toBe('PH');
  });

  it('names the site countries in every language, Burmese included, and others by the browser', () => {
    expect(['en_US', 'zh_CN', 'my_MM', 'th_TH', 'ms_MY'].map((locale) => countryName('MM', locale))).toEqual(['Myanmar', '缅甸', 'မြန်မာ', 'เมียนมา', 'Myanmar']);
    expect(countryName('JP', 'en_US')).toBe('Japan');
  });

  it('a code the page does not offer changes nothing', () => {
    const { actor, applyCountry } = start({});
    actor.send({ type: 'CHOOSE', countryCode: 'US' });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(applyCountry).not.toHaveBeenCalled();
  });
});
