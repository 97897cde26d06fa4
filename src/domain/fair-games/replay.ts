// Recomputes a recorded round from its seeds, the same way the demo maker computed it: the verify
// page runs this in the browser once the server seed is revealed, and the maker runs it to play.
// Wagers and wins are integer minor units (see each game's file).
import { roundFloats } from '../provably-fair';
import * as jacksOrBetter from './jacks-or-better';
import * as luckyLanterns from './lucky-lanterns';
import * as penaltyShootout from './penalty-shootout';
import { RTP as PENALTY_SHOOTOUT_RTP } from './penalty-shootout-chances';
import * as royalRoulette from './royal-roulette';

export const FAIR_GAME_CODES = [luckyLanterns.GAME_CODE, royalRoulette.GAME_CODE, jacksOrBetter.GAME_CODE, penaltyShootout.GAME_CODE] as const;
export type FairGameCode = (typeof FAIR_GAME_CODES)[number];

export function isFairGameCode(code: string): code is FairGameCode {
  return (FAIR_GAME_CODES as readonly string[]).includes(code);
}

/** The stated return to player of each game (jacks-or-better: with optimal holds; penalty-shootout: its lowest market). */
export const FAIR_GAME_RTP: Readonly<Record<FairGameCode, number>> = {
  'lucky-lanterns': luckyLanterns.RTP,
  'royal-roulette': royalRoulette.RTP,
  'jacks-or-better': jacksOrBetter.RTP,
  'penalty-shootout': PENALTY_SHOOTOUT_RTP,
};

export interface ReplayInput {
  gameCode: string;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  /** The wager as recorded (game-specific JSON). */
  wager: unknown;
}

export interface ReplayResult {
  outcome: luckyLanterns.LanternsOutcome | royalRoulette.RouletteOutcome | jacksOrBetter.PokerOutcome | penaltyShootout.ShootoutOutcome;
  /** Minor units. */
  win: number;
}

export class UnknownFairGame extends Error {
  override name = 'UnknownFairGame';
}

/** The total bet of a wager, minor units. */
export function wagerTotal(gameCode: FairGameCode, wager: unknown): number {
  switch (gameCode) {
    case 'lucky-lanterns':
      return luckyLanterns.totalBet(wager as luckyLanterns.LanternsWager);
    case 'royal-roulette':
      return royalRoulette.totalBet(wager as royalRoulette.RouletteWager);
    case 'jacks-or-better':
      return (wager as jacksOrBetter.PokerWager).stake;
    case 'penalty-shootout':
      return penaltyShootout.totalBet(wager as penaltyShootout.ShootoutWager);
  }
}

/** The outcome and win of a round, from its seeds and wager alone. */
export function replayRound(round: ReplayInput): ReplayResult {
  const floats = (count: number) => roundFloats(round.serverSeed, round.clientSeed, round.nonce, count);
  switch (round.gameCode) {
    case luckyLanterns.GAME_CODE: {
      const wager = round.wager as luckyLanterns.LanternsWager;
      const outcome = luckyLanterns.outcome(floats(luckyLanterns.FLOATS_NEEDED), wager);
      return { outcome, win: luckyLanterns.payout(outcome, wager) };
    }
    case royalRoulette.GAME_CODE: {
      const wager = round.wager as royalRoulette.RouletteWager;
      const outcome = royalRoulette.outcome(floats(royalRoulette.FLOATS_NEEDED), wager);
      return { outcome, win: royalRoulette.payout(outcome, wager) };
    }
    case jacksOrBetter.GAME_CODE: {
      const wager = round.wager as jacksOrBetter.PokerWager;
      const outcome = jacksOrBetter.outcome(floats(jacksOrBetter.FLOATS_NEEDED), wager);
      return { outcome, win: jacksOrBetter.payout(outcome, wager) };
    }
    case penaltyShootout.GAME_CODE: {
      const wager = round.wager as penaltyShootout.ShootoutWager;
      const outcome = penaltyShootout.outcome(floats(penaltyShootout.FLOATS_NEEDED), wager);
      return { outcome, win: penaltyShootout.payout(outcome, wager) };
    }
    default:
      throw new UnknownFairGame(round.gameCode);
  }
}

/**
 * A recorded outcome in the shape replayRound gives today (Lucky Lanterns' rounds recorded with
 * 0-based `line` read as 1-based `payline`; docs/provably-fair.md), so old rounds stay verifiable.
 */
export function recordedOutcome(gameCode: string, outcome: unknown): unknown {
  return gameCode === luckyLanterns.GAME_CODE ? luckyLanterns.readRecordedOutcome(outcome) : outcome;
}

/**
 * Short language-neutral lines describing an outcome, for the verify page to put its own labels
 * around: symbol codes row by row, the pocket and its colour, card codes.
 */
export function describeOutcome(gameCode: string, outcome: unknown): string[] {
  switch (gameCode) {
    case luckyLanterns.GAME_CODE: {
      const result = luckyLanterns.readRecordedOutcome(outcome) as luckyLanterns.LanternsOutcome;
      const lines = [`Stops: ${result.stops.join(' ')}`, ...result.window.map((row, index) => `Row ${index + 1}: ${row.join(' ')}`)];
      for (const line of result.lines) lines.push(`Line ${line.payline}: ${line.count} x ${line.symbol} = ${line.win}`);
      if (result.scatterWin > 0) lines.push(`${luckyLanterns.SCATTER} x ${result.scatters} = ${result.scatterWin}`);
      return lines;
    }
    case royalRoulette.GAME_CODE: {
      const result = outcome as royalRoulette.RouletteOutcome;
      return [`Pocket: ${result.pocket} ${result.colour}`, ...result.bets.map((bet) => `${bet.kind} ${bet.numbers.join(',')}: ${bet.amount} -> ${bet.win}`)];
    }
    case jacksOrBetter.GAME_CODE: {
      const result = outcome as jacksOrBetter.PokerOutcome;
      const held = result.dealt.filter((_, index) => result.hold[index]);
      return [`Dealt: ${result.dealt.join(' ')}`, `Held: ${held.length > 0 ? held.join(' ') : '-'}`, `Final: ${result.final.join(' ')}`, `Hand: ${result.hand ?? '-'}`];
    }
    case penaltyShootout.GAME_CODE: {
      const result = outcome as penaltyShootout.ShootoutOutcome;
      const letter = { goal: 'G', save: 'S', miss: 'M' } as const;
      const row = (team: penaltyShootout.Team) => result.kicks.filter((kick) => kick.team === team).map((kick) => letter[kick.result]).join(' ');
      return [
        `Home: ${row('home')}`,
        `Away: ${row('away')}`,
        `After five each: ${result.regulation.home}-${result.regulation.away}${result.suddenDeath ? ', sudden death' : ''}${result.coin ? ', coin' : ''}`,
        `Winner: ${result.winner} (${result.final.home}-${result.final.away})`,
        ...result.bets.map((bet) => `${bet.market} ${bet.pick} @ ${(bet.odds / 100).toFixed(2)}: ${bet.amount} -> ${bet.win}`),
      ];
    }
    default:
      throw new UnknownFairGame(gameCode);
  }
}
