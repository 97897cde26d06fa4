// docs/provably-fair.md prints every table a round is recomputed with. Two checks keep it equal to
// the constants the games pay by: the generated blocks are what scripts/fair-tables.ts makes now
// (not stale), and, read back by this test's own parser, each table holds exactly the code's
// values (so a renderer that printed something else would fail too). Also: paylines are numbered
// as records number them, the recorded hand names are listed as stored, and the dragons' tie rule
// reads as the code decides it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as poker from '../../src/domain/fair-games/jacks-or-better';
import * as slot from '../../src/domain/fair-games/lucky-lanterns';
import * as roulette from '../../src/domain/fair-games/royal-roulette';
import * as fishing from '../../src/domain/fair-games/deep-sea-blaster';
import * as shootout from '../../src/domain/fair-games/penalty-shootout';
import { KICK_CHANCE, MARKET_RTP, pickChance } from '../../src/domain/fair-games/penalty-shootout-chances';
import { replayRound } from '../../src/domain/fair-games/replay';
import { roundFloats } from '../../src/domain/provably-fair';
import { DOCS_PATH, SHOOTOUT_EXAMPLE, renderDocs } from '../../scripts/fair-tables.ts';

const docs = readFileSync(DOCS_PATH, 'utf8');

/** The markdown tables inside a generated block, each as rows of cells (header first, rule dropped). */
function tablesOf(block: string): string[][][] {
  const start = docs.indexOf(`<!-- fair-tables:${block} -->`);
  const end = docs.indexOf(`<!-- /fair-tables:${block} -->`);
  expect(start, `${block} block`).toBeGreaterThan(-1);
  const lines = docs.slice(start, end).split('\n');
  const tables: string[][][] = [];
  let current: string[][] | null = null;
  for (const line of lines) {
    if (!line.startsWith('|')) {
      current = null;
      continue;
    }
    const cells = line.slice(1, -1).split('|').map((cell) => cell.trim());
    if (cells.every((cell) => /^-+$/.test(cell))) continue;
    if (!current) tables.push((current = []));
    current.push(cells);
  }
  return tables;
}
const body = (table: string[][] | undefined) => (table ?? []).slice(1);
const unquote = (cell: string) => cell.replace(/^`|`$/g, '');
const ROWS = ['top', 'middle', 'bottom'];

describe('docs/provably-fair.md', () => {
  it('has its generated tables up to date with the code (node --import tsx scripts/fair-tables.ts)', () => {
    expect(renderDocs(docs)).toBe(docs);
  });

  it('prints the Lucky Lanterns reel strips, paylines, line and scatter pays the game pays by', () => {
    const [strips, paylines, pays, scatter, examples] = tablesOf('lucky-lanterns');
    const stripRows = body(strips);
    expect(stripRows.map((row) => Number(row[0]))).toEqual(Array.from({ length: 30 }, (_, stop) => stop));
    const readStrips = slot.REEL_STRIPS.map((_, reel) => stripRows.map((row) => row[reel + 1]));
    expect(readStrips).toEqual(slot.REEL_STRIPS);

    const lineRows = body(paylines);
    expect(lineRows.map((row) => Number(row[0]))).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    expect(lineRows.map((row) => row.slice(1).map((word) => ROWS.indexOf(word)))).toEqual(slot.PAYLINES);

    const readPays = Object.fromEntries(body(pays).map((row) => [row[0]!.replace(' (wild)', ''), row.slice(1).map(Number)]));
    expect(readPays).toEqual(slot.LINE_PAYS);
    expect(body(pays)[0]?.[0]).toBe(`${slot.WILD} (wild)`);
    expect(body(scatter)[0]?.slice(1).map(Number)).toEqual(slot.SCATTER_PAYS);

    // Every worked line is what linePay says, the tie included.
    for (const [shows, paysAs, multiple] of body(examples)) {
      const pay = slot.linePay(shows!.split(' ') as slot.LanternSymbol[]);
      expect(pay ? `${pay.symbol} × ${pay.count}` : 'nothing', shows).toBe(paysAs);
      expect(pay?.multiple ?? 0, shows).toBe(Number(multiple));
    }
  });

  it('states the tie rule the code applies: the dragons take a tie (wildPay >= symbolPay)', () => {
    expect(docs).toContain('when the dragons\' pay is at least the\n     symbol\'s pay (`≥`), the line pays as DRAGON with count `w`**; a tie goes to the dragons');
    const [, , , , examples] = tablesOf('lucky-lanterns');
    const tie = body(examples).find((row) => row[0] === 'DRAGON DRAGON DRAGON J J');
    // J × 5 would pay the same 50: the docs show the dragons taking it.
    expect(slot.LINE_PAYS.J[2]).toBe(slot.LINE_PAYS.DRAGON[0]);
    expect(tie).toEqual(['DRAGON DRAGON DRAGON J J', 'DRAGON × 3', '50']);
    expect(docs).not.toMatch(/pays as dragons when that pays more/);
  });

  it('numbers paylines as records do: the worked example\'s "payline 7" is the record\'s payline 7', () => {
    const example = { serverSeed: 'a3f1c2e4b5d6978812345678909abcdef0123456789abcdef0123456789abcde', clientSeed: 'lantern', nonce: 0 };
    const spin = replayRound({ ...example, gameCode: 'lucky-lanterns', wager: { stake: 10 } }).outcome as slot.LanternsOutcome;
    const stated = /stops ([\d ]+), payline (\d+) pays (\d) × (\w+) = [\d.]+\n\s+\(recorded as `([^`]+)`\)/.exec(docs);
    expect(stated, 'the worked example names the payline and its record').not.toBeNull();
    const [, stops, payline, count, symbol, recorded] = stated!;
    expect(spin.stops.join(' ')).toBe(stops);
    expect(spin.lines).toEqual([JSON.parse(recorded!)]);
    expect(spin.lines[0]).toMatchObject({ payline: Number(payline), count: Number(count), symbol });
    expect(docs).not.toMatch(/\bline 7\b/);
  });

  it('prints the roulette colours and every legal bet with what it returns', () => {
    const [colours, bets] = tablesOf('royal-roulette');
    const byColour = Object.fromEntries(body(colours).map((row) => [row[0], row[1]!.split(' ').map(Number)]));
    for (let pocket = 0; pocket < roulette.POCKETS; pocket += 1) expect(byColour[roulette.pocketColour(pocket)], String(pocket)).toContain(pocket);
    expect(byColour.red).toEqual(roulette.RED_NUMBERS);
    const kinds = body(bets).map((row) => unquote(row[0]!));
    expect(kinds).toEqual(roulette.BET_KINDS);
    for (const [kindCell, , returns, sets] of body(bets)) {
      const kind = unquote(kindCell!) as roulette.RouletteBetKind;
      const listed = sets!.split(' ').map((set) => set.split('-').map(Number));
      for (const numbers of listed) {
        expect(roulette.coveredNumbers({ kind, numbers }), `${kind} ${numbers.join('-')}`).toEqual(numbers);
        expect(Number(returns)).toBe(roulette.returnMultiple(numbers.length));
      }
    }
    // Complete: the inside bets' counts on a single-zero layout (37, 57 + 3 with zero, 12 + 2, 22 + 1, 11).
    const count = (kind: string) => body(bets).find((row) => unquote(row[0]!) === kind)![3]!.split(' ').length;
    expect(['straight', 'split', 'street', 'corner', 'line'].map(count)).toEqual([37, 60, 14, 23, 11]);
  });

  it('prints the deck order and lists each poker hand exactly as records store it, with its pay', () => {
    const [deck, pays] = tablesOf('jacks-or-better');
    expect(body(deck).flatMap((row) => row[1]!.split(' '))).toEqual(poker.DECK);
    const rows = body(pays);
    expect(rows.map((row) => unquote(row[0]!))).toEqual([...poker.HAND_RANKS, 'null']);
    for (const [hand, , multiple] of rows) expect(Number(multiple), hand).toBe(poker.PAYTABLE[unquote(hand!) as poker.HandRank] ?? 0);
    // What a record holds: a name from this list, or null.
    const hand = replayRound({ gameCode: 'jacks-or-better', serverSeed: 'e'.repeat(64), clientSeed: 'x', nonce: 3, wager: { stake: 10, hold: [true, true, true, true, true] } });
    expect([...poker.HAND_RANKS, null]).toContain((hand.outcome as poker.PokerOutcome).hand);
  });

  it('prints Penalty Shootout\'s kick table, every pick\'s odds and exact chance, and a worked round the game replays', () => {
    const [kicks, markets, prices, example, settled] = tablesOf('penalty-shootout');
    const fraction = (text: string) => text.split('/').map(BigInt);
    for (const [result, buckets, chance] of body(kicks)) {
      const range = shootout.KICK_TABLE[unquote(result!) as shootout.KickResult];
      expect(buckets, result).toBe(range.from === range.to ? String(range.from) : `${range.from} to ${range.to}`);
      // The buckets out of 16, in lowest terms.
      const exact = KICK_CHANCE[unquote(result!) as shootout.KickResult];
      expect(Number(exact.numerator) / Number(exact.denominator)).toBe((range.to - range.from + 1) / 16);
      expect(fraction(chance!), result).toEqual([exact.numerator, exact.denominator]);
    }
    for (const [market, rtp] of body(markets)) {
      const exact = MARKET_RTP[unquote(market!) as shootout.Market];
      expect(fraction(rtp!), market).toEqual([exact.numerator, exact.denominator]);
    }
    const rows = body(prices);
    expect(rows.map((row) => `${unquote(row[0]!)} ${unquote(row[1]!)}`)).toEqual(shootout.MARKETS.flatMap((market) => shootout.PICKS[market].map((pick) => `${market} ${pick}`)));
    for (const [marketCell, pickCell, odds, chance, , rtp] of rows) {
      const market = unquote(marketCell!) as shootout.Market;
      const pick = unquote(pickCell!);
      expect(Math.round(Number(odds) * 100), pick).toBe(shootout.oddsOf(market, pick));
      const exact = pickChance(market, pick);
      expect(fraction(chance!), pick).toEqual([exact.numerator, exact.denominator]);
      expect(fraction(rtp!), pick).toEqual([MARKET_RTP[market].numerator, MARKET_RTP[market].denominator]);
    }
    const wager = JSON.parse(/wager `([^`]+)`/.exec(docs.slice(docs.indexOf('<!-- fair-tables:penalty-shootout -->')))![1]!) as shootout.ShootoutWager;
    const replayed = replayRound({ gameCode: 'penalty-shootout', ...SHOOTOUT_EXAMPLE, wager });
    const outcome = replayed.outcome as shootout.ShootoutOutcome;
    expect(body(example).map((row) => [row[2], row[4], row[6]])).toEqual(outcome.kicks.map((kick) => [kick.team, kick.result, kick.aim]));
    expect(body(settled).map((row) => Number(row[3]))).toEqual(outcome.bets.map((bet) => bet.win));
  });

  it('says one seed pair serves all of a player\'s games, the nonce carrying over', () => {
    expect(docs).toMatch(/One seed pair for all of a player's games/);
    expect(docs).toMatch(/the nonce carries\s+over from one game to the next/);
  });
});

describe('docs/provably-fair.md: Deep Sea Blaster', () => {
  it('prints every kind of fish as records name it, with its multiplier and chance, each making 9600', () => {
    const [fish] = tablesOf('deep-sea-blaster');
    const rows = body(fish);
    expect(rows.map((row) => unquote(row[0]!))).toEqual(fishing.FISH_KINDS);
    for (const [kind, , multiplier, chance, product] of rows) {
      const rule = fishing.FISH[unquote(kind!) as fishing.FishKind];
      expect({ multiplier: Number(multiplier), chance: Number(chance) }, kind).toEqual(rule);
      expect(Number(product)).toBe(fishing.RETURN_PER_SHOT);
    }
  });

  it('works its example out as the game does: the roll, the catch and the record', () => {
    const example = { serverSeed: 'a3f1c2e4b5d6978812345678909abcdef0123456789abcdef0123456789abcde', clientSeed: 'lantern', nonce: 0 };
    const stated = /roll =\s+floor\(([\d.]+)\) = (\d+)\. A 1\.00 shot at a `(\w+)` \(chance (\d+)\) catches it and returns\s+([\d.]+) \(recorded as `([^`]+)`\)/.exec(docs);
    expect(stated, 'the worked example states its roll and record').not.toBeNull();
    const [, product, roll, fish, chance, returned, recorded] = stated!;
    const floats = roundFloats(example.serverSeed, example.clientSeed, example.nonce, fishing.FLOATS_NEEDED);
    const wager = { fish: fish as fishing.FishKind, bet: 100 };
    const shot = { outcome: fishing.outcome(floats, wager), win: fishing.payout(fishing.outcome(floats, wager), wager) };
    expect(shot.outcome).toEqual(JSON.parse(recorded!));
    expect(shot.outcome).toMatchObject({ roll: Number(roll), caught: true });
    expect(Math.floor(Number(product))).toBe(Number(roll));
    expect(fishing.FISH[fish as fishing.FishKind].chance).toBe(Number(chance));
    expect(shot.win / 100).toBe(Number(returned));
    expect(fishing.outcome(floats, { fish: 'pufferfish', bet: 100 }).win).toBe(0);
  });
});
