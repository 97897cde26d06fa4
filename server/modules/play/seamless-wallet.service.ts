// The platform's wallet as a seamless-wallet maker calls it (docs/seamless-wallet.md): balance,
// debit, credit and rollback, each money call in one transaction that claims the maker's
// transaction id first (a repeat waits for the first to commit and answers its answer, byte for
// byte; the same id with other content is BAD_REQUEST), decides under row locks and writes its
// answer before committing. The debit's row (seamless_debit), locked by whoever settles it, makes
// a credit and a rollback of one debit go one after the other, and a rollback of a debit not seen
// yet writes that row as rolled back, so the late debit is refused. Money moves by one ledger
// transfer per call (kind gameRound) between the money's home account and the house; the ledger's
// row lock on the home account keeps it from going below zero whatever runs at once. A credit
// records the round (game_round, with its proof) in its transaction through the games module's
// recorder, then tells what rides on rounds (levels, promotion records) as the round sync does.
import { createHash } from 'node:crypto';
import type { Clock } from '../../clock';
import type { AppDatabase, AppTransaction, DbExecutor } from '../../db/client';
import type { MakerRound } from '../../makers/maker-adapter';
import { InsufficientFunds } from '../../shared/insufficient-funds';
import type { AccountRef, LedgerService } from '../wallet/wallet.module';
import type { PlayLog } from './maker-transfers';
import type { MoneySource } from './money-source';
import type { PlayRepository } from './play.repository';
import type { RoundRecorder, RoundSync } from './round-sync';
import type { SeamlessWalletConfig } from './seamless-wallet-config';
import type { SeamlessDebitRow, SeamlessWalletRepository } from './seamless-wallet.repository';
import type { BalanceRequest, CreditRequest, DebitRequest, RollbackRequest, SeamlessStatus } from './seamless-wallet.schemas';
import type { SeamlessCall } from './seamless-wallet.tables';
import { issueWalletToken, readWalletToken, type WalletTokenClaims } from './wallet-token';

export interface SeamlessWalletDeps {
  db: AppDatabase;
  repository: SeamlessWalletRepository;
  sessions: Pick<PlayRepository, 'sessionById' | 'lockSession'>;
  ledger: Pick<LedgerService, 'transfer' | 'balances'>;
  money: Pick<MoneySource, 'launchMoney'>;
  rounds: Pick<RoundRecorder, 'recordSettled' | 'announceRecorded'>;
  roundSync: Pick<RoundSync, 'afterRecorded'>;
  /**
   * The player's time-out or self-exclusion in force, if any (the safety module's gate): a seamless
   * maker's frame may still be open when a break begins, and no bet may be staked during one.
   */
  breaks: { breakOf(playerId: number, tx?: DbExecutor): Promise<unknown> };
  now: Clock;
  log: PlayLog;
  /** Null: no seamless maker is configured, every callback is refused. */
  config: SeamlessWalletConfig | null;
}

interface Answer {
  status: SeamlessStatus;
  /** Minor units: the money the session plays, after the call. */
  balance?: bigint;
}

/** A call's answer, and what to do once its transaction committed. */
interface Outcome {
  answer: Answer;
  committed?: () => Promise<void>;
}

/** The money a session plays: whose, and from which home account. */
interface SessionMoney {
  playerId: number;
  promotionRecordId: number | null;
}

/** The answer as sent and stored: status first, then the balance as text. */
export function answerText({ status, balance }: Answer): string {
  return JSON.stringify(balance === undefined ? { status } : { status, balance: balance.toString() });
}

/** Keys sorted at every depth, so the same content fingerprints the same whatever its key order. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.keys(value).sort().map((key) => [key, canonical((value as Record<string, unknown>)[key])]));
}

const homeAccount = ({ playerId, promotionRecordId }: SessionMoney): AccountRef => ({ playerId, purpose: promotionRecordId === null ? 'wallet' : 'promotion' });
const HOUSE: AccountRef = { house: 'games' };

export class SeamlessWallet {
  constructor(private readonly deps: SeamlessWalletDeps) {}

  /** Whether this maker's callbacks are open here. */
  serves(makerCode: string): boolean {
    return this.deps.config?.makerCode === makerCode;
  }

  /** The secret the maker signs its calls with (null when no maker is configured). */
  get secret(): string | null {
    return this.deps.config?.secret ?? null;
  }

  /** The wallet token a launch hands the maker for a session; null when no seamless maker is configured here. */
  tokenFor(session: { id: number; playerId: number }): string | null {
    const secret = this.deps.config?.secret;
    return secret ? issueWalletToken(secret, { sessionId: session.id, playerId: session.playerId, now: this.deps.now() }) : null;
  }

  /** `balance`: the session's money now; a token past its expiry still reads it. */
  async balance(body: BalanceRequest): Promise<string> {
    const claims = this.claims(body.token, body.playerId);
    const session = claims && (await this.deps.sessions.sessionById(claims.sessionId));
    if (!session || session.playerId !== body.playerId) return answerText({ status: 'INVALID_TOKEN' });
    return answerText({ status: 'OK', balance: await this.balanceOf(session, this.deps.db) });
  }

  async debit(makerCode: string, body: DebitRequest): Promise<string> {
    return this.once(makerCode, 'debit', body, (tx) => this.debitIn(makerCode, body, tx));
  }

  async credit(makerCode: string, body: CreditRequest): Promise<string> {
    return this.once(makerCode, 'credit', body, (tx) => this.creditIn(makerCode, body, tx));
  }

  async rollback(makerCode: string, body: RollbackRequest): Promise<string> {
    return this.once(makerCode, 'rollback', body, (tx) => this.rollbackIn(makerCode, body, tx));
  }

  /**
   * Runs a money call once per transaction id: claims the id, runs `decide`, stores its answer, all
   * in one transaction; a repeat answers what is stored. A failure stores nothing, so the maker's
   * retry runs the call again.
   */
  private async once(
    makerCode: string,
    call: SeamlessCall,
    body: { transactionId: string; playerId: number },
    decide: (tx: AppTransaction) => Promise<Outcome>,
  ): Promise<string> {
    const fingerprint = createHash('sha256').update(JSON.stringify([call, canonical(body)])).digest('hex');
    const { text, committed } = await this.deps.db.transaction(async (tx) => {
      const claim = { makerCode, transactionId: body.transactionId, call, fingerprint, playerId: body.playerId };
      if (!(await this.deps.repository.claim(claim, tx))) {
        const first = await this.deps.repository.transaction(makerCode, body.transactionId, tx);
        return { text: first?.fingerprint === fingerprint ? first.answer : answerText({ status: 'BAD_REQUEST' }) };
      }
      const outcome = await decide(tx);
      const stored = answerText(outcome.answer);
      await this.deps.repository.answer(makerCode, body.transactionId, outcome.answer.status, stored, tx);
      return { text: stored, committed: outcome.committed };
    });
    if (committed) {
      await committed().catch((error: unknown) =>
        this.deps.log.warn({ maker: makerCode, transactionId: body.transactionId, err: String(error) }, 'seamless wallet: what rides on a recorded round failed'),
      );
    }
    return text;
  }

  /** The token's claims when it is ours and names this player (expired or not). */
  private claims(token: string, playerId: number): WalletTokenClaims | null {
    const secret = this.deps.config?.secret;
    const claims = secret ? readWalletToken(secret, token) : null;
    return claims && claims.playerId === playerId ? claims : null;
  }

  private async balanceOf(money: SessionMoney, tx: DbExecutor): Promise<bigint> {
    const balances = await this.deps.ledger.balances(money.playerId, tx);
    return money.promotionRecordId === null ? balances.wallet : balances.promotion;
  }

  private async debitIn(makerCode: string, body: DebitRequest, tx: AppTransaction): Promise<Outcome> {
    // A debit rolled back before it came: refused, whatever else holds now.
    const known = await this.deps.repository.lockDebit(makerCode, body.transactionId, tx);
    if (known) return { answer: { status: known.state === 'rolledBack' ? 'DEBIT_ROLLED_BACK' : 'BAD_REQUEST' } };
    const claims = this.claims(body.token, body.playerId);
    if (!claims || claims.expiresAt <= this.deps.now().getTime()) return { answer: { status: 'INVALID_TOKEN' } };
    // Locked: a time-out, a self-exclusion or a new launch closes it either before this debit or after it.
    const session = await this.deps.sessions.lockSession(claims.sessionId, tx);
    if (!session || session.playerId !== body.playerId || session.makerCode !== makerCode) return { answer: { status: 'INVALID_TOKEN' } };
    const before = await this.balanceOf(session, tx);
    if (session.state !== 'open') return { answer: { status: 'INVALID_TOKEN', balance: before } };
    // A break ends play at once for this protocol as the session's end does: the maker is told the
    // session is over (its credits and rollbacks still land).
    if (await this.deps.breaks.breakOf(session.playerId, tx)) return { answer: { status: 'INVALID_TOKEN', balance: before } };
    const bet = BigInt(body.amount);
    if (session.gameCode !== body.gameCode || bet <= 0n) return { answer: { status: 'BAD_REQUEST', balance: before } };

    // Asked again as at launch, in this transaction with its row locks: may this money still stake this much?
    let money;
    try {
      money = await this.deps.money.launchMoney({ playerId: session.playerId, gameId: session.gameId, requested: bet }, tx);
    } catch (error) {
      if (error instanceof InsufficientFunds) return { answer: { status: 'INSUFFICIENT_FUNDS', balance: before } };
      throw error;
    }
    // Another money than the session's: the record it played was spent or closed since.
    if (money.promotionRecordId !== session.promotionRecordId) return { answer: { status: 'INSUFFICIENT_FUNDS', balance: before } };
    if (money.maxBet !== null && bet > money.maxBet) return { answer: { status: 'MAX_BET_EXCEEDED', balance: before } };
    if (bet > money.amount) return { answer: { status: 'INSUFFICIENT_FUNDS', balance: before } };

    const debit = {
      makerCode,
      debitTransactionId: body.transactionId,
      playerId: session.playerId,
      sessionId: session.id,
      roundId: body.roundId,
      gameCode: body.gameCode,
      amount: bet,
      promotionRecordId: session.promotionRecordId,
      state: 'open' as const,
    };
    if (!(await this.deps.repository.insertDebit(debit, tx))) {
      // A rollback of it committed meanwhile, or another debit holds the round.
      const other = await this.deps.repository.lockDebit(makerCode, body.transactionId, tx);
      return { answer: { status: other?.state === 'rolledBack' ? 'DEBIT_ROLLED_BACK' : 'BAD_REQUEST', balance: before } };
    }
    try {
      await this.deps.ledger.transfer(
        { kind: 'gameRound', from: homeAccount(session), to: HOUSE, amount: bet, reference: this.reference(makerCode, body.transactionId), memo: `${body.gameCode} #${body.roundId}`, actor: `maker:${makerCode}` },
        tx,
      );
    } catch (error) {
      if (!(error instanceof InsufficientFunds)) throw error;
      // Spent by a call that committed after the check above: nothing moved, and the debit is not kept.
      await this.deps.repository.deleteDebit(makerCode, body.transactionId, tx);
      return { answer: { status: 'INSUFFICIENT_FUNDS', balance: await this.balanceOf(session, tx) } };
    }
    return { answer: { status: 'OK', balance: await this.balanceOf(session, tx) } };
  }

  private async creditIn(makerCode: string, body: CreditRequest, tx: AppTransaction): Promise<Outcome> {
    const claims = this.claims(body.token, body.playerId);
    if (!claims) return { answer: { status: 'INVALID_TOKEN' } };
    const finishedAt = new Date(body.round.finishedAt);
    if (Number.isNaN(finishedAt.getTime())) return { answer: { status: 'BAD_REQUEST' } };
    const debit = await this.deps.repository.lockDebit(makerCode, body.debitTransactionId, tx);
    if (!debit) return { answer: { status: 'UNKNOWN_DEBIT', balance: await this.sessionBalance(claims, tx) } };
    const before = await this.balanceOf(debit, tx);
    if (debit.playerId !== body.playerId || debit.roundId !== body.roundId) return { answer: { status: 'BAD_REQUEST', balance: before } };
    if (debit.state === 'rolledBack') return { answer: { status: 'DEBIT_ROLLED_BACK', balance: before } };
    if (debit.state === 'credited') return { answer: { status: 'ROUND_SETTLED', balance: before } };
    if (debit.gameCode !== body.gameCode || debit.amount === null) return { answer: { status: 'BAD_REQUEST', balance: before } };

    const win = BigInt(body.amount);
    // A win of 0 closes the round and moves nothing: the ledger posts no empty transfer.
    if (win > 0n) {
      await this.deps.ledger.transfer(
        { kind: 'gameRound', from: HOUSE, to: homeAccount(debit), amount: win, reference: this.reference(makerCode, body.transactionId), memo: `${body.gameCode} #${body.roundId}`, actor: `maker:${makerCode}` },
        tx,
      );
    }
    await this.deps.repository.settleDebit(makerCode, debit.debitTransactionId, 'credited', body.transactionId, this.deps.now(), tx);
    const balance = await this.balanceOf(debit, tx);
    const round: MakerRound = {
      makerRoundId: debit.roundId,
      playerId: debit.playerId,
      gameCode: debit.gameCode,
      bet: debit.amount,
      win,
      balanceAfter: balance,
      serverSeedHash: body.round.serverSeedHash,
      clientSeed: body.round.clientSeed,
      nonce: body.round.nonce,
      wager: body.round.wager,
      outcome: body.round.outcome,
      finishedAt,
    };
    const promotionRecordIds = new Map(debit.promotionRecordId === null ? [] : [[debit.roundId, debit.promotionRecordId] as const]);
    await this.deps.rounds.recordSettled(makerCode, [round], promotionRecordIds, tx);
    return {
      answer: { status: 'OK', balance },
      committed: async () => {
        await this.deps.rounds.announceRecorded();
        await this.deps.roundSync.afterRecorded([round], promotionRecordIds);
      },
    };
  }

  private async rollbackIn(makerCode: string, body: RollbackRequest, tx: AppTransaction): Promise<Outcome> {
    const claims = this.claims(body.token, body.playerId);
    if (!claims) return { answer: { status: 'INVALID_TOKEN' } };
    // Unknown so far: remembered as rolled back, so the debit is refused if it comes later.
    const remembered = await this.deps.repository.insertDebit(
      {
        makerCode,
        debitTransactionId: body.debitTransactionId,
        playerId: body.playerId,
        sessionId: claims.sessionId,
        roundId: body.roundId,
        gameCode: null,
        amount: null,
        promotionRecordId: null,
        state: 'rolledBack',
        settledBy: body.transactionId,
        settledAt: this.deps.now(),
      },
      tx,
    );
    if (remembered) return { answer: { status: 'OK', balance: await this.sessionBalance(claims, tx) } };
    const debit = await this.deps.repository.lockDebit(makerCode, body.debitTransactionId, tx);
    // Not this debit's row that was in the way: another debit holds the round.
    if (!debit || debit.playerId !== body.playerId || debit.roundId !== body.roundId) return { answer: { status: 'BAD_REQUEST' } };
    if (debit.state === 'credited') return { answer: { status: 'ROUND_SETTLED', balance: await this.balanceOf(debit, tx) } };
    if (debit.state === 'open') await this.refund(makerCode, debit, body.transactionId, tx);
    return { answer: { status: 'OK', balance: await this.balanceOf(debit, tx) } };
  }

  /** An open debit's stake back to its home account, and the debit closed as rolled back. */
  private async refund(makerCode: string, debit: SeamlessDebitRow, transactionId: string, tx: AppTransaction): Promise<void> {
    if (debit.amount === null) throw new Error(`Seamless debit ${debit.debitTransactionId} is open with no amount.`);
    await this.deps.ledger.transfer(
      { kind: 'gameRound', from: HOUSE, to: homeAccount(debit), amount: debit.amount, reference: this.reference(makerCode, transactionId), memo: `rollback #${debit.roundId}`, actor: `maker:${makerCode}` },
      tx,
    );
    await this.deps.repository.settleDebit(makerCode, debit.debitTransactionId, 'rolledBack', transactionId, this.deps.now(), tx);
  }

  /** The money of the token's session, or none when the session is gone. */
  private async sessionBalance(claims: WalletTokenClaims, tx: AppTransaction): Promise<bigint | undefined> {
    const session = await this.deps.sessions.sessionById(claims.sessionId, tx);
    return session ? this.balanceOf(session, tx) : undefined;
  }

  /** The ledger reference of a call's transfer: the ledger's unique reference is a second guard against posting it twice. */
  private reference(makerCode: string, transactionId: string): string {
    return `seamless:${makerCode}:${transactionId}`;
  }
}
