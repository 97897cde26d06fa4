// The fair-game mappings at their edges: the lowest and highest floats, every hand rank, every
// roulette bet kind, a winning and a losing payline, and replay from seeds.
import { describe, expect, it } from 'vitest';
import { hashServerSeed, roundFloats } from '../../src/domain/provably-fair';
import * as poker from '../../src/domain/fair-games/jacks-or-better';
import { simpleStrategyHold } from '../../src/domain/fair-games/jacks-or-better-strategy';
import * as slot from '../../src/domain/fair-games/lucky-lanterns';
import * as roulette from '../../src/domain/fair-games/royal-roulette';
import * as fishing from '../../src/domain/fair-games/deep-sea-blaster';
import { describeOutcome, replayRound, wagerTotal } from '../../src/domain/fair-games/replay';

const TOP = 0.99999999;
/** The float that stops a reel of `length` at `stop`. */
const floatFor = (stop: number, length: number) => (stop + 0.5) / length;
/** Floats that put `symbols[reel]` on `row` of each reel. */
function floatsShowing(symbols: string[], row: number): number[] {
  return slot.REEL_STRIPS.map((strip, reel) => {
    const at = strip.indexOf(symbols[reel] as slot.LanternSymbol);
    if (at < 0) throw new Error(`no ${symbols[reel]} on reel ${reel}`);
    return floatFor((at - row + strip.length) % strip.length, strip.length);
  });
}

describe('Lucky Lanterns', () => {
  it('has 20 distinct paylines, 5 strips holding one scatter each, and a pay for every symbol but the scatter', () => {
    expect(slot.PAYLINES).toHaveLength(20);
    expect(new Set(slot.PAYLINES.map((line) => line.join())).size).toBe(20);
    for (const line of slot.PAYLINES) expect(line.every((row) => row >= 0 && row < slot.ROWS)).toBe(true);
    expect(slot.REEL_STRIPS).toHaveLength(5);
    for (const strip of slot.REEL_STRIPS) expect(strip.filter((symbol) => symbol === slot.SCATTER)).toHaveLength(1);
    for (const symbol of slot.SYMBOLS) if (symbol !== slot.SCATTER) expect(slot.LINE_PAYS[symbol]).toHaveLength(3);
  });
  it('stops every reel at 0 on a float of 0 and at the last stop on 0.99999999, wrapping the window', () => {
    const low = slot.outcome([0, 0, 0, 0, 0], { stake: 1 });
    expect(low.stops).toEqual([0, 0, 0, 0, 0]);
    expect(low.window[0]).toEqual(slot.REEL_STRIPS.map((strip) => strip[0]));
    const high = slot.outcome([TOP, TOP, TOP, TOP, TOP], { stake: 1 });
    expect(high.stops).toEqual(slot.REEL_STRIPS.map((strip) => strip.length - 1));
    expect(high.window[0]).toEqual(slot.REEL_STRIPS.map((strip) => strip[strip.length - 1]));
    expect(high.window[1]).toEqual(slot.REEL_STRIPS.map((strip) => strip[0]));
    expect(high.window[2]).toEqual(slot.REEL_STRIPS.map((strip) => strip[1]));
  });
  it('pays five lanterns on the middle line 500 x the line stake', () => {
    const result = slot.outcome(floatsShowing(['LANTERN', 'LANTERN', 'LANTERN', 'LANTERN', 'LANTERN'], 1), { stake: 3 });
    expect(result.window[1]).toEqual(['LANTERN', 'LANTERN', 'LANTERN', 'LANTERN', 'LANTERN']);
    // The middle line is payline 1, recorded as such (1-based, as the docs and the game number it).
    expect(result.lines).toContainEqual({ payline: 1, symbol: 'LANTERN', count: 5, win: 1500 });
    expect(slot.payout(result, { stake: 3 })).toBe(result.lines.reduce((sum, line) => sum + line.win, 0) + result.scatterWin);
  });
  it('lets the dragon substitute, and pays a run of dragons as dragons when that pays more', () => {
    expect(slot.linePay(['KOI', 'DRAGON', 'KOI', 'J', 'KOI'])).toEqual({ symbol: 'KOI', count: 3, multiple: 25 });
    expect(slot.linePay(['DRAGON', 'DRAGON', 'A', 'A', 'Q'])).toEqual({ symbol: 'A', count: 4, multiple: 25 });
    expect(slot.linePay(['DRAGON', 'DRAGON', 'DRAGON', 'J', 'Q'])).toEqual({ symbol: 'DRAGON', count: 3, multiple: 50 });
    expect(slot.linePay(['DRAGON', 'DRAGON', 'DRAGON', 'DRAGON', 'DRAGON'])).toEqual({ symbol: 'DRAGON', count: 5, multiple: 1000 });
    expect(slot.linePay(['DRAGON', 'DRAGON', 'FIREWORK', 'K', 'K'])).toBeNull();
  });
  it('pays a tie between the dragons and the symbol they complete as dragons, with the dragons\' count', () => {
    // Three dragons pay 50; the five jacks they make pay 50 too: the dragons take it (wildPay >= symbolPay).
    expect(slot.LINE_PAYS.DRAGON[0]).toBe(slot.LINE_PAYS.J[2]);
    expect(slot.linePay(['DRAGON', 'DRAGON', 'DRAGON', 'J', 'J'])).toEqual({ symbol: 'DRAGON', count: 3, multiple: 50 });
    // One more than the dragons pay, and the symbol takes it.
    expect(slot.linePay(['DRAGON', 'DRAGON', 'DRAGON', 'KOI', 'KOI'])).toEqual({ symbol: 'KOI', count: 5, multiple: 300 });
  });
  it('records every paying line by its 1-based payline, in payline order, each one the line PAYLINES[payline - 1] crosses', () => {
    let checked = 0;
    for (let nonce = 0; checked < 200 && nonce < 5000; nonce += 1) {
      const result = slot.outcome(roundFloats('c'.repeat(64), 'lines', nonce, 5), { stake: 1 });
      const paylines = result.lines.map((line) => line.payline);
      expect(paylines).toEqual([...paylines].sort((a, b) => a - b));
      for (const line of result.lines) {
        expect(line.payline).toBeGreaterThanOrEqual(1);
        expect(line.payline).toBeLessThanOrEqual(20);
        const rows = slot.PAYLINES[line.payline - 1]!;
        expect(slot.linePay(rows.map((row, reel) => result.window[row]![reel]!))).toMatchObject({ symbol: line.symbol, count: line.count });
        checked += 1;
      }
    }
    expect(checked).toBe(200);
  });
  it('reads a round recorded with 0-based `line` as the 1-based `payline` it was, and leaves a new one as it is', () => {
    const fresh = slot.outcome(floatsShowing(['LANTERN', 'LANTERN', 'LANTERN', 'LANTERN', 'LANTERN'], 1), { stake: 3 });
    const legacy = { ...fresh, lines: fresh.lines.map(({ payline, ...rest }) => ({ line: payline - 1, ...rest })) };
    expect(legacy.lines[0]).toMatchObject({ line: 0, symbol: 'LANTERN' });
    expect(slot.readRecordedOutcome(legacy)).toEqual(fresh);
    expect(slot.readRecordedOutcome(fresh)).toBe(fresh);
    expect(slot.readRecordedOutcome(null)).toBeNull();
    expect(slot.readRecordedOutcome({ win: 1 })).toEqual({ win: 1 });
  });
  it('pays nothing on a line that breaks before the third reel or starts on reel two', () => {
    expect(slot.linePay(['A', 'A', 'K', 'A', 'A'])).toBeNull();
    expect(slot.linePay(['J', 'A', 'A', 'A', 'A'])).toBeNull();
    const result = slot.outcome(floatsShowing(['J', 'A', 'A', 'A', 'A'], 1), { stake: 1 });
    expect(result.lines.find((line) => line.payline === 1)).toBeUndefined();
  });
  it('pays three or more fireworks anywhere on the total bet', () => {
    const result = slot.outcome(floatsShowing(['FIREWORK', 'FIREWORK', 'FIREWORK', 'J', 'J'], 0), { stake: 2 });
    expect(result.scatters).toBeGreaterThanOrEqual(3);
    expect(result.scatterWin).toBe((slot.SCATTER_PAYS[result.scatters - 3] ?? 0) * 40);
  });
  it('accepts only whole minor-unit stakes within the limits', () => {
    expect(slot.isValidStake(1)).toBe(true);
    expect(slot.isValidStake(500)).toBe(true);
    for (const stake of [0, 501, 1.5, -1, '5', null]) expect(slot.isValidStake(stake), String(stake)).toBe(false);
  });
});

describe('Royal Roulette', () => {
  const bet = (kind: roulette.RouletteBetKind, numbers: number[], amount = 100): roulette.RouletteBet => ({ kind, numbers, amount });
  it('maps a float of 0 to pocket 0 and 0.99999999 to 36', () => {
    expect(roulette.outcome([0], { bets: [bet('straight', [0])] })).toMatchObject({ pocket: 0, colour: 'green' });
    expect(roulette.outcome([TOP], { bets: [bet('straight', [36])] })).toMatchObject({ pocket: 36, colour: 'red' });
    expect(roulette.outcome([floatFor(17, 37)], { bets: [bet('straight', [17])] }).pocket).toBe(17);
  });
  const cases: [roulette.RouletteBetKind, number[], number, number, number][] = [
    // kind, numbers, a winning pocket, a losing pocket, total returned per 1 on a win
    ['straight', [17], 17, 18, 36],
    ['split', [17, 20], 20, 18, 18],
    ['split', [0, 2], 0, 1, 18],
    ['street', [16, 17, 18], 16, 19, 12],
    ['street', [0, 2, 3], 3, 1, 12],
    ['corner', [17, 18, 20, 21], 21, 19, 9],
    ['corner', [0, 1, 2, 3], 0, 4, 9],
    ['line', [16, 17, 18, 19, 20, 21], 19, 22, 6],
    ['dozen', roulette.DOZENS[1] as number[], 24, 25, 3],
    ['column', roulette.COLUMNS[2] as number[], 36, 35, 3],
    ['red', [], 1, 2, 2],
    ['black', [], 2, 0, 2],
    ['odd', [], 35, 0, 2],
    ['even', [], 36, 0, 2],
    ['low', [], 18, 19, 2],
    ['high', [], 19, 0, 2],
  ];
  it.each(cases)('pays a %s bet on %j as the table says', (kind, numbers, win, lose, multiple) => {
    const wager = { bets: [bet(kind, numbers)] };
    expect(roulette.isValidWager(wager)).toBe(true);
    expect(roulette.payout(roulette.outcome([floatFor(win, 37)], wager), wager)).toBe(100 * multiple);
    expect(roulette.payout(roulette.outcome([floatFor(lose, 37)], wager), wager)).toBe(0);
  });
  it('covers every bet kind, and every legal bet returns 36 for 37 over the wheel', () => {
    expect(new Set(cases.map(([kind]) => kind))).toEqual(new Set(roulette.BET_KINDS));
    for (const [kind, numbers] of cases) {
      const wager = { bets: [bet(kind, numbers, 1)] };
      let returned = 0;
      for (let pocket = 0; pocket < 37; pocket += 1) returned += roulette.payout(roulette.outcome([floatFor(pocket, 37)], wager), wager);
      expect(returned, kind).toBe(36);
    }
  });
  it('refuses numbers that are not that bet on the layout, and amounts outside the limits', () => {
    for (const wrong of [bet('split', [1, 5]), bet('split', [3, 4]), bet('street', [2, 3, 4]), bet('corner', [3, 4, 6, 7]), bet('line', [1, 2, 3, 4, 5, 7]), bet('straight', [37]), bet('dozen', [1, 2, 3]), bet('red', [2]), bet('straight', [5], 5), bet('straight', [5], 100_001), bet('straight', [5], 10.5)]) {
      expect(roulette.isValidWager({ bets: [wrong] }), JSON.stringify(wrong)).toBe(false);
    }
    expect(roulette.isValidWager({ bets: [] })).toBe(false);
    expect(roulette.isValidWager({ bets: Array.from({ length: 61 }, () => bet('red', [])) })).toBe(false);
    expect(roulette.isValidWager({ bets: [{ kind: 'basket', numbers: [0, 1, 2], amount: 100 }] })).toBe(false);
  });
  it('colours 18 numbers red, 18 black and zero green', () => {
    const colours = Array.from({ length: 37 }, (_, pocket) => roulette.pocketColour(pocket));
    expect(colours.filter((colour) => colour === 'red')).toHaveLength(18);
    expect(colours.filter((colour) => colour === 'black')).toHaveLength(18);
    expect(new Set(roulette.WHEEL_ORDER).size).toBe(37);
  });
});

describe('Jacks or Better', () => {
  it('deals the unshuffled deck on floats of 0, and moves the last card up on 0.99999999', () => {
    expect(poker.deal(new Array(10).fill(0))).toEqual(['2C', '3C', '4C', '5C', '6C']);
    // Step 0 swaps card 0 with card 51 (AS); step 1 swaps card 1 with card 51, now 2C; ...
    expect(poker.shuffledTop(new Array(10).fill(TOP))).toEqual(['AS', '2C', '3C', '4C', '5C', '6C', '7C', '8C', '9C', 'TC']);
  });
  it('never deals one card twice', () => {
    const floats = roundFloats('a'.repeat(64), 'client', 7, 10);
    const top = poker.shuffledTop(floats);
    expect(new Set(top).size).toBe(10);
    expect(poker.DECK).toHaveLength(52);
  });
  it('replaces the cards not held, left to right, with cards 5, 6, ... of the shuffled deck', () => {
    const floats = new Array(10).fill(0);
    const result = poker.outcome(floats, { stake: 10, hold: [true, false, true, false, false] });
    expect(result.dealt).toEqual(['2C', '3C', '4C', '5C', '6C']);
    expect(result.final).toEqual(['2C', '7C', '4C', '8C', '9C']);
    expect(result.hand).toBe('flush');
    expect(poker.payout(result, { stake: 10 })).toBe(60);
    expect(poker.outcome(floats, { stake: 10, hold: [true, true, true, true, true] }).final).toEqual(result.dealt);
  });
  const hands: [string, poker.HandRank | null][] = [
    ['TS JS QS KS AS', 'royalFlush'],
    ['9H TH JH QH KH', 'straightFlush'],
    ['AD 2D 3D 4D 5D', 'straightFlush'],
    ['7C 7D 7H 7S 2C', 'fourOfAKind'],
    ['3C 3D 3H 9S 9C', 'fullHouse'],
    ['2H 7H 9H JH KH', 'flush'],
    ['5C 6D 7H 8S 9C', 'straight'],
    ['AC 2D 3H 4S 5C', 'straight'],
    ['TC JD QH KS AC', 'straight'],
    ['8C 8D 8H KS 2C', 'threeOfAKind'],
    ['4C 4D 9H 9S AC', 'twoPair'],
    ['JC JD 2H 5S 9C', 'jacksOrBetter'],
    ['AC AD 2H 5S 9C', 'jacksOrBetter'],
    ['TC TD 2H 5S 9C', null],
    ['QC KD 2H 5S 9C', null],
    ['JC QD KH AS 2C', null],
  ];
  it.each(hands)('reads %s as %s and pays the 9/6 table', (text, rank) => {
    const cards = text.split(' ');
    expect(poker.evaluateHand(cards)).toBe(rank);
    const result: poker.PokerOutcome = { dealt: cards, hold: [true, true, true, true, true], final: cards, hand: rank };
    expect(poker.payout(result, { stake: 100 })).toBe(rank ? poker.PAYTABLE[rank] * 100 : 0);
  });
  it('pays every rank the table names', () => {
    expect(new Set(hands.map(([, rank]) => rank).filter((rank) => rank !== null))).toEqual(new Set(poker.HAND_RANKS));
  });
  it('holds as the simple strategy says', () => {
    const hold = (text: string) => simpleStrategyHold(text.split(' ')).map((value) => (value ? 'H' : '.')).join('');
    expect(hold('TS JS QS KS 2D')).toBe('HHHH.'); // 4 to a royal
    expect(hold('TS JS QS KS KD')).toBe('HHHH.'); // 4 to a royal beats a high pair
    expect(hold('2H 7H 9H JH KH')).toBe('HHHHH'); // made flush
    expect(hold('JC JD 2H 5S 9C')).toBe('HH...'); // high pair
    expect(hold('4C 4D 9H KS 2C')).toBe('HH...'); // low pair
    expect(hold('5C 6D 7H 8S KC')).toBe('HHHH.'); // 4 to an outside straight
    expect(hold('AC KD 2H 5S 9C')).toBe('HH...'); // 2 unsuited high cards
    expect(hold('AC KD QH 5S 9C')).toBe('.HH..'); // the lowest two high cards
    expect(hold('2C 4D 6H 8S TC')).toBe('.....'); // nothing
  });
});

describe('replay', () => {
  const serverSeed = 'f'.repeat(64);
  it('gives the worked example of docs/provably-fair.md', () => {
    const example = { serverSeed: 'a3f1c2e4b5d6978812345678909abcdef0123456789abcdef0123456789abcde', clientSeed: 'lantern', nonce: 0 };
    expect(hashServerSeed(example.serverSeed)).toBe('ede90ba3f8ac39f383892f4a1f1d6ee584560e78ba83422db0e5a9a8f04b5cb5');
    expect(roundFloats(example.serverSeed, example.clientSeed, 0, 2).map((value) => value.toFixed(8))).toEqual(['0.32365794', '0.69331387']);
    const spin = replayRound({ ...example, gameCode: 'lucky-lanterns', wager: { stake: 10 } });
    expect((spin.outcome as slot.LanternsOutcome).stops).toEqual([9, 20, 9, 22, 25]);
    expect(spin.win).toBe(80);
    expect((replayRound({ ...example, gameCode: 'royal-roulette', wager: { bets: [{ kind: 'red', numbers: [], amount: 100 }] } }).outcome as roulette.RouletteOutcome).pocket).toBe(11);
    const hand = replayRound({ ...example, gameCode: 'jacks-or-better', wager: { stake: 100, hold: [false, false, false, false, false] } }).outcome as poker.PokerOutcome;
    expect([hand.dealt.join(' '), hand.final.join(' ')]).toEqual(['5D QH 6D 2S 7S', 'AD 4H 4C 5C JD']);
  });
  it('recomputes a spin, a roulette round and a poker hand from the seeds', () => {
    const slotRound = replayRound({ gameCode: 'lucky-lanterns', serverSeed, clientSeed: 'player', nonce: 3, wager: { stake: 5 } });
    const slotDirect = slot.outcome(roundFloats(serverSeed, 'player', 3, 5), { stake: 5 });
    expect(slotRound).toEqual({ outcome: slotDirect, win: slot.payout(slotDirect, { stake: 5 }) });
    const wager = { bets: [{ kind: 'red', numbers: [], amount: 100 }] };
    const rouletteRound = replayRound({ gameCode: 'royal-roulette', serverSeed, clientSeed: 'player', nonce: 0, wager });
    expect((rouletteRound.outcome as roulette.RouletteOutcome).pocket).toBe(Math.floor((roundFloats(serverSeed, 'player', 0, 1)[0] ?? 0) * 37));
    const pokerRound = replayRound({ gameCode: 'jacks-or-better', serverSeed, clientSeed: 'player', nonce: 1, wager: { stake: 10, hold: [false, false, false, false, false] } });
    expect((pokerRound.outcome as poker.PokerOutcome).dealt).toEqual(poker.deal(roundFloats(serverSeed, 'player', 1, 10)));
    expect(wagerTotal('lucky-lanterns', { stake: 5 })).toBe(100);
    expect(hashServerSeed(serverSeed)).toMatch(/^[0-9a-f]{64}$/);
  });
  it('describes outcomes in short language-neutral lines', () => {
    const dealt = { dealt: ['AS', 'KD', '2C', '3H', '9S'], hold: [true, true, false, false, false], final: ['AS', 'KD', 'AC', 'KH', '9S'], hand: 'twoPair' };
    expect(describeOutcome('jacks-or-better', dealt)).toEqual(['Dealt: AS KD 2C 3H 9S', 'Held: AS KD', 'Final: AS KD AC KH 9S', 'Hand: twoPair']);
    expect(describeOutcome('royal-roulette', roulette.outcome([0], { bets: [{ kind: 'straight', numbers: [0], amount: 10 }] }))).toEqual(['Pocket: 0 green', 'straight 0: 10 -> 360']);
    const spin = slot.outcome(floatsShowing(['LANTERN', 'LANTERN', 'LANTERN', 'J', 'Q'], 1), { stake: 1 });
    const lines = describeOutcome('lucky-lanterns', spin);
    expect(lines[2]).toBe(`Row 2: ${spin.window[1]?.join(' ')}`);
    expect(lines).toContain('Line 1: 3 x LANTERN = 30');
    expect(() => replayRound({ gameCode: 'nope', serverSeed, clientSeed: 'x', nonce: 0, wager: {} })).toThrow('nope');
  });
});

describe('Deep Sea Blaster', () => {
  const shot = (fish: fishing.FishKind, bet = 100) => ({ fish, bet });
  /** The float whose roll is `roll`: the middle of its ten-thousandth. */
  const floatFor = (roll: number) => (roll + 0.5) / fishing.ROLL_RANGE;

  it('catches a fish on the rolls below its chance and misses from its chance up, paying bet × multiplier', () => {
    for (const kind of fishing.FISH_KINDS) {
      const { chance, multiplier } = fishing.FISH[kind];
      expect(fishing.outcome([0], shot(kind))).toEqual({ fish: kind, roll: 0, caught: true, multiplier, win: 100 * multiplier });
      expect(fishing.outcome([floatFor(chance - 1)], shot(kind)).caught, `${kind} at ${chance - 1}`).toBe(true);
      expect(fishing.outcome([floatFor(chance)], shot(kind)), `${kind} at ${chance}`).toEqual({ fish: kind, roll: chance, caught: false, multiplier, win: 0 });
      expect(fishing.outcome([TOP], shot(kind)).roll).toBe(fishing.ROLL_RANGE - 1);
    }
  });

  it('rolls exactly at the edges of a ten-thousandth, whatever the float\'s last bits', () => {
    // 0.48 is not a float the generator makes; the nearest ones on either side roll 4799 and 4800.
    const below = Math.floor(0.48 * 2 ** 32) / 2 ** 32;
    const above = Math.ceil(0.48 * 2 ** 32) / 2 ** 32;
    expect(fishing.outcome([below], shot('lanternfish'))).toMatchObject({ roll: 4799, caught: true });
    expect(fishing.outcome([above], shot('lanternfish'))).toMatchObject({ roll: 4800, caught: false });
  });

  it('accepts only a known kind and a whole shot cost within the limits', () => {
    expect(fishing.isValidWager(shot('shark', fishing.MIN_BET))).toBe(true);
    expect(fishing.isValidWager(shot('giantSquid', fishing.MAX_BET))).toBe(true);
    expect(fishing.isValidWager({ fish: 'whale', bet: 100 })).toBe(false);
    expect(fishing.isValidWager({ fish: 'toString', bet: 100 })).toBe(false);
    expect(fishing.isValidWager(shot('shark', fishing.MIN_BET - 1))).toBe(false);
    expect(fishing.isValidWager(shot('shark', fishing.MAX_BET + 1))).toBe(false);
    expect(fishing.isValidWager(shot('shark', 10.5))).toBe(false);
    expect(fishing.isValidWager({ bet: 100 })).toBe(false);
    expect(fishing.isValidWager(null)).toBe(false);
  });

  it('states 96 % and gives every kind chance × multiplier = 9600, smallest fish first', () => {
    expect(fishing.RTP).toBe(0.96);
    for (const kind of fishing.FISH_KINDS) expect(fishing.FISH[kind].chance * fishing.FISH[kind].multiplier).toBe(fishing.RETURN_PER_SHOT);
    const multipliers = fishing.FISH_KINDS.map((kind) => fishing.FISH[kind].multiplier);
    expect(multipliers).toEqual([...multipliers].sort((a, b) => a - b));
  });
});
