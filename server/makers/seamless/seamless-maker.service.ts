// The seamless maker's business (docs/seamless-wallet.md, "Maker side"): it holds no money. A round's
// outcome is fixed first (the seed pair's nonce spent, the round recorded as `debiting`), then the
// platform's wallet is asked to debit the bet, then to credit the win with the round's proof (a
// loss is a credit of 0: it closes the round). A debit the wallet refuses moves nothing and the
// player is told why; a debit left in doubt is rolled back; a credit left in doubt is owed and
// sent again, always under the same transaction id (`debit-<round>`, `credit-<round>`,
// `rollback-<round>`), by the recovery pass (finishUnfinished), so a crash at any point ends with
// the round either settled or rolled back on both sides, never both and never twice.
// Outcomes come only from the seeds, through the fair-game mappings (src/domain/fair-games), and
// the frame API, the game pages, the seed pairs and the wager reading are the demo maker's own.
import { hash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import { CLIENT_SEED_PATTERN } from '../../../src/domain/provably-fair';
import { toMajorText } from '../../../src/domain/money';
import { replayRound } from '../../../src/domain/fair-games/replay';
import type { AppDatabase } from '../../db/client';
import type { Clock } from '../../clock';
import { addSeconds } from '../../clock';
import type { MakerPlayer } from '../maker-adapter';
import { SeedPairs } from '../fair-seed-pairs';
import { demoGame, readRoundRequest } from '../demo/demo-games';
import type { MakerFrameService } from '../demo/demo-frame.routes';
import { DemoMakerRefusal, LAUNCH_TOKEN_SECONDS, SESSION_SECONDS, type FairState, type FrameSession, type PlayedRound } from '../demo/demo-maker.service';
import { seamlessMakerRound, seamlessMakerSeed, seamlessMakerSession } from './seamless-maker.tables';
import { WalletInDoubt, type SeamlessWalletClient, type WalletAnswer } from './seamless-wallet-client';

/** The games this maker serves. */
export const SEAMLESS_GAME_CODES: readonly string[] = ['penalty-shootout'];
/** A round left unfinished this long is the recovery pass's, no longer its request's. */
export const UNFINISHED_AFTER_SECONDS = 30;
const RECOVERY_BATCH = 100;

export function seamlessGame(code: string): ReturnType<typeof demoGame> {
  return SEAMLESS_GAME_CODES.includes(code) ? demoGame(code) : null;
}

/** Every wallet call hashes its session key: crypto.hash in one call, as the demo maker does. */
const sha256Hex = (text: string) => hash('sha256', text, 'hex');
const randomKey = () => randomBytes(32).toString('base64url');
const fairOf = (seed: FairState): FairState => ({ serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce: seed.nonce });

type RoundRow = typeof seamlessMakerRound.$inferSelect;

/** The wallet refused the call for good, or answered what this maker did not ask for: an operator's to look at. */
export class WalletRefused extends Error {
  override name = 'WalletRefused';
}

export class SeamlessMakerService implements MakerFrameService {
  private readonly seedPairs = new SeedPairs(seamlessMakerSeed);

  constructor(
    private readonly db: AppDatabase,
    private readonly now: Clock,
    private readonly wallet: SeamlessWalletClient,
  ) {}

  // --- the platform's side ---------------------------------------------------------------

  /** Opens a frame session for the platform's game session and its wallet token; answers the launch token. */
  async launch(input: { player: MakerPlayer; gameCode: string; maxBet: bigint | null; walletToken: string }): Promise<{ token: string }> {
    if (!seamlessGame(input.gameCode)) throw new DemoMakerRefusal('unknownGame', 404);
    const { player } = input;
    const token = randomKey();
    const now = this.now();
    await this.db.transaction(async (tx) => {
      await this.seedPairs.active(tx, player.id);
      // A launch is a new platform session: the player's older frames end with it (their wallet
      // tokens would be refused anyway), and their rows do not pile up.
      await tx.delete(seamlessMakerSession).where(eq(seamlessMakerSession.playerId, player.id));
      await tx.insert(seamlessMakerSession).values({
        launchTokenHash: sha256Hex(token),
        playerId: player.id,
        gameCode: input.gameCode,
        locale: player.locale,
        displayName: player.displayName,
        currencySymbol: player.currencySymbol,
        walletToken: input.walletToken,
        maxBet: input.maxBet,
        launchExpiresAt: addSeconds(now, LAUNCH_TOKEN_SECONDS),
      });
    });
    return { token };
  }

  async revealedSeed(serverSeedHash: string): Promise<string | null> {
    return this.seedPairs.revealed(this.db, serverSeedHash);
  }

  // --- the frame's side (demo-frame.routes.ts) -------------------------------------------

  /** Trades a launch token (single use, within a minute) for a session key; the balance is the wallet's. */
  async openSession(token: string): Promise<{ sessionKey: string; session: FrameSession; player: { displayName: string; locale: string; currencySymbol: string }; balance: bigint; fair: FairState }> {
    const now = this.now();
    const sessionKey = randomKey();
    const opened = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(seamlessMakerSession)
        .set({ keyHash: sha256Hex(sessionKey), expiresAt: addSeconds(now, SESSION_SECONDS) })
        .where(and(eq(seamlessMakerSession.launchTokenHash, sha256Hex(token)), isNull(seamlessMakerSession.keyHash), gt(seamlessMakerSession.launchExpiresAt, now)))
        .returning();
      const game = row ? seamlessGame(row.gameCode) : null;
      if (!row || !game) throw new DemoMakerRefusal('linkExpired', 401);
      const seed = await this.seedPairs.active(tx, row.playerId);
      return { row, game, fair: fairOf(seed) };
    });
    const { row, game, fair } = opened;
    const balance = await this.walletBalance(row);
    return {
      sessionKey,
      session: { keyHash: sha256Hex(sessionKey), playerId: row.playerId, gameCode: game.code, locale: row.locale, maxBet: row.maxBet },
      player: { displayName: row.displayName, locale: row.locale, currencySymbol: row.currencySymbol },
      balance,
      fair,
    };
  }

  async session(sessionKey: string): Promise<FrameSession | null> {
    const row = await this.liveRow(sha256Hex(sessionKey));
    const game = row ? seamlessGame(row.gameCode) : null;
    if (!row || !game) return null;
    return { keyHash: row.keyHash ?? '', playerId: row.playerId, gameCode: game.code, locale: row.locale, maxBet: row.maxBet };
  }

  async state(session: FrameSession): Promise<{ balance: bigint; fair: FairState; open: null }> {
    const row = await this.liveOrRefuse(session);
    const seed = await this.db.transaction((tx) => this.seedPairs.active(tx, session.playerId));
    return { balance: await this.walletBalance(row), fair: fairOf(seed), open: null };
  }

  /** One round: its outcome fixed, then debit and credit at the platform's wallet. */
  async play(session: FrameSession, body: unknown): Promise<PlayedRound> {
    const request = readRoundRequest(session.gameCode, body);
    if ('problem' in request) throw new DemoMakerRefusal(request.problem, 400);
    if ('action' in request) throw new DemoMakerRefusal('invalidAction', 400);
    const live = await this.liveOrRefuse(session);
    const bet = BigInt(request.bet);
    // The platform refuses it too; said here first in the player's words, and no nonce is spent on it.
    if (live.maxBet !== null && bet > live.maxBet) throw new DemoMakerRefusal('maxBet', 400, { maxBet: toMajorText(live.maxBet) });
    const round = await this.db.transaction(async (tx) => {
      const seed = await this.seedPairs.active(tx, session.playerId);
      const nonce = await this.seedPairs.spend(tx, seed);
      const { outcome, win } = replayRound({ gameCode: session.gameCode, serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce, wager: request.wager });
      const [row] = await tx
        .insert(seamlessMakerRound)
        .values({
          playerId: session.playerId,
          gameCode: session.gameCode,
          walletToken: live.walletToken,
          bet,
          win: BigInt(win),
          serverSeedHash: seed.serverSeedHash,
          clientSeed: seed.clientSeed,
          nonce,
          wager: request.wager,
          outcome,
          startedAt: this.now(),
        })
        .returning();
      if (!row) throw new Error('seamless maker: round not recorded');
      return row;
    });
    const balance = await this.debitThenCredit(round, live.maxBet);
    return { roundId: String(round.id), bet: round.bet, win: round.win, balance, outcome: round.outcome, fair: { serverSeedHash: round.serverSeedHash, clientSeed: round.clientSeed, nonce: round.nonce } };
  }

  /** A new seed pair: the one in use is revealed, the next committed by its hash (demo-maker.service.ts rotate). */
  async rotate(session: FrameSession, clientSeed?: string): Promise<{ revealedServerSeed: string; serverSeedHash: string; clientSeed: string; nonce: number }> {
    if (clientSeed !== undefined && !CLIENT_SEED_PATTERN.test(clientSeed)) throw new DemoMakerRefusal('clientSeedInvalid', 400);
    await this.liveOrRefuse(session);
    const { revealedServerSeed, next } = await this.db.transaction((tx) => this.seedPairs.rotate(tx, session.playerId, this.now(), clientSeed));
    return { revealedServerSeed, serverSeedHash: next.serverSeedHash, clientSeed: next.clientSeed, nonce: next.nonce };
  }

  // --- finishing rounds ------------------------------------------------------------------

  /**
   * The recovery pass: rounds whose request gave up (a debit in doubt not rolled back, a credit in
   * doubt) are finished with the same transaction ids: a debit still in doubt is rolled back, a
   * credit owed is sent. Answers how many it finished; a wallet still not answering leaves the rest.
   */
  async finishUnfinished(): Promise<number> {
    const stale = new Date(this.now().getTime() - UNFINISHED_AFTER_SECONDS * 1000);
    const rows = await this.db
      .select()
      .from(seamlessMakerRound)
      .where(and(inArray(seamlessMakerRound.state, ['debiting', 'debited']), lt(seamlessMakerRound.startedAt, stale)))
      .orderBy(asc(seamlessMakerRound.id))
      .limit(RECOVERY_BATCH);
    let finished = 0;
    for (const row of rows) {
      try {
        if (row.state === 'debiting') await this.rollBack(row);
        else await this.credit(row);
        finished += 1;
      } catch (error) {
        if (!(error instanceof WalletInDoubt)) throw error;
        return finished;
      }
    }
    return finished;
  }

  /** Debits the bet, then credits the win; answers the wallet's balance after. */
  private async debitThenCredit(round: RoundRow, maxBet: bigint | null): Promise<bigint> {
    let debit: WalletAnswer;
    try {
      debit = await this.wallet.call('debit', { ...this.callOf(round, 'debit'), amount: String(round.bet) });
    } catch (error) {
      if (!(error instanceof WalletInDoubt)) throw error;
      // Whether the bet was taken is unknown: roll it back (the wallet remembers, so a late debit is refused).
      await this.rollBack(round).catch(() => undefined);
      throw error;
    }
    if (debit.status !== 'OK') {
      await this.move(round, 'debiting', { state: 'refused', balance: debit.balance });
      throw refusalOf(debit, maxBet);
    }
    // The time the round finished is fixed with the debit, so every credit attempt sends one proof.
    const debited = await this.move(round, 'debiting', { state: 'debited', balance: debit.balance, finishedAt: this.now() });
    return this.credit(debited ?? round);
  }

  /** Credits the win with the round's proof; a repeat is the same transaction. */
  private async credit(round: RoundRow): Promise<bigint> {
    const finishedAt = round.finishedAt ?? this.now();
    const answer = await this.wallet.call('credit', {
      ...this.callOf(round, 'credit'),
      amount: String(round.win),
      round: { serverSeedHash: round.serverSeedHash, clientSeed: round.clientSeed, nonce: round.nonce, wager: round.wager, outcome: round.outcome, finishedAt: finishedAt.toISOString() },
    });
    if (answer.status === 'DEBIT_ROLLED_BACK') {
      await this.move(round, 'debited', { state: 'rolledBack', balance: answer.balance });
      throw new WalletRefused(`seamless maker: round ${round.id} was rolled back before its credit`);
    }
    if (answer.status !== 'OK') throw new WalletRefused(`seamless maker: the credit of round ${round.id} answered ${answer.status}`);
    await this.move(round, 'debited', { state: 'settled', balance: answer.balance, finishedAt });
    return answer.balance ?? 0n;
  }

  private async rollBack(round: RoundRow): Promise<void> {
    const answer = await this.wallet.call('rollback', this.callOf(round, 'rollback'));
    // ROUND_SETTLED cannot follow a debit this maker never credited; anything but OK is for an operator.
    if (answer.status !== 'OK') throw new WalletRefused(`seamless maker: the rollback of round ${round.id} answered ${answer.status}`);
    await this.move(round, 'debiting', { state: 'rolledBack', balance: answer.balance });
  }

  /** The fields every wallet call of a round carries. */
  private callOf(round: RoundRow, call: 'debit' | 'credit' | 'rollback') {
    const ids = call === 'debit' ? { transactionId: `debit-${round.id}` } : { transactionId: `${call}-${round.id}`, debitTransactionId: `debit-${round.id}` };
    return { ...ids, token: round.walletToken, playerId: round.playerId, gameCode: round.gameCode, roundId: String(round.id) };
  }

  /** Moves a round on from `from` only (a request and a recovery pass finishing one round agree on one end). */
  private async move(round: RoundRow, from: RoundRow['state'], change: Partial<Pick<RoundRow, 'state' | 'balance' | 'finishedAt'>>): Promise<RoundRow | undefined> {
    const [row] = await this.db
      .update(seamlessMakerRound)
      .set(change)
      .where(and(eq(seamlessMakerRound.id, round.id), eq(seamlessMakerRound.state, from)))
      .returning();
    return row;
  }

  // --- sessions ----------------------------------------------------------------------------

  private async liveRow(keyHash: string) {
    const [row] = await this.db
      .select()
      .from(seamlessMakerSession)
      .where(and(eq(seamlessMakerSession.keyHash, keyHash), isNotNull(seamlessMakerSession.expiresAt), gt(seamlessMakerSession.expiresAt, this.now())));
    return row ?? null;
  }

  private async liveOrRefuse(session: FrameSession) {
    const row = await this.liveRow(session.keyHash);
    if (!row || row.playerId !== session.playerId) throw new DemoMakerRefusal('sessionExpired', 401);
    return row;
  }

  /** The wallet's balance for the session; a dead token ends the frame's session. */
  private async walletBalance(row: { walletToken: string; playerId: number }): Promise<bigint> {
    const answer = await this.wallet.call('balance', { token: row.walletToken, playerId: row.playerId });
    if (answer.status === 'INVALID_TOKEN') throw new DemoMakerRefusal('sessionExpired', 401);
    if (answer.status !== 'OK' || answer.balance === null) throw new WalletRefused(`seamless maker: the balance answered ${answer.status}`);
    return answer.balance;
  }
}

/** What the player is told of a refused debit. */
function refusalOf(answer: WalletAnswer, maxBet: bigint | null): Error {
  switch (answer.status) {
    case 'INSUFFICIENT_FUNDS':
      return new DemoMakerRefusal('walletShort', 402);
    case 'MAX_BET_EXCEEDED':
      // The platform's limit is the one it gave at launch; a limit set since is said without its figure.
      return maxBet === null ? new DemoMakerRefusal('invalidStake', 400) : new DemoMakerRefusal('maxBet', 400, { maxBet: toMajorText(maxBet) });
    case 'INVALID_TOKEN':
      return new DemoMakerRefusal('sessionExpired', 401);
    default:
      return new WalletRefused(`seamless maker: the debit answered ${answer.status}`);
  }
}
