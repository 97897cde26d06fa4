// The demo maker's game pages: their own texts (server/makers/demo/web/texts): every language
// has every key (the Texts type already demands it), nothing is left empty or untranslated, and
// each text keeps the placeholders the page fills in.
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/domain/locales';
import { en_US } from '../../server/makers/demo/web/texts/en_US';
import { ms_MY } from '../../server/makers/demo/web/texts/ms_MY';
import { my_MM } from '../../server/makers/demo/web/texts/my_MM';
import { th_TH } from '../../server/makers/demo/web/texts/th_TH';
import { zh_CN } from '../../server/makers/demo/web/texts/zh_CN';

const tables = { en_US, zh_CN, my_MM, th_TH, ms_MY };
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe("demo maker's game texts", () => {
  it('exist for every language of the site', () => {
    expect(Object.keys(tables).sort()).toEqual([...LOCALES].sort());
  });

  it.each(Object.entries(tables))('%s has every key, none empty, with the same placeholders as English', (_, table) => {
    expect(Object.keys(table).sort()).toEqual(Object.keys(en_US).sort());
    for (const [key, text] of Object.entries(table)) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(en_US[key as keyof typeof en_US]));
    }
  });

  it('says a lost game in the words of SPEC.md §8', () => {
    expect(en_US.disconnected).toBe('The game has been disconnected, please exit and re-enter');
  });

  it('translates the words a player reads most, rather than copying English', () => {
    for (const table of [zh_CN, my_MM, th_TH, ms_MY]) {
      for (const key of ['balance', 'exit', 'recharge', 'disconnected', 'fair.title', 'fair.shared', 'fair.tables', 'slot.spin', 'poker.deal', 'roulette.placeBets'] as const) {
        expect(table[key], key).not.toBe(en_US[key]);
      }
    }
  });
});
