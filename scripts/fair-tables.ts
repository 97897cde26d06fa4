// `node --import tsx scripts/fair-tables.ts` rewrites the generated blocks of docs/provably-fair.md
// (between `<!-- fair-tables:<name> -->` and `<!-- /fair-tables:<name> -->`) from the tables the
// games pay by (src/domain/fair-games/published-tables.ts), the same ones the demo maker serves at
// /fair/<game>.json. `--check` writes nothing and exits 1 when a block is stale or missing;
// tests/unit/fair-tables-docs.test.ts fails then too, so the docs cannot drift from the code.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { linePay, type LanternSymbol } from '../src/domain/fair-games/lucky-lanterns.ts';
import { deepSeaBlasterTables, jacksOrBetterTables, luckyLanternsTables, penaltyShootoutTables, royalRouletteTables } from '../src/domain/fair-games/published-tables.ts';
import { roundFloats } from '../src/domain/provably-fair.ts';
import * as shootout from '../src/domain/fair-games/penalty-shootout.ts';

export const DOCS_PATH = fileURLToPath(new URL('../docs/provably-fair.md', import.meta.url));

/** Row indices of the window, in the words the docs use. */
export const ROW_NAMES = ['top', 'middle', 'bottom'] as const;

/** The English names beside the codes records store as `hand`. */
const HAND_NAMES: Readonly<Record<string, string>> = {
  royalFlush: 'royal flush',
  straightFlush: 'straight flush',
  fourOfAKind: 'four of a kind',
  fullHouse: 'full house',
  flush: 'flush',
  straight: 'straight',
  threeOfAKind: 'three of a kind',
  twoPair: 'two pair',
  jacksOrBetter: 'a pair of jacks, queens, kings or aces',
};

/**
 * Lines worth showing worked: the tie the dragons take (J × 5 pays 50 too), the dragons losing to
 * the symbol they complete, wilds inside a run, a scatter breaking a run. Their pays are computed.
 */
export const LINE_EXAMPLES: readonly (readonly LanternSymbol[])[] = [
  ['DRAGON', 'DRAGON', 'DRAGON', 'J', 'J'],
  ['DRAGON', 'DRAGON', 'DRAGON', 'KOI', 'KOI'],
  ['DRAGON', 'DRAGON', 'DRAGON', 'DRAGON', 'A'],
  ['DRAGON', 'DRAGON', 'A', 'A', 'Q'],
  ['KOI', 'DRAGON', 'KOI', 'J', 'KOI'],
  ['DRAGON', 'DRAGON', 'FIREWORK', 'K', 'K'],
  ['J', 'A', 'A', 'A', 'A'],
];

const row = (cells: readonly (string | number)[]) => `| ${cells.join(' | ')} |`;
const table = (head: readonly string[], rows: readonly (readonly (string | number)[])[]) =>
  [row(head), row(head.map(() => '---')), ...rows.map(row)].join('\n');
const code = (text: string | number) => `\`${text}\``;

export function luckyLanternsMarkdown(): string {
  const tables = luckyLanternsTables();
  const reelHead = tables.reelStrips.map((_, reel) => `reel ${reel + 1}`);
  const strips = table(
    ['stop', ...reelHead],
    Array.from({ length: tables.reelStrips[0]?.length ?? 0 }, (_, stop) => [stop, ...tables.reelStrips.map((strip) => strip[stop] ?? '')]),
  );
  const paylines = table(
    ['payline', ...reelHead],
    tables.paylines.map((line) => [line.payline, ...line.rows.map((index) => ROW_NAMES[index] ?? '?')]),
  );
  const pays = table(
    ['symbol', '3', '4', '5'],
    Object.entries(tables.linePays).map(([symbol, pay]) => [symbol === tables.wild ? `${symbol} (wild)` : symbol, pay[3], pay[4], pay[5]]),
  );
  const scatter = table(['FIREWORK anywhere (scatter)', '3', '4', '5'], [['× the total bet', tables.scatterPays[3], tables.scatterPays[4], tables.scatterPays[5]]]);
  const examples = table(
    ['a payline shows (reel 1 to 5)', 'pays as', '× stake per line'],
    LINE_EXAMPLES.map((symbols) => {
      const pay = linePay(symbols);
      return [symbols.join(' '), pay ? `${pay.symbol} × ${pay.count}` : 'nothing', pay ? pay.multiple : 0];
    }),
  );
  return [
    `**Reel strips** (${tables.reelStrips.length} reels of ${tables.reelStrips[0]?.length ?? 0} stops; reel 1 is the leftmost, \`stops[0]\`):`,
    '',
    strips,
    '',
    `**Paylines** (${tables.paylines.length}; the number is what a record's \`payline\` holds; each reel's cell is the window row the line crosses):`,
    '',
    paylines,
    '',
    '**Line pays** (× the stake per line, for 3, 4 or 5 in a row from reel 1):',
    '',
    pays,
    '',
    scatter,
    '',
    '**Worked lines** (computed by the game\'s own rule):',
    '',
    examples,
  ].join('\n');
}

export function royalRouletteMarkdown(): string {
  const tables = royalRouletteTables();
  const colours = table(['colour', 'pockets'], [['red', tables.red.join(' ')], ['black', tables.black.join(' ')], ['green', tables.green.join(' ')]]);
  const bets = table(
    ['kind', 'covers', 'returns (× amount, stake included)', 'the legal number sets'],
    Object.entries(tables.bets).map(([kind, bet]) => [code(kind), `${bet.sets[0]?.length ?? 0} number${(bet.sets[0]?.length ?? 0) === 1 ? '' : 's'}`, bet.returns, bet.sets.map((set) => set.join('-')).join(' ')]),
  );
  return [`**Pockets** (${tables.pockets}, 0 to ${tables.pockets - 1}):`, '', colours, '', '**Bets** (`kind` as recorded; `numbers` in a record are the set the bet covers):', '', bets].join('\n');
}

export function jacksOrBetterMarkdown(): string {
  const tables = jacksOrBetterTables();
  const suits = tables.suits.map((suit, index) => [`${index * tables.ranks.length} to ${(index + 1) * tables.ranks.length - 1}`, tables.deck.slice(index * tables.ranks.length, (index + 1) * tables.ranks.length).join(' ')]);
  const deck = table(['positions', 'cards'], suits);
  const pays = table(
    ['`hand` as recorded', 'the hand', '× the stake (stake included)'],
    [...tables.hands.map((hand) => [code(hand), HAND_NAMES[hand] ?? hand, tables.paytable[hand] ?? 0]), [code('null'), 'anything less', 0]],
  );
  return ['**Deck** (the unshuffled order the shuffle starts from, position 0 first):', '', deck, '', '**Pays**, with each hand\'s name exactly as a record\'s `hand` stores it:', '', pays].join('\n');
}

/** The English names beside the codes records store as `fish`. */
const FISH_NAMES: Readonly<Record<string, string>> = {
  lanternfish: 'lanternfish',
  pufferfish: 'pufferfish',
  angelfish: 'angelfish',
  jellyfish: 'jellyfish',
  turtle: 'sea turtle',
  manta: 'manta ray',
  shark: 'shark',
  giantSquid: 'giant squid',
};

export function deepSeaBlasterMarkdown(): string {
  const tables = deepSeaBlasterTables();
  const fish = table(
    ['`fish` as recorded', 'the fish', 'multiplier (× the shot, stake included)', `chance (rolls 0 to chance − 1 of ${tables.rollRange} catch it)`, 'chance × multiplier'],
    tables.fish.map((kind) => [code(kind.fish), FISH_NAMES[kind.fish] ?? kind.fish, kind.multiplier, kind.chance, kind.chance * kind.multiplier]),
  );
  return [`**Fish** (${tables.fish.length} kinds; a shot aims at one; roll = floor(f0 × ${tables.rollRange})):`, '', fish].join('\n');
}

/** The seed pair of the shootout's worked example (any pair would do; this one goes to sudden death). */
export const SHOOTOUT_EXAMPLE = { serverSeed: 'a3f1c2e4b5d6978812345678909abcdef0123456789abcdef0123456789abcde', clientSeed: 'penalty', nonce: 19 } as const;
const SHOOTOUT_EXAMPLE_BETS: shootout.ShootoutBet[] = [
  { market: 'winner', pick: 'home', amount: 1000 },
  { market: 'suddenDeath', pick: 'yes', amount: 500 },
  { market: 'score', pick: '3-3', amount: 100 },
  { market: 'kick', pick: '1:goal', amount: 200 },
];

export function penaltyShootoutMarkdown(): string {
  const tables = penaltyShootoutTables();
  const kicks = table(
    ['result', `floor(f × ${tables.kickBuckets})`, 'chance'],
    tables.kickTable.map((row) => [code(row.result), row.from === row.to ? row.from : `${row.from} to ${row.to}`, row.chance.fraction]),
  );
  const markets = table(['market', 'RTP = odds × chance, exactly', 'as a percentage'], Object.entries(tables.marketRtp).map(([market, rtp]) => [code(market), rtp.fraction, `${(Number(rtp.decimal) * 100).toFixed(4)} % (${rtp.decimal})`]));
  const prices = table(
    ['market', 'pick', 'odds', 'chance', 'chance, decimal', 'odds × chance'],
    tables.prices.map((price) => [code(price.market), code(price.pick), price.odds, price.chance.fraction, price.chance.decimal, price.rtp.fraction]),
  );
  const { serverSeed, clientSeed, nonce } = SHOOTOUT_EXAMPLE;
  const wager = { bets: SHOOTOUT_EXAMPLE_BETS };
  const result = shootout.outcome(roundFloats(serverSeed, clientSeed, nonce, shootout.FLOATS_NEEDED), wager);
  const floats = roundFloats(serverSeed, clientSeed, nonce, result.kicks.length);
  const example = table(
    ['kick', 'float', 'team', 'floor(f × 16)', 'result', 'floor(f × 48) − 3 × bucket', 'aim'],
    result.kicks.map((kick, index) => {
      const f = floats[index] ?? 0;
      const bucket = Math.floor(f * 16);
      return [index + 1, `f${index} = ${f.toFixed(10)}`, kick.team, bucket, kick.result, Math.floor(f * 48) - bucket * 3, kick.aim];
    }),
  );
  const settled = table(
    ['bet', 'amount', 'odds', 'win'],
    result.bets.map((bet) => [`${code(bet.market)} ${code(bet.pick)}`, bet.amount, (bet.odds / 100).toFixed(2), bet.win]),
  );
  return [
    `**Kick table** (one float per kick; the aim is \`${tables.aims.join(' ')}\` by index, drawing only):`,
    '',
    kicks,
    '',
    '**Each market\'s return to player** (every pick of a market returns the same):',
    '',
    markets,
    '',
    `**Every pick** (odds in decimal: a win returns amount × odds, stake included; chances exact, the decimal in full):`,
    '',
    prices,
    '',
    `**Worked example**: server seed \`${serverSeed}\`, client seed \`${clientSeed}\`, nonce ${nonce}, wager \`${JSON.stringify(wager)}\`:`,
    '',
    example,
    '',
    `After five each ${result.regulation.home}-${result.regulation.away}${result.suddenDeath ? ', so sudden death' : ''}; ${result.winner} wins ${result.final.home}-${result.final.away}${result.coin ? ' on the coin' : ''}. The bets settle:`,
    '',
    settled,
  ].join('\n');
}

export const GENERATED_BLOCKS: Readonly<Record<string, () => string>> = {
  'lucky-lanterns': luckyLanternsMarkdown,
  'royal-roulette': royalRouletteMarkdown,
  'jacks-or-better': jacksOrBetterMarkdown,
  'deep-sea-blaster': deepSeaBlasterMarkdown,
  'penalty-shootout': penaltyShootoutMarkdown,
};

const NOTE = '<!-- generated by scripts/fair-tables.ts from src/domain/fair-games: edit the code, then run it -->';

/** The docs with every generated block rewritten; throws when a block's markers are missing. */
export function renderDocs(docs: string): string {
  let out = docs;
  for (const [name, render] of Object.entries(GENERATED_BLOCKS)) {
    const start = `<!-- fair-tables:${name} -->`;
    const end = `<!-- /fair-tables:${name} -->`;
    const from = out.indexOf(start);
    const to = out.indexOf(end);
    if (from < 0 || to < from) throw new Error(`docs/provably-fair.md: the markers of the ${name} tables are missing`);
    out = `${out.slice(0, from + start.length)}\n${NOTE}\n\n${render()}\n\n${out.slice(to)}`;
  }
  return out;
}

function main(argv: readonly string[]): number {
  const docs = readFileSync(DOCS_PATH, 'utf8');
  const rendered = renderDocs(docs);
  if (argv.includes('--check')) {
    if (rendered === docs) return 0;
    process.stderr.write('docs/provably-fair.md: the game tables are stale; run node --import tsx scripts/fair-tables.ts\n');
    return 1;
  }
  if (rendered !== docs) writeFileSync(DOCS_PATH, rendered);
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = main(process.argv.slice(2));
