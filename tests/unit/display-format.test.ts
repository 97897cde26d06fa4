// SPEC.md §9's display formats at each of their boundaries: relative time (just now under 5
// minutes, then minutes, hours, days up to 30 days, then the site's date), counts (k from 1000, w
// from 10000), whole numbers with thousands separators, and times on the site's clock
// (countryTimezone is hours from UTC+8) — with the words of the real locale files.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatDecimal,
  formatRelativeTime,
  formatWholeNumber,
  relativeTime,
  siteDate,
  siteDateTime,
  siteZoneLabel,
  type Translate,
} from '../../src/domain/display-format';
import { LOCALES, type LocaleCode } from '../../src/domain/locales';
import { siteDay } from '../../src/domain/site-time';
import { createI18n } from '../../src/services/i18n';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const readTable = async (code: LocaleCode) =>
  JSON.parse(readFileSync(new URL(`../../locales/${code}.json`, import.meta.url), 'utf8')) as Record<string, unknown>;

/** The app's own translation function over one language's real file. */
async function translator(code: LocaleCode): Promise<Translate> {
  const i18n = createI18n(readTable);
  await i18n.loadLocale(code);
  return i18n.t;
}

/** Manila (countryTimezone 0, UTC+8): 2026-11-23 00:30 there, still the 22nd in UTC. */
const now = Date.UTC(2026, 10, 22, 16, 30);

describe('relative time', () => {
  it.each([
    ['a clock a minute ahead', -MINUTE, { unit: 'justNow' }],
    ['0 s', 0, { unit: 'justNow' }],
    ['4 min 59 s', 5 * MINUTE - SECOND, { unit: 'justNow' }],
    ['5 min', 5 * MINUTE, { unit: 'minutes', count: 5 }],
    ['59 min 59 s', HOUR - SECOND, { unit: 'minutes', count: 59 }],
    ['60 min', HOUR, { unit: 'hours', count: 1 }],
    ['23 h 59 min', DAY - MINUTE, { unit: 'hours', count: 23 }],
    ['24 h', DAY, { unit: 'days', count: 1 }],
    ['29 d 23 h', 30 * DAY - HOUR, { unit: 'days', count: 29 }],
    ['30 d', 30 * DAY, { unit: 'date', date: '2026-10-24' }],
  ])('%s ago', (_name, ago, expected) => expect(relativeTime(now - ago, now, 0)).toEqual(expected));

  it("from 30 days on gives the date on the site's clock, not UTC's nor the device's", () => {
    // 30 days before `now` is 2026-10-23 16:30 UTC: the 24th in Manila (00:30), the 23rd in UTC,
    // at UTC+6:30 (23:00, Myanmar) and at UTC-3 (13:30).
    const then = now - 30 * DAY;
    expect(relativeTime(then, now, 0)).toEqual({ unit: 'date', date: '2026-10-24' });
    expect(relativeTime(then, now, -1.5)).toEqual({ unit: 'date', date: '2026-10-23' });
    expect(relativeTime(then, now, -11)).toEqual({ unit: 'date', date: '2026-10-23' });
    expect(relativeTime(then - 30 * MINUTE, now, 0)).toEqual({ unit: 'date', date: '2026-10-24' });
    expect(relativeTime(then - 31 * MINUTE, now, 0)).toEqual({ unit: 'date', date: '2026-10-23' });
  });

  it('reads in English and in Thai, Chinese, Burmese and Malay', async () => {
    const texts = async (code: LocaleCode) => {
      const t = await translator(code);
      return [5 * MINUTE - SECOND, 5 * MINUTE, HOUR, DAY - MINUTE, DAY, 30 * DAY].map((ago) => formatRelativeTime(now - ago, now, 0, t));
    };
    expect(await texts('en_US')).toEqual(['just now', '5 min ago', '1 h ago', '23 h ago', '1 d ago', '2026-10-24']);
    expect(await texts('th_TH')).toEqual(['เมื่อสักครู่', '5 นาทีที่แล้ว', '1 ชั่วโมงที่แล้ว', '23 ชั่วโมงที่แล้ว', '1 วันที่แล้ว', '2026-10-24']);
    expect(await texts('zh_CN')).toEqual(['刚刚', '5 分钟前', '1 小时前', '23 小时前', '1 天前', '2026-10-24']);
    expect(await texts('my_MM')).toEqual(['ယခုလေးတင်', '5 မိနစ်အကြာက', '1 နာရီအကြာက', '23 နာရီအကြာက', '1 ရက်အကြာက', '2026-10-24']);
    expect(await texts('ms_MY')).toEqual(['baru sahaja', '5 minit lalu', '1 jam lalu', '23 jam lalu', '1 hari lalu', '2026-10-24']);
  });
});

describe('counts', () => {
  const cases: [number, string][] = [
    [0, '0'], [7, '7'], [999, '999'], [1000, '1k'], [1250, '1.2k'], [9999, '9.9k'],
    [10_000, '1w'], [10_500, '1w'], [12_345, '1.2w'], [99_999, '9.9w'], [123_456, '12.3w'], [1_234_567, '123.4w'], [-3, '0'],
  ];

  it.each(cases)('%d reads %s in English', async (count, text) => expect(formatCount(count, await translator('en_US'))).toBe(text));

  it('use each language\'s units: its own where it has them, SPEC\'s k and w elsewhere', async () => {
    const read = async (code: LocaleCode) => {
      const t = await translator(code);
      return [999, 1000, 9999, 10_000, 10_500, 99_999].map((count) => formatCount(count, t));
    };
    expect(await read('ms_MY')).toEqual(['999', '1k', '9.9k', '1w', '1w', '9.9w']);
    expect(await read('zh_CN')).toEqual(['999', '1千', '9.9千', '1万', '1万', '9.9万']);
    expect(await read('th_TH')).toEqual(['999', '1\u00a0พัน', '9.9\u00a0พัน', '1\u00a0หมื่น', '1\u00a0หมื่น', '9.9\u00a0หมื่น']);
    expect(await read('my_MM')).toEqual(['999', '1\u00a0ထောင်', '9.9\u00a0ထောင်', '1\u00a0သောင်း', '1\u00a0သောင်း', '9.9\u00a0သောင်း']);
  });

  it('never rounds up into the next unit or past the real figure', async () => {
    const t = await translator('en_US');
    for (let count = 1000; count < 200_000; count += 37) {
      const [, figure, unit] = /^([\d.]+)([kw])$/.exec(formatCount(count, t)) ?? [];
      expect(Number(figure) * (unit === 'w' ? 10_000 : 1000)).toBeLessThanOrEqual(count);
      expect(unit).toBe(count >= 10_000 ? 'w' : 'k');
    }
  });
});

describe('whole numbers', () => {
  it.each([
    [0, '0'], [999, '999'], [1000, '1,000'], [1_234_567, '1,234,567'], [2.5, '3'], [999.5, '1,000'],
    [-1, '-1'], [-1234, '-1,234'], [-2.5, '-3'], [-0.4, '0'],
  ])('%d reads %s', (value, text) => expect(formatWholeNumber(value)).toBe(text));

  it('are written alike in every language, as the money beside them is', async () => {
    for (const code of LOCALES) {
      const t = await translator(code);
      expect(t('games.search.found', { count: formatWholeNumber(1_234_567), name: 'x' })).toContain('1,234,567');
    }
  });
});

describe('rates and scores', () => {
  it.each([[96.5, '96.5'], [4, '4.0'], [97.25, '97.3'], [1234.56, '1,234.6']])('%d reads %s', (value, text) =>
    expect(formatDecimal(value)).toBe(text));
});

describe("the site's clock", () => {
  const instant = Date.UTC(2026, 10, 23, 16, 30); // 16:30 UTC
  it('reads offsets relative to UTC+8, fractions included', () => {
    expect(siteZoneLabel(0)).toBe('UTC+8');
    expect(siteZoneLabel(-1)).toBe('UTC+7');
    expect(siteZoneLabel(-1.5)).toBe('UTC+6:30');
    expect(siteZoneLabel(1.75)).toBe('UTC+9:45');
    expect(siteZoneLabel(-11)).toBe('UTC-3');
    expect(siteZoneLabel(-11.5)).toBe('UTC-3:30');
  });

  it('shows an instant on the site calendar, whatever the device zone', () => {
    expect(siteDateTime(instant, 0)).toBe('2026-11-24 00:30');
    expect(siteDateTime(instant, -1)).toBe('2026-11-23 23:30');
    expect(siteDateTime(instant, -1.5)).toBe('2026-11-23 23:00');
    expect(siteDateTime(Date.UTC(2026, 11, 31, 16), 0)).toBe('2027-01-01 00:00');
    expect(siteDateTime(Date.UTC(2026, 0, 1, 2), -11)).toBe('2025-12-31 23:00');
    expect(siteDate(instant, 0)).toBe('2026-11-24');
    expect(siteDate(instant, -1)).toBe('2026-11-23');
  });

  it('agrees with the calendar arithmetic (site-time.ts) on every day and zone', () => {
    for (const zone of [-11, -1.5, -1, 0, 1, 5.75]) {
      for (let at = Date.UTC(2026, 0, 1); at < Date.UTC(2027, 0, 1); at += 19 * HOUR + 7 * MINUTE) {
        expect(siteDate(at, zone)).toBe(siteDay(at, zone));
      }
    }
  });
});

// The cases the browser suite once checked on the screens (tests/e2e/display-format.spec.ts): the
// home's winners in Thai on a site at UTC+6:30, and a game's counts in Chinese, composed from the
// same strings the views use (winners-card.tsx through TimeAgo, game-detail.tsx).
describe('on the screens that show them', () => {
  it("the winners say when they won, in Thai and on the site's clock", async () => {
    const t = await translator('th_TH');
    const zone = -1.5;
    // 45 days ago at 16:45 UTC: 00:45 the next day at UTC+8, 23:15 the same day at UTC+6:30.
    const longAgo = new Date(now - 45 * DAY);
    longAgo.setUTCHours(16, 45, 0, 0);
    const times = [now - 4 * MINUTE, now - 5 * MINUTE, now - 3 * HOUR, now - 2 * DAY, longAgo.getTime()];
    expect(times.map((time) => formatRelativeTime(time, now, zone, t))).toEqual([
      'เมื่อสักครู่', '5 นาทีที่แล้ว', '3 ชั่วโมงที่แล้ว', '2 วันที่แล้ว', siteDate(longAgo.getTime(), zone),
    ]);
    expect(siteDate(longAgo.getTime(), zone)).not.toBe(siteDate(longAgo.getTime(), 0));
    expect(siteDate(longAgo.getTime(), zone)).toBe(longAgo.toISOString().slice(0, 10));
  });

  it("a game's counts use Chinese units and grouped thousands", async () => {
    const t = await translator('zh_CN');
    expect(t('games.detail.plays', { count: formatCount(123_456, t) })).toBe('30 天内 12.3万 局');
    expect(`${t('games.detail.favorite')} ${formatCount(9999, t)}`).toBe('收藏 9.9千');
    expect(`${t('games.detail.like')} ${formatCount(10_500, t)}`).toBe('点赞 1万');
    expect(t('games.detail.commentTab', { count: formatWholeNumber(1234) })).toBe('评论（1,234）');
  });
});

describe('the first screen', () => {
  it('the formats carry no library and start no Intl (the home loads them with the winners card)', () => {
    for (const file of ['display-format.ts', 'money-format.ts', 'grouped-digits.ts']) {
      const source = readFileSync(new URL(`../../src/domain/${file}`, import.meta.url), 'utf8');
      // Only the domain's own files, never a package.
      expect(source, file).not.toMatch(/^\s*import\s[^;]*from\s+'[^.]/m);
      expect(source, file).not.toMatch(/new Intl\./);
    }
  });
});
