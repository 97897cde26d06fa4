// GET /user-api/game/getWebsiteInfo and the site settings behind it (SPEC.md §3, §7).
import { describe, expect, it, vi } from 'vitest';
import { SITE_FIELD_KINDS, SITE_INFO_KEYS } from '../../../src/domain/site-info';
import type { SiteInfoReply } from '../../../src/domain/site-info.schema';
import { DEMO_SITE, seedDatabase } from '../../../server/db/seed';
import { SITE_DEFAULTS, SiteSettingError, parseSiteSetting } from '../../../server/modules/site/site-setting';
import { TEST_DATABASES, useTestApp } from '../test-app';

const JSON_TYPE_OF_KIND = { boolean: 'boolean', number: 'number', string: 'string', country: 'string', locale: 'string', url: 'string' };

describe.each(TEST_DATABASES)('site info ($name)', (target) => {
  const ctx = useTestApp(target);

  async function getWebsiteInfo(query = ''): Promise<{ code: number; msg: string; data: SiteInfoReply }> {
    const reply = await ctx().app.inject({ method: 'GET', url: `/user-api/game/getWebsiteInfo${query}` });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
    return reply.json();
  }

  it('returns every SiteInfo field with the type of its kind, in the envelope', async () => {
    const body = await getWebsiteInfo('?lang=th_TH');
    expect(body.code).toBe(200);
    expect(body.msg).toBe('success');
    // Plus facebookAppId, from the server's configuration ('' here: no Facebook app is set).
    expect(Object.keys(body.data).sort()).toEqual([...SITE_INFO_KEYS, 'facebookAppId'].sort());
    expect(body.data.facebookAppId).toBe('');
    for (const key of SITE_INFO_KEYS) {
      expect(typeof body.data[key], key).toBe(JSON_TYPE_OF_KIND[SITE_FIELD_KINDS[key]]);
    }
  });

  it('serves the demo site seeded on a first start', async () => {
    const { data } = await getWebsiteInfo();
    expect(data).toEqual({ ...DEMO_SITE, facebookAppId: '' });
    expect(data.websiteName).toBe('Lucky Star');
    expect(data.websiteDefaultLanguage).toBe('');
  });

  it('reflects a setting changed through the service', async () => {
    await ctx().services.site.setSiteSetting('gameAccountRegisterSMS', 'false');
    await ctx().services.site.setSiteSetting('websiteName', 'Golden Moon');
    await ctx().services.site.setSiteSetting('countryTimezone', '-1.5');
    const { data } = await getWebsiteInfo();
    expect(data.gameAccountRegisterSMS).toBe(false);
    expect(data.websiteName).toBe('Golden Moon');
    expect(data.countryTimezone).toBe(-1.5);
  });

  it('answers defaults for fields without a stored row', async () => {
    await ctx().reset({ seed: false });
    const { data } = await getWebsiteInfo();
    expect(data).toEqual({ ...SITE_DEFAULTS, facebookAppId: '' });
  });

  it('a bad value throws a typed error and stores nothing', async () => {
    const { site } = ctx().services;
    await expect(site.setSiteSetting('countryCode', 'US')).rejects.toThrow(SiteSettingError);
    await expect(site.setSiteSetting('noSuchKey', '1')).rejects.toMatchObject({ reason: 'unknownKey' });
    expect(await site.getSiteSetting('countryCode')).toBe('PH');
  });

  it('answers a setting from memory only while it holds the settings, and the new value after a change', async () => {
    const { site } = ctx().services;
    await site.setSiteSetting('sessionIdleMinutes', '45');
    // The change dropped what memory held: the next request's check then loads the settings.
    expect(site.siteSettingInMemory('sessionIdleMinutes')).toBeUndefined();
    expect(await site.getSiteSetting('sessionIdleMinutes')).toBe(45);
    // On PostgreSQL the change's own notification comes back a moment later and drops memory once
    // more; a read after it holds the settings again.
    await vi.waitFor(async () => {
      await site.getSiteSetting('sessionIdleMinutes');
      expect(site.siteSettingInMemory('sessionIdleMinutes')).toBe(45);
    });
    // A field with no stored row answers its default, as getSiteSetting does.
    expect(site.siteSettingInMemory('sessionMaxHours')).toBe(await site.getSiteSetting('sessionMaxHours'));
    expect(() => site.siteSettingInMemory('noSuchKey')).toThrow(SiteSettingError);
  });

  it('does not reseed over an operator change', async () => {
    const { site } = ctx().services;
    await site.setSiteSetting('websiteName', 'Changed');
    expect(await seedDatabase(ctx().services)).toBe(false);
    expect(await site.getSiteSetting('websiteName')).toBe('Changed');
  });
});

describe('site setting values', () => {
  it.each([
    ['gameAccountCaptchaEnabled', 'true', true],
    ['gameAccountCaptchaEnabled', 'FALSE', false],
    ['gameAccountRegisterBank', '1', true],
    ['gameAccountRegisterBank', '0', false],
    ['countryTimezone', '2', 2],
    ['countryTimezone', ' -0.5 ', -0.5],
    ['countryCode', 'th', 'TH'],
    ['websiteDefaultLanguage', 'my_MM', 'my_MM'],
    ['websiteDefaultLanguage', '', ''],
    ['websiteLogo', '/demo-logo.svg', '/demo-logo.svg'],
    ['facebookLink', 'https://facebook.com/luckystar', 'https://facebook.com/luckystar'],
    ['appDownloadLink', '', ''],
    ['userAgreement', '  spaced text\nkept  ', '  spaced text\nkept  '],
  ] as const)('%s accepts %j', (key, raw, expected) => {
    expect(parseSiteSetting(key, raw)).toEqual(expected);
  });

  it.each([
    ['gameAccountCaptchaEnabled', 'yes'],
    ['countryTimezone', 'Infinity'],
    ['countryTimezone', ''],
    ['countryTimezone', 'abc'],
    ['countryCode', 'US'],
    ['websiteDefaultLanguage', 'fr_FR'],
    ['websiteLogo', 'logo.svg'],
    ['websiteLogo', '//evil.example/logo.svg'],
    ['facebookLink', 'javascript:alert(1)'],
    ['youtubeLink', 'ftp://example.com/video'],
  ] as const)('%s refuses %j, naming the rule', (key, raw) => {
    expect(() => parseSiteSetting(key, raw)).toThrow(new RegExp(`^${key} takes`));
  });

  it('refuses an unknown key, listing the known ones', () => {
    expect(() => parseSiteSetting('colour', 'red')).toThrow(/Unknown site setting "colour".*websiteName/);
  });
});
