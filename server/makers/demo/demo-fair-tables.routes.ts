// The demo maker's published game tables (docs/provably-fair.md), for anyone, without a session:
//   GET /fair                     the list of games, as a page
//   GET /fair/{gameCode}.json     every table a round of that game is recomputed with, as JSON
//   GET /fair/{gameCode}          the same tables as a page, in ?lang= (one of the five languages)
//   GET /fair/fonts/...            the Thai, Burmese and Chinese pages' fonts (demo-fair-fonts.ts)
// Both come from src/domain/fair-games/published-tables.ts, built from the constants the games pay
// by, and the game's Fairness panel links the page. The page is plain HTML with no script.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FAIR_GAME_CODES, isFairGameCode, type FairGameCode } from '../../../src/domain/fair-games/replay';
import {
  publishedTables,
  type DeepSeaBlasterTables,
  type JacksOrBetterTables,
  type LuckyLanternsTables,
  type PenaltyShootoutTables,
  type PublishedTables,
  type RoyalRouletteTables,
} from '../../../src/domain/fair-games/published-tables';
import { FALLBACK_LOCALE, isLocaleCode, type LocaleCode } from '../../../src/domain/locales';
import { translate, type MessageParams, type ServerMessages } from '../../i18n/server-messages';
import { FAIR_PAGE_FONTS, fairFontRoutes, fairFontStylesheet } from './demo-fair-fonts';
import { DEMO_GAME_NAMES } from './demo-games';

export interface FairTablesRouteOptions {
  messages: ServerMessages;
}

/** The tables change only with a release: cache them a while, never for ever. */
const CACHE = 'public, max-age=300';
const JSON_SUFFIX = '.json';

export const fairTablesPath = (game: FairGameCode, format: 'json' | 'page' = 'page'): string => `/fair/${game}${format === 'json' ? JSON_SUFFIX : ''}`;

const escapeHtml = (text: string | number): string =>
  String(text).replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

function localeOf(request: FastifyRequest): LocaleCode {
  const lang = (request.query as Record<string, unknown> | undefined)?.lang;
  const code = typeof lang === 'string' ? lang.replace('-', '_') : lang;
  return isLocaleCode(code) ? code : FALLBACK_LOCALE;
}

type Say = (key: string, params?: MessageParams) => string;

const table = (head: readonly string[], rows: readonly (readonly (string | number)[])[]): string =>
  `<div class="scroll"><table><thead><tr>${head.map((cell) => `<th scope="col">${escapeHtml(cell)}</th>`).join('')}</tr></thead><tbody>${rows
    .map((row) => `<tr>${row.map((cell, index) => (index === 0 ? `<th scope="row">${escapeHtml(cell)}</th>` : `<td>${escapeHtml(cell)}</td>`)).join('')}</tr>`)
    .join('')}</tbody></table></div>`;
const section = (title: string, body: string) => `<section><h2>${escapeHtml(title)}</h2>${body}</section>`;
const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;

function lanternsBody(tables: LuckyLanternsTables, say: Say): string {
  const reels = tables.reelStrips.map((_, reel) => say('reel', { n: reel + 1 }));
  const rowName = (row: number) => say(['top', 'middle', 'bottom'][row] ?? 'middle');
  return [
    paragraph(say('slotRule')),
    section(say('reelStrips'), table([say('stop'), ...reels], Array.from({ length: tables.reelStrips[0]?.length ?? 0 }, (_, stop) => [stop, ...tables.reelStrips.map((strip) => strip[stop] ?? '')]))),
    section(say('paylines'), table([say('payline'), ...reels], tables.paylines.map((line) => [line.payline, ...line.rows.map(rowName)]))),
    section(say('linePays'), table([say('symbol'), '3', '4', '5'], Object.entries(tables.linePays).map(([symbol, pay]) => [symbol === tables.wild ? `${symbol} (wild)` : symbol, pay[3], pay[4], pay[5]]))),
    section(say('scatterPays'), table([say('symbol'), '3', '4', '5'], [[tables.scatter, tables.scatterPays[3], tables.scatterPays[4], tables.scatterPays[5]]])),
  ].join('');
}

function rouletteBody(tables: RoyalRouletteTables, say: Say): string {
  return [
    paragraph(say('rouletteRule')),
    section(say('pockets'), table([say('colour'), say('pockets')], [[say('red'), tables.red.join(' ')], [say('black'), tables.black.join(' ')], [say('green'), tables.green.join(' ')]])),
    section(say('bets'), table([say('kind'), say('returns'), say('sets')], Object.entries(tables.bets).map(([kind, bet]) => [kind, bet.returns, bet.sets.map((set) => set.join('-')).join(' ')]))),
  ].join('');
}

function pokerBody(tables: JacksOrBetterTables, say: Say): string {
  const perSuit = tables.ranks.length;
  return [
    paragraph(say('pokerRule')),
    section(say('deck'), table([say('positions'), tables.suits.join(' ')], tables.suits.map((_, index) => [`${index * perSuit}-${(index + 1) * perSuit - 1}`, tables.deck.slice(index * perSuit, (index + 1) * perSuit).join(' ')]))),
    section(say('pays'), table([say('hand'), say('pays')], [...tables.hands.map((hand) => [hand, tables.paytable[hand] ?? 0]), ['null', 0]])),
  ].join('');
}

function fishingBody(tables: DeepSeaBlasterTables, say: Say): string {
  return [
    paragraph(say('fishingRule')),
    section(say('fish'), table([say('fishKind'), say('multiplier'), say('rollBelow')], tables.fish.map((kind) => [kind.fish, kind.multiplier, `${kind.chance} / ${tables.rollRange}`]))),
  ].join('');
}

function shootoutBody(tables: PenaltyShootoutTables, say: Say): string {
  return [
    paragraph(say('shootoutRule')),
    section(say('kickTable'), table([say('result'), `floor(f × ${tables.kickBuckets})`, say('chance')], tables.kickTable.map((row) => [row.result, `${row.from}-${row.to}`, row.chance.fraction]))),
    section(say('marketRtp'), table([say('market'), say('rtpExact')], Object.entries(tables.marketRtp).map(([market, rtp]) => [market, `${rtp.fraction} = ${rtp.decimal}`]))),
    section(say('prices'), table([say('market'), say('pick'), say('odds'), say('chance'), say('rtpExact')], tables.prices.map((price) => [price.market, price.pick, price.odds, `${price.chance.fraction} = ${price.chance.decimal}`, price.rtp.fraction]))),
  ].join('');
}

function gameBody(tables: PublishedTables, say: Say): string {
  switch (tables.game) {
    case 'lucky-lanterns':
      return lanternsBody(tables, say);
    case 'royal-roulette':
      return rouletteBody(tables, say);
    case 'jacks-or-better':
      return pokerBody(tables, say);
    case 'deep-sea-blaster':
      return fishingBody(tables, say);
    case 'penalty-shootout':
      return shootoutBody(tables, say);
  }
}

const STYLE = `body{margin:0;font:15px/1.5 system-ui,sans-serif;background:#15101f;color:#f4ecff}main{max-width:960px;margin:0 auto;padding:16px}
h1{font-size:1.4rem;margin:0 0 8px}h2{font-size:1.1rem;margin:20px 0 8px}a{color:#ffd36b}code{word-break:break-all}
.scroll{overflow-x:auto}table{border-collapse:collapse;font-variant-numeric:tabular-nums;font-size:.9rem}th,td{padding:4px 8px;border:1px solid #3d3150;text-align:start;vertical-align:top}
thead th{background:#2a2038}tbody th{font-weight:600}td{word-break:break-word}`;

function page(locale: LocaleCode, title: string, body: string): string {
  // Thai, Burmese and Chinese get their script's font (demo-fair-fonts.ts), as the game pages do.
  const font = FAIR_PAGE_FONTS[locale];
  const fontHead = font ? `<link rel="stylesheet" href="${fairFontStylesheet(font)}"><style>body{font-family:'${font.family}',system-ui,sans-serif}</style>` : '';
  return `<!doctype html><html lang="${locale.replace('_', '-')}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style>${fontHead}</head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

export async function fairTablesRoutes(app: FastifyInstance, options: FairTablesRouteOptions): Promise<void> {
  await app.register(fairFontRoutes);
  // Built once: they change only with the code.
  const published = new Map(FAIR_GAME_CODES.map((game) => [game, publishedTables(game)] as const));
  const sayIn = (locale: LocaleCode): Say => (key, params) => translate(options.messages, locale, `server.demoMaker.tables.${key}`, params);

  app.get('/fair', async (request, reply) => {
    const locale = localeOf(request);
    const say = sayIn(locale);
    const query = locale === FALLBACK_LOCALE ? '' : `?lang=${locale}`;
    const items = FAIR_GAME_CODES.map(
      (game) => `<li><a href="${fairTablesPath(game)}${query}">${escapeHtml(DEMO_GAME_NAMES[game])}</a> · <a href="${fairTablesPath(game, 'json')}">JSON</a></li>`,
    ).join('');
    return reply.header('cache-control', CACHE).type('text/html; charset=utf-8').send(page(locale, say('index'), `<ul>${items}</ul>${paragraph(say('sharedSeed'))}`));
  });

  app.get<{ Params: { name: string } }>('/fair/:name', async (request, reply) => {
    const { name } = request.params;
    const asJson = name.endsWith(JSON_SUFFIX);
    const game = asJson ? name.slice(0, -JSON_SUFFIX.length) : name;
    const locale = localeOf(request);
    const say = sayIn(locale);
    if (!isFairGameCode(game)) {
      return reply.code(404).header('cache-control', 'no-store').send({ error: translate(options.messages, locale, 'server.demoMaker.unknownGame') });
    }
    const tables = published.get(game) ?? publishedTables(game);
    if (asJson) return reply.header('cache-control', CACHE).header('access-control-allow-origin', '*').send(tables);
    const gameName = DEMO_GAME_NAMES[game];
    const body = [
      paragraph(say('intro', { game: gameName })),
      `<p><a href="${fairTablesPath(game, 'json')}">${escapeHtml(say('json'))}</a></p>`,
      section(say('derivation'), paragraph(say('derivationText')) + paragraph(say('sharedSeed'))),
      gameBody(tables, say),
    ].join('');
    return reply.header('cache-control', CACHE).type('text/html; charset=utf-8').send(page(locale, say('title', { game: gameName }), body));
  });
}
