// Money across the game-maker boundary, each move a maker_transfer row written as pending BEFORE
// the maker is called, then completed by whoever comes next with the same transfer_id (the
// request itself, its retry under the same Idempotency-Key, or the recovery pass), since every
// adapter call is idempotent by that id:
//   in  — begin: in the caller's transaction, the pending row and the ledger move wallet -> game
//         wallet (`maker-in:<transfer_id>`): the money is where the ledger says from the start.
//         complete: adapter.transferIn; done. A maker that does not answer leaves it pending (the
//         money waits in the game wallet); a maker that refuses has it voided back to the wallet
//         (`maker-in:<transfer_id>:void`) and failed.
//   out — begin: the pending row only. complete: adapter.transferOut (the maker's whole balance and
//         its last round), the rounds up to that one recorded, then game wallet -> wallet
//         (`maker-out:<transfer_id>`) for exactly what the maker paid out, with done, in one
//         transaction. After it the ledger's game wallet must be 0; if not, it is logged loudly and
//         left for `npm run ops -- game reconcile`.
// Two completers racing on one row both get the maker's same answer; the conditional update to
// done (and the ledger's unique reference) lets only one of them post. A maker keeps one balance
// per player, and an out pays all of it: so before any move reaches the maker, every earlier move
// of the player at that maker still pending is completed, oldest first, whoever began it (another
// instance's exit, a pull-back whose maker call is still on its way). The maker then sees the
// moves in the order they were begun, and each session's pull-back returns that session's money.
import { randomUUID } from 'node:crypto';
import { toMajorText } from '../../../src/domain/money';
import type { Clock } from '../../clock';
import type { AppDatabase, AppTransaction } from '../../db/client';
import { MakerRefused, MakerUnavailable, type GameMakerAdapter } from '../../makers/maker-adapter';
import type { MakerRegistry } from '../../makers/maker-registry';
import { InsufficientFunds } from '../../shared/insufficient-funds';
import type { AccountRef, LedgerService } from '../wallet/wallet.module';
import type { PlayRepository, TransferRow } from './play.repository';
import type { RoundSync } from './round-sync';
import { namedMessageOf } from '../../shared/error-message';

export type MakerTransferLedger = Pick<LedgerService, 'transfer' | 'balances' | 'gameWallet' | 'makersHolding' | 'gameWallets'>;

/** Where the play module reports what an operator must look at (the server's pino logger in production). */
export interface PlayLog {
  warn(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

/** One JSON line on stderr per problem, as pino writes them, when no logger was handed in. */
export const stderrPlayLog: PlayLog = {
  warn: (details, message) => process.stderr.write(`${JSON.stringify({ level: 'warn', ...details, msg: message })}\n`),
  error: (details, message) => process.stderr.write(`${JSON.stringify({ level: 'error', ...details, msg: message })}\n`),
};

export interface MakerTransfersDeps {
  db: AppDatabase;
  repository: PlayRepository;
  ledger: MakerTransferLedger;
  makers: MakerRegistry;
  roundSync: RoundSync;
  now: Clock;
  log: PlayLog;
}

/** Where a transfer's money comes from and goes back to: the promotion account for a promotion record's money, else the wallet. */
function homeAccount(playerId: number, promotionRecordId: number | null): AccountRef {
  return { playerId, purpose: promotionRecordId === null ? 'wallet' : 'promotion' };
}

export class MakerTransfers {
  constructor(private readonly deps: MakerTransfersDeps) {}

  adapterOrUndefined(makerCode: string): GameMakerAdapter | undefined {
    return this.deps.makers.get(makerCode);
  }

  adapterOf(makerCode: string): GameMakerAdapter {
    const adapter = this.deps.makers.get(makerCode);
    // Configuration, not the maker: but to the player it is the same, the game is out of reach.
    if (!adapter) throw new MakerUnavailable(`No game maker "${makerCode}" is registered on this server.`);
    return adapter;
  }

  /** In the caller's transaction: the pending row and the move wallet -> game wallet. Throws InsufficientFunds. */
  async beginIn(
    input: { playerId: number; makerCode: string; sessionId: number; amount: bigint; promotionRecordId?: number | null },
    tx: AppTransaction,
  ): Promise<TransferRow> {
    const at = this.deps.now();
    const promotionRecordId = input.promotionRecordId ?? null;
    const row = await this.deps.repository.insertTransfer(
      {
        transferId: randomUUID(),
        playerId: input.playerId,
        makerCode: input.makerCode,
        sessionId: input.sessionId,
        direction: 'in',
        amount: input.amount,
        promotionRecordId,
        createdAt: at,
        updatedAt: at,
      },
      tx,
    );
    await this.deps.ledger.transfer(
      {
        kind: 'toGameMaker',
        from: homeAccount(input.playerId, promotionRecordId),
        to: { playerId: input.playerId, purpose: 'game', maker: input.makerCode },
        amount: input.amount,
        reference: `maker-in:${row.transferId}`,
        actor: 'player',
      },
      tx,
    );
    return row;
  }

  /** In the caller's transaction: the pending row of a pull-back; nothing moves until the maker answers. */
  async beginOut(
    input: { playerId: number; makerCode: string; sessionId: number | null; promotionRecordId?: number | null },
    tx: AppTransaction,
  ): Promise<TransferRow> {
    const at = this.deps.now();
    return this.deps.repository.insertTransfer(
      {
        transferId: randomUUID(),
        playerId: input.playerId,
        makerCode: input.makerCode,
        sessionId: input.sessionId,
        direction: 'out',
        amount: null,
        promotionRecordId: input.promotionRecordId ?? null,
        createdAt: at,
        updatedAt: at,
      },
      tx,
    );
  }

  /**
   * Completes a pending in: the maker credits its copy; returns the maker's balance after. A
   * transfer already done answers the maker's balance now. Throws MakerRefused after voiding the
   * money back (or when it had been refused before), and whatever else the maker threw with the
   * transfer left pending for a retry.
   */
  async completeIn(row: TransferRow): Promise<bigint> {
    const adapter = this.adapterOf(row.makerCode);
    const current = await this.deps.repository.transferById(row.id);
    if (!current) throw new Error(`Maker transfer ${row.id} is gone.`);
    if (current.state === 'failed') throw new MakerRefused(current.lastError || 'The maker refused the transfer.');
    if (current.state === 'done') return adapter.balance(current.playerId);
    // A pull-back begun before this money (another instance's exit, a replaced session) must reach
    // the maker first: the maker pays out its whole balance, and would pay this money with it.
    await this.settleEarlier(current);
    return this.moveIn(current, adapter);
  }

  /** The maker call of a pending in, and its outcome on the row. */
  private async moveIn(row: TransferRow, adapter: GameMakerAdapter): Promise<bigint> {
    const current = await this.deps.repository.transferById(row.id);
    if (!current) throw new Error(`Maker transfer ${row.id} is gone.`);
    if (current.state === 'failed') throw new MakerRefused(current.lastError || 'The maker refused the transfer.');
    if (current.state === 'done') return adapter.balance(current.playerId);
    if (current.amount === null) throw new Error(`Maker transfer ${row.id} moves money in but names no amount.`);
    await this.deps.repository.noteAttempt(current.id, this.deps.now());
    let balance: bigint;
    try {
      ({ balance } = await adapter.transferIn({ playerId: current.playerId, transferId: current.transferId, amount: current.amount }));
    } catch (error) {
      if (error instanceof MakerRefused) {
        await this.voidIn(current, namedMessageOf(error));
        throw error;
      }
      await this.deps.repository.noteError(current.id, namedMessageOf(error), this.deps.now());
      throw error;
    }
    await this.deps.repository.markDone(current.id, this.deps.now());
    return balance;
  }

  /** A refused in: the money goes back to the wallet and the transfer fails, together. */
  private async voidIn(row: TransferRow, why: string): Promise<void> {
    try {
      await this.deps.db.transaction(async (tx) => {
        const failed = await this.deps.repository.markFailed(row.id, why, this.deps.now(), tx);
        if (!failed || failed.amount === null) return;
        await this.deps.ledger.transfer(
          {
            kind: 'toGameMaker',
            from: { playerId: row.playerId, purpose: 'game', maker: row.makerCode },
            to: homeAccount(row.playerId, row.promotionRecordId),
            amount: failed.amount,
            reference: `maker-in:${row.transferId}:void`,
            memo: 'refused by the game maker',
            actor: 'player',
          },
          tx,
        );
      });
    } catch (error) {
      // The game wallet no longer holds what never reached the maker: rounds were recorded against
      // it. Left pending for the operator; the books stay balanced either way.
      this.deps.log.error({ transferId: row.transferId, playerId: row.playerId, maker: row.makerCode, err: namedMessageOf(error) }, 'could not void a refused transfer into a game maker');
      throw error;
    }
  }

  /**
   * Completes a pending out and returns what came back to the wallet (0 when the maker held
   * nothing); a transfer already done answers its amount again, moving nothing. The player's
   * earlier pending moves at that maker are completed first (settleEarlier), so the maker pays out
   * everything the ledger put there before this pull-back, and nothing put there after it. Throws MakerRefused (failed, the money stays at the maker and in the game wallet)
   * or whatever else went wrong, with the transfer left pending for a retry.
   */
  async completeOut(row: TransferRow): Promise<bigint> {
    const adapter = this.adapterOf(row.makerCode);
    const current = await this.deps.repository.transferById(row.id);
    if (!current) throw new Error(`Maker transfer ${row.id} is gone.`);
    if (current.state === 'done') return current.amount ?? 0n;
    if (current.state === 'failed') throw new MakerRefused(current.lastError || 'The maker refused the transfer.');
    await this.settleEarlier(current);
    return this.moveOut(current, adapter);
  }

  /**
   * Every move of the player at that maker begun before `row` and still pending, completed first,
   * oldest first: so the maker sees the moves in the order the platform began them, each pull-back
   * pays out exactly the money begun before it (its session's), and none takes a later session's.
   * A refused one is settled (an in voided back, an out left failed for the operator); a maker
   * that does not answer stops here, with `row` still pending for its retry.
   */
  private async settleEarlier(row: TransferRow): Promise<void> {
    const adapter = this.adapterOf(row.makerCode);
    for (const earlier of await this.deps.repository.pendingOf(row.playerId, { makerCode: row.makerCode, beforeId: row.id })) {
      try {
        if (earlier.direction === 'in') await this.moveIn(earlier, adapter);
        else await this.moveOut(earlier, adapter);
      } catch (error) {
        if (!(error instanceof MakerRefused)) throw error;
      }
    }
  }

  /** The maker call of a pending out, its rounds recorded, and the money back home with the row done. */
  private async moveOut(row: TransferRow, adapter: GameMakerAdapter): Promise<bigint> {
    const current = await this.deps.repository.transferById(row.id);
    if (!current) throw new Error(`Maker transfer ${row.id} is gone.`);
    if (current.state === 'done') return current.amount ?? 0n;
    if (current.state === 'failed') throw new MakerRefused(current.lastError || 'The maker refused the transfer.');

    await this.deps.repository.noteAttempt(current.id, this.deps.now());
    let answer: { amount: bigint; lastRoundId: string | null };
    try {
      answer = await adapter.transferOut({ playerId: current.playerId, transferId: current.transferId });
      if (typeof answer.amount !== 'bigint' || answer.amount < 0n) throw new MakerUnavailable(`The maker answered an unusable amount: ${String(answer.amount)}.`);
      await this.deps.repository.setOutAnswer(current.id, answer.amount, answer.lastRoundId, this.deps.now());
      // Every round counted in that balance must be on the books before the wallet is credited.
      await this.deps.roundSync.syncMaker(current.makerCode, answer.lastRoundId);
    } catch (error) {
      if (error instanceof MakerRefused) {
        await this.deps.repository.markFailed(current.id, namedMessageOf(error), this.deps.now());
        this.deps.log.error(
          { transferId: current.transferId, playerId: current.playerId, maker: current.makerCode, err: namedMessageOf(error) },
          'a game maker refused to pay a balance out; the ledger keeps it in the game wallet: npm run ops -- game reconcile',
        );
        throw error;
      }
      await this.deps.repository.noteError(current.id, namedMessageOf(error), this.deps.now());
      throw error;
    }

    try {
      await this.deps.db.transaction(async (tx) => {
        const done = await this.deps.repository.markDone(current.id, this.deps.now(), tx);
        if (!done || answer.amount === 0n) return;
        await this.deps.ledger.transfer(
          {
            kind: 'outOfGameMaker',
            from: { playerId: current.playerId, purpose: 'game', maker: current.makerCode },
            to: homeAccount(current.playerId, current.promotionRecordId),
            amount: answer.amount,
            reference: `maker-out:${current.transferId}`,
            actor: 'player',
          },
          tx,
        );
      });
    } catch (error) {
      if (error instanceof InsufficientFunds) {
        // The maker paid out more than the books say it held: rounds it reports are missing here.
        // Nothing moved; the transfer stays pending and the next pass, after the next sync, retries.
        this.deps.log.error(
          { transferId: current.transferId, playerId: current.playerId, maker: current.makerCode, amount: toMajorText(answer.amount) },
          'a game maker paid out more than the ledger says it held; left pending',
        );
      }
      await this.deps.repository.noteError(current.id, namedMessageOf(error), this.deps.now());
      throw error;
    }
    await this.checkEmptied(current);
    return answer.amount;
  }

  /** After an out, the ledger's game wallet is 0 unless another move at that maker is still under way. */
  private async checkEmptied(row: TransferRow): Promise<void> {
    const [left, pending] = await Promise.all([
      this.deps.ledger.gameWallet(row.playerId, row.makerCode),
      this.deps.repository.pendingOf(row.playerId, { makerCode: row.makerCode }),
    ]);
    if (left !== 0n && pending.length === 0) {
      this.deps.log.error(
        { transferId: row.transferId, playerId: row.playerId, maker: row.makerCode, gameWallet: toMajorText(left) },
        'the game wallet is not empty after the maker paid out everything: npm run ops -- game reconcile',
      );
    }
  }

  /**
   * Completes a pending transfer whichever way it goes; the recovery pass's step. Returns true when
   * it is no longer pending (done or failed).
   */
  async complete(row: TransferRow): Promise<boolean> {
    try {
      if (row.direction === 'in') await this.completeIn(row);
      else await this.completeOut(row);
      return true;
    } catch (error) {
      if (error instanceof MakerRefused) return true;
      throw error;
    }
  }

  /** Every pending transfer not touched for `staleMs` (a request still working on a fresh one is left alone). */
  async recoverPending(staleMs: number, limit = 100): Promise<{ completed: number; stillPending: number }> {
    const rows = await this.deps.repository.stalePending(new Date(this.deps.now().getTime() - staleMs), limit);
    let completed = 0;
    for (const row of rows) {
      try {
        if (await this.complete(row)) completed += 1;
      } catch (error) {
        this.deps.log.warn({ transferId: row.transferId, playerId: row.playerId, maker: row.makerCode, direction: row.direction, err: namedMessageOf(error) }, 'maker transfer still pending');
      }
    }
    return { completed, stillPending: rows.length - completed };
  }
}
