// An independent verifier, as a player or an auditor would write one from docs/provably-fair.md:
// it imports nothing of the games' code. It fetches each game's published tables from the demo
// maker's URL (/fair/<game>.json, through app.inject), derives the floats with node:crypto's
// HMAC-SHA256 as the docs describe, applies the docs' rules to the published tables, and compares
// every round the maker recorded (as the platform pulls them: outcome, win, seeds, nonce) with what
// it computed. The rounds are real: a player plays all four games in turn through the frame API,
// on one seed pair whose nonce runs on from game to game, rotates it, sets a client seed, plays on.
import { createHash, createHmac } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../server/db/client';
import type { MakerRound } from '../../../server/makers/maker-adapter';
import { DemoMakerAdapter } from '../../../server/makers/demo/demo-adapter';
import { startDemoMaker, type DemoMaker } from '../../../server/makers/demo/demo-maker';
import { TEST_DATABASES } from '../test-app';

const SECRET = 'test-secret-for-the-demo-maker-0123456789';
const PLATFORM_ORIGIN = 'http://127.0.0.1:5999';
const PLAYER = { id: 41, displayName: 'au***41', locale: 'en_US', currencyCode: 'PHP', currencySymbol: '₱' };
/** Rounds of each game per seed pair (and of Deep Sea Blaster, SHOTS_EACH times as many); two seed pairs. */
const ROUNDS_EACH = 12;
const SHOTS_EACH = 3;

// ---- the verifier: the docs' words, in code, over the published JSON -----------------------------

interface LanternsTables {
  reelStrips: string[][];
  paylines: { payline: number; rows: number[] }[];
  linePays: Record<string, Record<string, number>>;
  scatterPays: Record<string, number>;
  wild: string;
  scatter: string;
  lines: number;
  floats: number;
}
interface RouletteTables {
  pockets: number;
  red: number[];
  black: number[];
  green: number[];
  bets: Record<string, { sets: number[][]; returns: number }>;
  floats: number;
}
interface PokerTables {
  deck: string[];
  ranks: string[];
  suits: string[];
  hands: string[];
  paytable: Record<string, number>;
  floats: number;
  handSize: number;
}
interface FishingTables {
  rollRange: number;
  fish: { fish: string; multiplier: number; chance: number }[];
  floats: number;
}
interface Published {
  'penalty-shootout'?: ShootoutTables;
  'lucky-lanterns': LanternsTables;
  'royal-roulette': RouletteTables;
  'jacks-or-better': PokerTables;
  'deep-sea-blaster': FishingTables;
}

/** "Floats": HMAC-SHA256(serverSeed text, clientSeed:nonce:cursor); 4 bytes a float, 8 per cursor. */
function floats(serverSeed: string, clientSeed: string, nonce: number, count: number): number[] {
  const out: number[] = [];
  for (let cursor = 0; out.length < count; cursor += 1) {
    const bytes = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${cursor}`).digest();
    for (let at = 0; at < 32 && out.length < count; at += 4) out.push(bytes[at]! / 256 + bytes[at + 1]! / 256 ** 2 + bytes[at + 2]! / 256 ** 3 + bytes[at + 3]! / 256 ** 4);
  }
  return out;
}

function lanterns(t: LanternsTables, f: number[], wager: { stake: number }) {
  const stops = t.reelStrips.map((strip, reel) => Math.floor(f[reel]! * strip.length));
  const window = [0, 1, 2].map((row) => stops.map((stop, reel) => t.reelStrips[reel]![(stop + row) % t.reelStrips[reel]!.length]!));
  const lines: { payline: number; symbol: string; count: number; win: number }[] = [];
  for (const { payline, rows } of t.paylines) {
    const symbols = rows.map((row, reel) => window[row]![reel]!);
    let w = 0;
    while (w < symbols.length && symbols[w] === t.wild) w += 1;
    const x = symbols[w];
    let n = w;
    if (x !== undefined && x !== t.scatter) while (n < symbols.length && (symbols[n] === x || symbols[n] === t.wild)) n += 1;
    const dragons = w >= 3 ? t.linePays[t.wild]![w]! : 0;
    const symbol = x !== undefined && x !== t.scatter && n >= 3 ? t.linePays[x]![n]! : 0;
    if (dragons === 0 && symbol === 0) continue;
    // "when the dragons' pay is at least the symbol's pay (≥), the line pays as DRAGON"
    if (dragons >= symbol) lines.push({ payline, symbol: t.wild, count: w, win: dragons * wager.stake });
    else lines.push({ payline, symbol: x!, count: n, win: symbol * wager.stake });
  }
  const scatters = window.flat().filter((symbol) => symbol === t.scatter).length;
  const scatterWin = scatters >= 3 ? t.scatterPays[Math.min(scatters, 5)]! * wager.stake * t.lines : 0;
  return { outcome: { stops, window, lines, scatters, scatterWin }, win: lines.reduce((sum, line) => sum + line.win, 0) + scatterWin };
}

function roulette(t: RouletteTables, f: number[], wager: { bets: { kind: string; numbers: number[]; amount: number }[] }) {
  const pocket = Math.floor(f[0]! * t.pockets);
  const colour = t.red.includes(pocket) ? 'red' : t.black.includes(pocket) ? 'black' : 'green';
  const bets = wager.bets.map((bet) => {
    const legal = t.bets[bet.kind]?.sets.some((set) => set.join() === bet.numbers.join());
    if (!legal) throw new Error(`not a legal ${bet.kind} bet: ${bet.numbers.join('-')}`);
    return { ...bet, win: bet.numbers.includes(pocket) ? bet.amount * t.bets[bet.kind]!.returns : 0 };
  });
  return { outcome: { pocket, colour, bets }, win: bets.reduce((sum, bet) => sum + bet.win, 0) };
}

/** The docs' hand rules; the names are the published ones, best first. */
function pokerHand(t: PokerTables, cards: string[]): string | null {
  const ranks = cards.map((card) => t.ranks.indexOf(card[0]!)).sort((a, b) => a - b);
  const counts = [...new Set(ranks)].map((rank) => ranks.filter((other) => other === rank).length).sort((a, b) => b - a);
  const flush = cards.every((card) => card[1] === cards[0]![1]);
  const ace = t.ranks.length - 1;
  const distinct = counts.length === 5;
  const straight = distinct && (ranks[4]! - ranks[0]! === 4 || ranks.join() === [0, 1, 2, 3, ace].join());
  const [royal, straightFlush, four, fullHouse, flushName, straightName, three, twoPair, jacks] = t.hands;
  if (straight && flush) return ranks[0] === ace - 4 ? royal! : straightFlush!;
  if (counts[0] === 4) return four!;
  if (counts[0] === 3 && counts[1] === 2) return fullHouse!;
  if (flush) return flushName!;
  if (straight) return straightName!;
  if (counts[0] === 3) return three!;
  if (counts[0] === 2 && counts[1] === 2) return twoPair!;
  const pairOf = ranks.find((rank, index) => ranks[index + 1] === rank);
  if (pairOf !== undefined && pairOf >= t.ranks.indexOf('J')) return jacks!;
  return null;
}

function jacksOrBetter(t: PokerTables, f: number[], wager: { stake: number; hold: boolean[] }) {
  const deck = [...t.deck];
  for (let i = 0; i < t.floats; i += 1) {
    const j = i + Math.floor(f[i]! * (deck.length - i));
    [deck[i], deck[j]] = [deck[j]!, deck[i]!];
  }
  const dealt = deck.slice(0, t.handSize);
  let next = t.handSize;
  const final = dealt.map((card, index) => (wager.hold[index] ? card : deck[next++]!));
  const hand = pokerHand(t, final);
  return { outcome: { dealt, hold: dealt.map((_, index) => wager.hold[index] === true), final, hand }, win: hand ? t.paytable[hand]! * wager.stake : 0 };
}

/** "roll = floor(f0 × 10000); the shot catches the fish when roll < chance of its kind", paying bet × multiplier. */
function deepSeaBlaster(t: FishingTables, f: number[], wager: { fish: string; bet: number }) {
  const kind = t.fish.find((entry) => entry.fish === wager.fish);
  if (!kind) throw new Error(`not a published fish: ${wager.fish}`);
  const roll = Math.floor(f[0]! * t.rollRange);
  const caught = roll < kind.chance;
  const win = caught ? wager.bet * kind.multiplier : 0;
  return { outcome: { fish: kind.fish, roll, caught, multiplier: kind.multiplier, win }, win };
}

interface ShootoutTables {
  floats: number;
  rounds: number;
  suddenDeathRounds: number;
  kickBuckets: number;
  kickTable: { result: string; from: number; to: number }[];
  aims: string[];
  prices: { market: string; pick: string; odds: string }[];
}

/** The docs' shootout: one float a kick, ten always taken Home first, sudden death by pairs, then the coin. */
function shootout(t: ShootoutTables, f: number[], wager: { bets: { market: string; pick: string; amount: number }[] }) {
  const kick = (float: number, team: string) => {
    const bucket = Math.floor(float * t.kickBuckets);
    const row = t.kickTable.find((entry) => bucket >= entry.from && bucket <= entry.to)!;
    return { team, result: row.result, aim: t.aims[Math.floor(float * t.kickBuckets * 3) - bucket * 3]! };
  };
  const kicks = Array.from({ length: t.rounds * 2 }, (_, index) => kick(f[index]!, index % 2 === 0 ? 'home' : 'away'));
  const goals = (team: string) => kicks.filter((entry) => entry.team === team && entry.result === 'goal').length;
  const regulation = { home: goals('home'), away: goals('away') };
  const suddenDeath = regulation.home === regulation.away;
  let winner = suddenDeath ? null : regulation.home > regulation.away ? 'home' : 'away';
  for (let r = 0; winner === null && r < t.suddenDeathRounds; r += 1) {
    const home = kick(f[t.rounds * 2 + 2 * r]!, 'home');
    const away = kick(f[t.rounds * 2 + 2 * r + 1]!, 'away');
    kicks.push(home, away);
    if ((home.result === 'goal') !== (away.result === 'goal')) winner = home.result === 'goal' ? 'home' : 'away';
  }
  const coin = winner === null;
  winner ??= f[t.floats - 1]! < 0.5 ? 'home' : 'away';
  const came = (market: string, pick: string) =>
    (market === 'winner' && pick === winner) ||
    (market === 'suddenDeath' && suddenDeath) ||
    (market === 'score' && pick === `${regulation.home}-${regulation.away}`) ||
    (market === 'kick' && kicks[Number(pick.split(':')[0]) - 1]?.result === pick.split(':')[1]);
  const bets = wager.bets.map((bet) => {
    const odds = Math.round(Number(t.prices.find((price) => price.market === bet.market && price.pick === bet.pick)!.odds) * 100);
    return { market: bet.market, pick: bet.pick, amount: bet.amount, odds, win: came(bet.market, bet.pick) ? (bet.amount * odds) / 100 : 0 };
  });
  const outcome = { kicks, regulation, final: { home: goals('home'), away: goals('away') }, suddenDeath, coin, winner, bets };
  return { outcome, win: bets.reduce((sum, bet) => sum + bet.win, 0) };
}

function recompute(published: Published, round: MakerRound, serverSeed: string): { outcome: unknown; win: number } {
  switch (round.gameCode) {
    case 'lucky-lanterns': {
      const t = published['lucky-lanterns'];
      return lanterns(t, floats(serverSeed, round.clientSeed, round.nonce, t.floats), round.wager as { stake: number });
    }
    case 'royal-roulette': {
      const t = published['royal-roulette'];
      return roulette(t, floats(serverSeed, round.clientSeed, round.nonce, t.floats), round.wager as { bets: { kind: string; numbers: number[]; amount: number }[] });
    }
    case 'jacks-or-better': {
      const t = published['jacks-or-better'];
      return jacksOrBetter(t, floats(serverSeed, round.clientSeed, round.nonce, t.floats), round.wager as { stake: number; hold: boolean[] });
    }
    case 'deep-sea-blaster': {
      const t = published['deep-sea-blaster'];
      return deepSeaBlaster(t, floats(serverSeed, round.clientSeed, round.nonce, t.floats), round.wager as { fish: string; bet: number });
    }
    case 'penalty-shootout': {
      const t = published['penalty-shootout']!;
      return shootout(t, floats(serverSeed, round.clientSeed, round.nonce, t.floats), round.wager as { bets: { market: string; pick: string; amount: number }[] });
    }
    default:
      throw new Error(`no rule for ${round.gameCode}`);
  }
}

// ---- the rounds: a real maker, real plays ---------------------------------------------------------

describe.each(TEST_DATABASES)('an independent verifier over the published tables ($name)', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let maker: DemoMaker;
  let adapter: DemoMakerAdapter;
  let webDir: string;

  beforeAll(async () => {
    const created = await target.create();
    drop = created.drop;
    database = await openDatabase(created.options);
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-maker-web-'));
    maker = await startDemoMaker({ db: database.db, host: '127.0.0.1', port: 0, secret: SECRET, platformOrigin: PLATFORM_ORIGIN, webDir });
    adapter = new DemoMakerAdapter(maker.adapterOptions);
  });

  afterAll(async () => {
    await maker?.close();
    await database?.close();
    await drop?.();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  async function frame<T>(url: string, key: string | null, payload?: unknown): Promise<T> {
    const reply = await maker.app.inject({
      method: payload === undefined ? 'GET' : 'POST',
      url,
      headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json() as T;
  }

  async function openGame(gameCode: string): Promise<string> {
    const { url } = await adapter.launch({ player: PLAYER, gameCode, returnUrl: `${PLATFORM_ORIGIN}/` });
    const session = await frame<{ sessionKey: string }>('/api/session', null, { token: new URL(url).searchParams.get('token') });
    return session.sessionKey;
  }

  it('recomputes every recorded round of all four games from the published JSON and the docs alone', async () => {
    const published = {
      'lucky-lanterns': await frame<LanternsTables>('/fair/lucky-lanterns.json', null),
      'royal-roulette': await frame<RouletteTables>('/fair/royal-roulette.json', null),
      'jacks-or-better': await frame<PokerTables>('/fair/jacks-or-better.json', null),
      'deep-sea-blaster': await frame<FishingTables>('/fair/deep-sea-blaster.json', null),
    } satisfies Published;

    await adapter.transferIn({ playerId: PLAYER.id, transferId: 'verifier-in', amount: 1_000_000n });
    // A launch ends the player's other game's key (one game at a time), so each turn opens the
    // game it plays, as a player switching games does.
    const keys = { slot: '', wheel: '', cards: '', sea: '' };
    const bets = Object.entries(published['royal-roulette'].bets);
    let pick = 7;
    const next = (below: number) => {
      pick = (pick * 1103515245 + 12345) % 2147483648;
      return pick % below;
    };

    const playTurns = async () => {
      for (let turn = 0; turn < ROUNDS_EACH; turn += 1) {
        // In turn, on the one seed pair: a spin, a roulette round, a poker hand.
        keys.slot = await openGame('lucky-lanterns');
        await frame('/api/round', keys.slot, { stake: [0.01, 0.05, 0.2, 1][turn % 4] });
        const chosen = Array.from({ length: 1 + next(4) }, () => {
          const [kind, { sets }] = bets[next(bets.length)]!;
          return { kind, numbers: sets[next(sets.length)]!, amount: [0.1, 0.5, 2][next(3)] };
        });
        keys.wheel = await openGame('royal-roulette');
        await frame('/api/round', keys.wheel, { bets: chosen });
        keys.cards = await openGame('jacks-or-better');
        const deal = await frame<{ outcome: { dealt: string[]; hand: string | null } }>('/api/round', keys.cards, { action: 'deal', stake: [0.1, 1, 5][turn % 3] });
        // Held as a player would (whatever already pays, else every card of a pair or better), so
        // the sample reaches paying hands: random holds once left all 24 deals without one.
        const { dealt, hand } = deal.outcome;
        const hold = dealt.map((card) => hand !== null || dealt.filter((other) => other[0] === card[0]).length > 1);
        await frame('/api/round', keys.cards, { action: 'draw', hold });
        keys.sea = await openGame('deep-sea-blaster');
        for (let shot = 0; shot < SHOTS_EACH; shot += 1) {
          // The small fish most often, so catches come up in a short sample.
          const fish = published['deep-sea-blaster'].fish[next(2) === 0 ? 0 : next(published['deep-sea-blaster'].fish.length)]!.fish;
          await frame('/api/round', keys.sea, { fish, bet: [0.1, 0.5, 2][next(3)] });
        }
      }
    };
    await playTurns();
    await frame('/api/fair/rotate', keys.sea, {});
    await playTurns();
    await frame('/api/fair/client-seed', keys.sea, { clientSeed: 'auditor_seed-2' });

    // The rounds as the platform pulls them from the maker.
    const rounds: MakerRound[] = [];
    for (let page = await adapter.rounds(null, 100); page.length > 0; page = await adapter.rounds(page.at(-1)!.makerRoundId, 100)) rounds.push(...page);
    expect(rounds).toHaveLength(ROUNDS_EACH * (3 + SHOTS_EACH) * 2);

    const seeds = new Map<string, string>();
    for (const hash of new Set(rounds.map((round) => round.serverSeedHash))) {
      const seed = await adapter.revealedSeed(hash);
      expect(seed, 'each seed pair used is revealed').not.toBeNull();
      expect(createHash('sha256').update(seed!).digest('hex')).toBe(hash);
      seeds.set(hash, seed!);
    }
    expect(seeds.size).toBe(2);

    let matched = 0;
    const wins = { slotLines: 0, rouletteWins: 0, pokerHands: 0, catches: 0 };
    for (const round of rounds) {
      const computed = recompute(published, round, seeds.get(round.serverSeedHash)!);
      expect(computed.outcome, `${round.gameCode} nonce ${round.nonce}`).toEqual(round.outcome);
      expect(BigInt(computed.win), `${round.gameCode} nonce ${round.nonce}`).toBe(round.win);
      matched += 1;
      if (round.gameCode === 'lucky-lanterns') wins.slotLines += (computed.outcome as { lines: unknown[] }).lines.length;
      if (round.gameCode === 'royal-roulette' && computed.win > 0) wins.rouletteWins += 1;
      if (round.gameCode === 'jacks-or-better' && (computed.outcome as { hand: string | null }).hand) wins.pokerHands += 1;
      if (round.gameCode === 'deep-sea-blaster' && computed.win > 0) wins.catches += 1;
    }
    expect(matched).toBe(rounds.length);
    // The sample exercised the paying paths, not only losses.
    expect(wins.slotLines).toBeGreaterThan(0);
    expect(wins.rouletteWins).toBeGreaterThan(0);
    expect(wins.pokerHands).toBeGreaterThan(0);
    expect(wins.catches).toBeGreaterThan(0);

    // One seed pair serves all four games: on each, the nonces run 0, 1, 2, ... across the games in turn.
    for (const hash of seeds.keys()) {
      const onPair = rounds.filter((round) => round.serverSeedHash === hash).sort((a, b) => a.nonce - b.nonce);
      expect(onPair.map((round) => round.nonce)).toEqual(onPair.map((_, index) => index));
      expect(onPair.slice(0, 3 + SHOTS_EACH).map((round) => round.gameCode)).toEqual(['lucky-lanterns', 'royal-roulette', 'jacks-or-better', ...Array(SHOTS_EACH).fill('deep-sea-blaster')]);
    }
    // 144 rounds and 96 launches: more than the default 30 s on a loaded two-core machine.
  }, 180_000);

  it('recomputes Penalty Shootout rounds of several bets from its published JSON and the docs alone', async () => {
    const published = { 'penalty-shootout': await frame<ShootoutTables>('/fair/penalty-shootout.json', null) } as unknown as Published;
    const prices = published['penalty-shootout']!.prices;
    await adapter.transferIn({ playerId: PLAYER.id, transferId: 'verifier-shootout-in', amount: 10_000_000n });
    const key = await openGame('penalty-shootout');
    let pick = 11;
    const next = (below: number) => {
      pick = (pick * 1103515245 + 12345) % 2147483648;
      return pick % below;
    };
    const before = (await adapter.rounds(null, 500)).length;
    for (let turn = 0; turn < 40; turn += 1) {
      const bets = Array.from({ length: 1 + next(4) }, () => {
        const price = prices[next(prices.length)]!;
        return { market: price.market, pick: price.pick, amount: [1, 2, 5][next(3)] };
      });
      await frame('/api/round', key, { bets });
    }
    await frame('/api/fair/rotate', key, {});
    const rounds = (await adapter.rounds(null, 500)).slice(before).filter((round) => round.gameCode === 'penalty-shootout');
    expect(rounds).toHaveLength(40);
    const seed = (await adapter.revealedSeed(rounds[0]!.serverSeedHash))!;
    let suddenDeaths = 0;
    for (const round of rounds) {
      const computed = recompute(published, round, seed);
      expect(computed.outcome, `nonce ${round.nonce}`).toEqual(round.outcome);
      expect(BigInt(computed.win), `nonce ${round.nonce}`).toBe(round.win);
      if ((computed.outcome as { suddenDeath: boolean }).suddenDeath) suddenDeaths += 1;
    }
    // The sample went to sudden death at least once (29 % a shootout).
    expect(suddenDeaths).toBeGreaterThan(0);
  }, 120_000);
});
