// Penalty Shootout: a virtual shootout between Home and Away with posted fixed odds, bet on before
// the first kick and settled the moment it ends.
//
// Mapping (docs/provably-fair.md): each kick takes one float f. Its result is the bucket
// floor(f × 16) read in KICK_TABLE (0-11 goal, 12-14 save, 15 miss) and its aim is
// floor(f × 48) − 3 × bucket (0 left, 1 centre, 2 right; drawing only, nothing is bet on it).
// f0 to f9 are the ten kicks of the five rounds, Home first (f0 Home, f1 Away, f2 Home, ...); all
// ten are taken, even once the shootout is decided, so every kick bet settles. Level after five
// each, sudden death: round r (0 to 29) takes f(10 + 2r) for Home and f(11 + 2r) for Away and is
// decided when one side scores and the other does not. Still level after 30 rounds, the referee's
// coin: f70 < 1/2 Home, else Away.
//
// The odds are fixed (ODDS, in hundredths) and a winning bet returns amount × odds, stake
// included. Amounts are whole major units (multiples of 100 minor units), so every return is a
// whole number of minor units and odds × probability is each market's RTP exactly
// (penalty-shootout-chances.ts computes both).

export const GAME_CODE = 'penalty-shootout';
export const TEAMS = ['home', 'away'] as const;
export type Team = (typeof TEAMS)[number];
export const ROUNDS = 5;
export const REGULATION_KICKS = ROUNDS * 2;
export const SUDDEN_DEATH_ROUNDS = 30;
export const FLOATS_NEEDED = REGULATION_KICKS + SUDDEN_DEATH_ROUNDS * 2 + 1;
const COIN_FLOAT = FLOATS_NEEDED - 1;

export const KICK_RESULTS = ['goal', 'save', 'miss'] as const;
export type KickResult = (typeof KICK_RESULTS)[number];
export const KICK_BUCKETS = 16;
/** The buckets of floor(f × 16) each result takes, first to last inclusive. */
export const KICK_TABLE: Readonly<Record<KickResult, { from: number; to: number }>> = {
  goal: { from: 0, to: 11 },
  save: { from: 12, to: 14 },
  miss: { from: 15, to: 15 },
};
export const AIMS = ['left', 'centre', 'right'] as const;
export type Aim = (typeof AIMS)[number];

export const MARKETS = ['winner', 'suddenDeath', 'score', 'kick'] as const;
export type Market = (typeof MARKETS)[number];

/** Decimal odds in hundredths (192 = 1.92), fixed: Home/Away to win the shootout, sudden death included. */
export const WINNER_ODDS = 192;
/** "Level after five kicks each" (sudden death follows); there is no price on "no". */
export const SUDDEN_DEATH_ODDS = 330;
/** A kick bet: the n-th of the ten regulation kicks ends in a goal, a save or a miss. */
export const KICK_ODDS: Readonly<Record<KickResult, number>> = { goal: 128, save: 512, miss: 1536 };
const binomial5 = [1, 5, 10, 10, 5, 1] as const;
/**
 * The score after five kicks each, Home first: 17 × 3^(10 − h − a) / (C(5,h) × C(5,a)) in
 * decimal odds, a whole number of hundredths since the C product divides 100.
 */
export function scoreOdds(home: number, away: number): number {
  return (1700 * 3 ** (REGULATION_KICKS - home - away)) / ((binomial5[home] ?? 1) * (binomial5[away] ?? 1));
}

/** Every pick a market offers, in the order the docs and the page list them. */
export const PICKS: Readonly<Record<Market, readonly string[]>> = {
  winner: TEAMS,
  suddenDeath: ['yes'],
  score: Array.from({ length: (ROUNDS + 1) ** 2 }, (_, index) => `${Math.floor(index / (ROUNDS + 1))}-${index % (ROUNDS + 1)}`),
  kick: Array.from({ length: REGULATION_KICKS }, (_, index) => KICK_RESULTS.map((result) => `${index + 1}:${result}`)).flat(),
};

function priceOf(market: Market, pick: string): number {
  switch (market) {
    case 'winner':
      return WINNER_ODDS;
    case 'suddenDeath':
      return SUDDEN_DEATH_ODDS;
    case 'score': {
      const [home, away] = pick.split('-').map(Number);
      return scoreOdds(home ?? 0, away ?? 0);
    }
    case 'kick':
      return KICK_ODDS[pick.split(':')[1] as KickResult];
  }
}
const selection = (market: string, pick: string) => `${market} ${pick}`;
/** By "market pick": the odds of every pick offered, worked out once. */
const ODDS: ReadonlyMap<string, number> = new Map(MARKETS.flatMap((market) => PICKS[market].map((pick) => [selection(market, pick), priceOf(market, pick)] as const)));

/** The odds of a pick in hundredths, or null when the market offers no such pick. */
export function oddsOf(market: string, pick: string): number | null {
  return ODDS.get(selection(market, pick)) ?? null;
}

/** One bet's amount in minor units: whole major units, 1.00 to 1,000.00; at most MAX_BETS a round. */
export const BET_UNIT = 100;
export const MIN_BET = 100;
export const MAX_BET = 100_000;
export const MAX_BETS = 20;

export interface ShootoutBet {
  market: Market;
  pick: string;
  /** Minor units. */
  amount: number;
}
export interface ShootoutWager {
  bets: ShootoutBet[];
}
export interface Kick {
  team: Team;
  result: KickResult;
  aim: Aim;
}
export interface Score {
  home: number;
  away: number;
}
export interface ShootoutBetResult extends ShootoutBet {
  /** Hundredths: 192 is decimal odds 1.92. */
  odds: number;
  win: number;
}
export interface ShootoutOutcome {
  /** The ten regulation kicks, then the sudden-death kicks taken, in order. */
  kicks: Kick[];
  /** Goals after five kicks each. */
  regulation: Score;
  /** Goals of every kick taken. */
  final: Score;
  suddenDeath: boolean;
  /** True when 30 sudden-death rounds left it level and the referee's coin decided. */
  coin: boolean;
  winner: Team;
  bets: ShootoutBetResult[];
}

export function kickOf(float: number, team: Team): Kick {
  const bucket = Math.floor(float * KICK_BUCKETS);
  const result = KICK_RESULTS.find((name) => bucket <= KICK_TABLE[name].to) ?? 'miss';
  const aim = AIMS[Math.floor(float * KICK_BUCKETS * AIMS.length) - bucket * AIMS.length] ?? 'centre';
  return { team, result, aim };
}

const goals = (kicks: readonly Kick[], team: Team) => kicks.filter((kick) => kick.team === team && kick.result === 'goal').length;

/** The picks that came true in this shootout, as "market pick". */
export function winningPicks(result: Omit<ShootoutOutcome, 'bets'>): Set<string> {
  const picks = new Set([selection('winner', result.winner), selection('score', `${result.regulation.home}-${result.regulation.away}`)]);
  if (result.suddenDeath) picks.add(selection('suddenDeath', 'yes'));
  result.kicks.slice(0, REGULATION_KICKS).forEach((kick, index) => picks.add(selection('kick', `${index + 1}:${kick.result}`)));
  return picks;
}

export function outcome(floats: readonly number[], wager: ShootoutWager): ShootoutOutcome {
  const kicks: Kick[] = [];
  for (let index = 0; index < REGULATION_KICKS; index += 1) kicks.push(kickOf(floats[index] ?? 0, index % 2 === 0 ? 'home' : 'away'));
  const regulation = { home: goals(kicks, 'home'), away: goals(kicks, 'away') };
  const suddenDeath = regulation.home === regulation.away;
  let winner: Team | null = suddenDeath ? null : regulation.home > regulation.away ? 'home' : 'away';
  for (let round = 0; winner === null && round < SUDDEN_DEATH_ROUNDS; round += 1) {
    const home = kickOf(floats[REGULATION_KICKS + round * 2] ?? 0, 'home');
    const away = kickOf(floats[REGULATION_KICKS + round * 2 + 1] ?? 0, 'away');
    kicks.push(home, away);
    if ((home.result === 'goal') !== (away.result === 'goal')) winner = home.result === 'goal' ? 'home' : 'away';
  }
  const coin = winner === null;
  if (winner === null) winner = (floats[COIN_FLOAT] ?? 0) < 0.5 ? 'home' : 'away';
  const result = { kicks, regulation, final: { home: goals(kicks, 'home'), away: goals(kicks, 'away') }, suddenDeath, coin, winner };
  const won = winningPicks(result);
  const bets = wager.bets.map((bet) => {
    const odds = oddsOf(bet.market, bet.pick) ?? 0;
    // amount is a multiple of 100, so amount × odds / 100 is whole.
    return { market: bet.market, pick: bet.pick, amount: bet.amount, odds, win: won.has(selection(bet.market, bet.pick)) ? (bet.amount * odds) / 100 : 0 };
  });
  return { ...result, bets };
}

export function payout(result: ShootoutOutcome, _wager: ShootoutWager): number {
  return result.bets.reduce((sum, bet) => sum + bet.win, 0);
}

export function totalBet(wager: ShootoutWager): number {
  return wager.bets.reduce((sum, bet) => sum + bet.amount, 0);
}

export const isValidAmount = (amount: unknown): amount is number =>
  typeof amount === 'number' && Number.isSafeInteger(amount) && amount >= MIN_BET && amount <= MAX_BET && amount % BET_UNIT === 0;

/** A wager the maker accepts: 1 to MAX_BETS bets, each a pick its market offers and a legal amount. */
export function isValidWager(wager: unknown): wager is ShootoutWager {
  if (typeof wager !== 'object' || wager === null) return false;
  const bets = (wager as { bets?: unknown }).bets;
  if (!Array.isArray(bets) || bets.length === 0 || bets.length > MAX_BETS) return false;
  return bets.every((bet: unknown) => {
    if (typeof bet !== 'object' || bet === null) return false;
    const { market, pick, amount } = bet as Partial<ShootoutBet>;
    return typeof market === 'string' && typeof pick === 'string' && oddsOf(market, pick) !== null && isValidAmount(amount);
  });
}
