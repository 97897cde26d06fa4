// Withdrawals, two-phase through the ledger (issue 8 "Withdrawals"; DESIGN.md "Money"):
//   request  — the request row and the hold (wallet -> withdrawalHold, `withdrawal:<id>:hold`) in
//              the caller's one transaction (the idempotent() of the route), so neither exists alone;
//   approve  — withdrawalHold -> house cashOut (`withdrawal:<id>:post`), state done;
//   reject   — withdrawalHold -> wallet (`withdrawal:<id>:void`), state failed, the reason kept.
// A review locks the request row, so two operators (or one retrying) act one after the other and
// the second finds it reviewed; the ledger's unique reference is the backstop. A player has no way
// to cancel a pending request: only an operator's review moves the hold.
import { randomInt } from 'node:crypto';
import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { toMajorUnits, toMinorUnits } from '../../../src/domain/money';
import type { TradeState } from '../../../src/domain/trade';
import type { WithdrawalRequestItem, WithdrawRequestReply } from '../../../src/domain/withdrawal.schema';
import { withdrawalArrivesAt } from '../../../src/domain/withdrawal-timing';
import type { Clock } from '../../clock';
import type { AppDatabase, AppTransaction, DbExecutor } from '../../db/client';
import { uniqueViolation } from '../../db/unique-violation';
import { invalid, refused } from '../../errors';
import { InsufficientFunds } from '../../shared/insufficient-funds';
import type { SiteSettingValue } from '../../shared/site-settings';
import type { LedgerService } from '../wallet/wallet.module';
import type { NewWithdrawal, WithdrawalRepository, WithdrawalRow } from './withdrawal.repository';

/** The ledger's calls a withdrawal makes (the wallet module's LedgerService). */
export type WithdrawalLedger = Pick<LedgerService, 'transfer' | 'balances'>;

/** The player's card a request pays to (the accounts module's bankCards.ownCard). */
export interface WithdrawalCards {
  ownCard(playerId: number, id: number, tx?: DbExecutor): Promise<{ id: number; bankName: string; holder: string; account: string } | undefined>;
}

/** The settings a withdrawal reads (site module), inside a transaction when given one: flags, limits, timezone. */
export interface WithdrawalSettings {
  getSiteSetting(key: string, tx?: DbExecutor): Promise<SiteSettingValue>;
}

/** How many of a player's requests GET /pay/getWithdrawRequest lists (cashoutAudit). */
export const LATEST_REQUESTS = 20;
const CARD_TAIL = 4;

export interface WithdrawInput {
  bankCardId: number;
  amount: number;
}

export type ReviewOutcome = { row: WithdrawalRow; changed: boolean };

export class WithdrawalError extends Error {
  override name = 'WithdrawalError';
}

export interface WithdrawalServiceDeps {
  db: AppDatabase;
  requests: WithdrawalRepository;
  ledger: WithdrawalLedger;
  cards: WithdrawalCards;
  site: WithdrawalSettings;
  now: Clock;
  /** Makes an order number (default newOrderNo); tests force a clash with it. */
  orderNo?: (at: Date) => string;
}

/** A fresh order number clashing with a stored one is rare (same second, 1 in 10^6); a few tries suffice. */
const ORDER_NO_TRIES = 3;

export class WithdrawalService {
  private readonly db: AppDatabase;
  private readonly requests: WithdrawalRepository;
  private readonly ledger: WithdrawalLedger;
  private readonly cards: WithdrawalCards;
  private readonly site: WithdrawalSettings;
  private readonly now: Clock;
  private readonly orderNo: (at: Date) => string;

  constructor({ db, requests, ledger, cards, site, now, orderNo = newOrderNo }: WithdrawalServiceDeps) {
    this.orderNo = orderNo;
    this.db = db;
    this.requests = requests;
    this.ledger = ledger;
    this.cards = cards;
    this.site = site;
    this.now = now;
  }

  /** Minimum and maximum of one request, minor units (settings withdrawMinAmount / withdrawMaxAmount). */
  async limits(tx?: DbExecutor): Promise<{ min: bigint; max: bigint }> {
    const min = toMinorUnits(Number(await this.site.getSiteSetting('withdrawMinAmount', tx))) ?? 0n;
    const max = toMinorUnits(Number(await this.site.getSiteSetting('withdrawMaxAmount', tx))) ?? 0n;
    return { min: min > 0n ? min : 1n, max };
  }

  /**
   * GET /pay/getWithdrawAmountList: the quick amounts of setting withdrawAmountList that lie within
   * the limits, ascending; none while withdrawAmountListStatus is off.
   */
  async amountList(): Promise<number[]> {
    if ((await this.site.getSiteSetting('withdrawAmountListStatus')) !== true) return [];
    const { min, max } = await this.limits();
    const amounts = String(await this.site.getSiteSetting('withdrawAmountList'))
      .split(',')
      .map((part) => toMinorUnits(part))
      .filter((amount): amount is bigint => amount !== null && amount >= min && amount <= max);
    return [...new Set(amounts)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).map(toMajorUnits);
  }

  /** GET /pay/getWithdrawRequest. */
  async requestInfo(playerId: number): Promise<WithdrawRequestReply> {
    const [{ wallet }, { min, max }, rows, countryTimezone] = await Promise.all([
      this.ledger.balances(playerId),
      this.limits(),
      this.requests.latestOf(playerId, LATEST_REQUESTS),
      this.timezone(),
    ]);
    return {
      balance: toMajorUnits(wallet),
      minAmount: toMajorUnits(min),
      maxAmount: toMajorUnits(max),
      requests: rows.map((row) => toItem(row, countryTimezone)),
    };
  }

  /**
   * POST /pay/withdraw, inside the route's idempotent transaction `tx`: the rules, then the row
   * and the hold. A refused rule throws, and the whole transaction (key included) rolls back.
   */
  async withdraw(playerId: number, input: WithdrawInput, tx: AppTransaction): Promise<WithdrawalRequestItem> {
    if ((await this.site.getSiteSetting('openStatus', tx)) !== true) throw refused('server.withdraw.closed');
    const amount = toMinorUnits(input.amount);
    if (amount === null || amount <= 0n) throw invalid('server.withdraw.wrongAmount');
    const { min, max } = await this.limits(tx);
    if (amount < min || amount > max) throw invalid('server.withdraw.amountRange', { min: toMajorUnits(min), max: toMajorUnits(max) });
    const card = await this.cards.ownCard(playerId, input.bankCardId, tx);
    if (!card) throw refused('server.bankCard.notFound');
    // An early answer that writes nothing; when two requests race, the ledger's own check decides
    // and throws the same InsufficientFunds (SPEC.md §8 "Insufficient balance, please Deposit!").
    if ((await this.ledger.balances(playerId, tx)).wallet < amount) throw new InsufficientFunds();

    const createdAt = this.now();
    const row = await this.insertRequest(
      { orderNo: '', playerId, bankCardId: card.id, bankName: card.bankName, holder: card.holder, account: card.account, amount, createdAt },
      tx,
    );
    await this.ledger.transfer(
      {
        kind: 'withdraw',
        from: { playerId, purpose: 'wallet' },
        to: { playerId, purpose: 'withdrawalHold' },
        amount,
        reference: `withdrawal:${row.id}:hold`,
        actor: 'player',
      },
      tx,
    );
    return toItem(row, await this.timezone(tx));
  }

  /** Posts the hold out to the house cash-out account; a second approval changes nothing. */
  async approve(id: number, actor: string, note = ''): Promise<ReviewOutcome> {
    return this.review(id, 'done', actor, async (row, tx) => {
      await this.ledger.transfer(
        {
          kind: 'withdraw',
          from: { playerId: row.playerId, purpose: 'withdrawalHold' },
          to: { house: 'cashOut' },
          amount: row.amount,
          reference: `withdrawal:${row.id}:post`,
          memo: note,
          actor,
        },
        tx,
      );
      return { state: 'done', reason: '', reviewNote: note };
    });
  }

  /** Voids the hold back to the wallet with the reason the player sees; a second rejection changes nothing. */
  async reject(id: number, actor: string, reason: string): Promise<ReviewOutcome> {
    const why = reason.trim();
    if (!why) throw new WithdrawalError('A rejection needs a reason: the player sees it.');
    return this.review(id, 'failed', actor, async (row, tx) => {
      await this.ledger.transfer(
        {
          kind: 'withdraw',
          from: { playerId: row.playerId, purpose: 'withdrawalHold' },
          to: { playerId: row.playerId, purpose: 'wallet' },
          amount: row.amount,
          reference: `withdrawal:${row.id}:void`,
          memo: why,
          actor,
        },
        tx,
      );
      return { state: 'failed', reason: why, reviewNote: '' };
    });
  }

  async list(state: TradeState | undefined, limit: number): Promise<WithdrawalRow[]> {
    return this.requests.list(state, limit);
  }

  private async review(
    id: number,
    outcome: 'done' | 'failed',
    actor: string,
    move: (row: WithdrawalRow, tx: AppTransaction) => Promise<{ state: 'done' | 'failed'; reason: string; reviewNote: string }>,
  ): Promise<ReviewOutcome> {
    return this.db.transaction(async (tx) => {
      const row = await this.requests.lockById(id, tx);
      if (!row) throw new WithdrawalError(`No withdrawal request ${id}.`);
      if (row.state === outcome) return { row, changed: false };
      if (row.state !== 'pendingReview') {
        throw new WithdrawalError(`Withdrawal ${id} was already ${row.state === 'done' ? 'approved' : 'rejected'} by ${row.reviewedBy ?? 'someone'}.`);
      }
      const change = await move(row, tx);
      return { row: await this.requests.review(id, { ...change, reviewedBy: actor, reviewedAt: this.now() }, tx), changed: true };
    });
  }

  /** Inserts under a savepoint, so an order-number clash can be retried inside the caller's transaction. */
  private async insertRequest(request: NewWithdrawal, tx: AppTransaction): Promise<WithdrawalRow> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await tx.transaction((savepoint) => this.requests.insert({ ...request, orderNo: this.orderNo(request.createdAt) }, savepoint));
      } catch (error) {
        if (uniqueViolation(error) !== 'withdrawal_request_order_no_unique' || attempt >= ORDER_NO_TRIES) throw error;
      }
    }
  }

  private async timezone(tx?: DbExecutor): Promise<number> {
    return Number(await this.site.getSiteSetting('countryTimezone', tx));
  }
}

/** W, the UTC time to the second, six random digits: readable, sortable, unique by its index. */
export function newOrderNo(at: Date): string {
  return `W${format(at, 'yyyyMMddHHmmss', { in: tz('UTC') })}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

export function toItem(row: WithdrawalRow, countryTimezone: number): WithdrawalRequestItem {
  return {
    id: row.id,
    orderNo: row.orderNo,
    amount: toMajorUnits(row.amount),
    state: row.state as TradeState,
    reason: row.reason,
    bankName: row.bankName,
    cardTail: row.account.slice(-CARD_TAIL),
    createdAt: row.createdAt.getTime(),
    arrivesAt: row.state === 'failed' ? null : withdrawalArrivesAt(row.createdAt, countryTimezone),
  };
}
