// Manual deposits: the player transfers to one of the operator's payee accounts and submits the
// details with a receipt photo; the order waits for review. An operator approves it (the wallet is
// credited through the ledger in the same transaction as the state change, exactly once however
// often the command is repeated) or rejects it with a reason the player reads.
import type { ManualDepositInput } from '../../../src/domain/pay';
import type { PayeeAccountItem } from '../../../src/domain/pay.schema';
import { toMajorText, toMinorUnits } from '../../../src/domain/money';
import { systemClock, type Clock } from '../../clock';
import type { AppDatabase, AppTransaction } from '../../db/client';
import { ApiError, invalid, refused } from '../../errors';
import type { Outcome } from '../../shared/outcome';
import { depositReference, nothingElse, type DepositCredited, type DepositLedger } from './deposit-ledger';
import type { DepositOrder, DepositOrderRepository, NewDepositOrder } from './deposit-order.repository';
import type { DepositLimitGuard, DepositSiteReader } from './deposit.service';
import { newOrderNo } from './order-number';
import type { PaymentCatalogueService } from './payment-catalogue';

/** What a manual deposit may be: from one peso up to this (an operator checks every one by eye). */
export const MANUAL_MIN_AMOUNT = 100n;
export const MANUAL_MAX_AMOUNT = 100_000_000n;
/** A transfer is reported within this long after it was made, and not in the future (clock skew aside). */
const DEPOSIT_TIME_PAST_MS = 7 * 24 * 60 * 60 * 1000;
const DEPOSIT_TIME_SKEW_MS = 10 * 60 * 1000;
/** Account numbers and e-wallet numbers: digits, letters, spaces and dashes. */
const PAYER_ACCOUNT = /^[0-9A-Za-z][0-9A-Za-z -]{3,39}$/;

export interface ReceiptOwnership {
  ownsUrl(playerId: number, url: string): Promise<boolean>;
}

export interface ManualDepositDeps {
  db: AppDatabase;
  orders: DepositOrderRepository;
  catalogue: PaymentCatalogueService;
  site: DepositSiteReader;
  receipts: ReceiptOwnership;
  ledger: DepositLedger;
  /** Default: nothing else happens. */
  credited?: DepositCredited;
  limits?: DepositLimitGuard;
  now?: Clock;
}

export type ReviewOutcome = { changed: true; order: DepositOrder } | { changed: false; order: DepositOrder };

export class ManualDepositService {
  private readonly now: Clock;
  constructor(private readonly deps: ManualDepositDeps) {
    this.now = deps.now ?? systemClock;
  }

  private async open(): Promise<void> {
    if (!(await this.deps.site.getWalletSettings()).manualDepositOpenStatus) throw refused('server.pay.manualDepositClosed');
  }

  async payees(): Promise<PayeeAccountItem[]> {
    await this.open();
    const country = String(await this.deps.site.getSiteSetting('countryCode'));
    return (await this.deps.catalogue.payees(country)).map(({ id, bankName, accountName, accountNumber, icon }) => ({
      id,
      bankName,
      accountName,
      accountNumber,
      icon,
    }));
  }

  /**
   * Checks a submission (flag, payee, payer account, time, amount, receipt ownership) outside any
   * transaction: the order to insert, or the refusal to raise inside the idempotent run, so a
   * replay still answers its saved reply.
   */
  async plan(playerId: number, input: ManualDepositInput): Promise<Outcome<NewDepositOrder>> {
    try {
      return { ok: true, value: await this.check(playerId, input) };
    } catch (error) {
      if (error instanceof ApiError) return { ok: false, error };
      throw error;
    }
  }

  private async check(playerId: number, input: ManualDepositInput): Promise<NewDepositOrder> {
    await this.open();
    const country = String(await this.deps.site.getSiteSetting('countryCode'));
    const payee = (await this.deps.catalogue.payees(country)).find((row) => row.id === input.payeeAccountId);
    if (!payee) throw invalid('server.pay.payeeUnknown');
    const payerAccount = input.memberBankAccount.trim();
    if (!PAYER_ACCOUNT.test(payerAccount)) throw invalid('server.pay.payerAccountInvalid');
    const age = this.now().getTime() - input.depositTime;
    if (!Number.isFinite(input.depositTime) || age > DEPOSIT_TIME_PAST_MS || age < -DEPOSIT_TIME_SKEW_MS) {
      throw invalid('server.pay.depositTimeInvalid');
    }
    const amount = toMinorUnits(input.amount);
    if (amount === null || amount <= 0n) throw invalid('server.pay.wrongAmount');
    if (amount < MANUAL_MIN_AMOUNT) throw refused('server.pay.minAmount', { amount: toMajorText(MANUAL_MIN_AMOUNT) });
    if (amount > MANUAL_MAX_AMOUNT) throw refused('server.pay.limitExceeded', { amount: toMajorText(MANUAL_MAX_AMOUNT) });
    if (!(await this.deps.receipts.ownsUrl(playerId, input.receiptUrl))) throw invalid('server.pay.receiptRequired');
    return {
      orderNo: '',
      playerId,
      source: 'manual',
      amount,
      state: 'pendingReview',
      payeeAccountId: payee.id,
      payerAccount,
      depositTime: new Date(input.depositTime),
      receiptUrl: input.receiptUrl,
    };
  }

  /** Inserts the planned order on the caller's transaction, numbered and timed now, within the player's deposit limits. */
  async submit(planned: NewDepositOrder, tx: AppTransaction): Promise<DepositOrder> {
    await this.deps.limits?.guardDeposit(planned.playerId, planned.amount, tx);
    const now = this.now();
    return this.deps.orders.insert({ ...planned, orderNo: newOrderNo(now), createdAt: now, updatedAt: now }, tx);
  }

  /** Orders awaiting review, newest first. */
  async pending(limit = 50): Promise<DepositOrder[]> {
    return this.deps.orders.listByStates(['pendingReview'], limit);
  }

  async recent(limit = 50): Promise<DepositOrder[]> {
    return this.deps.orders.listByStates(['pendingReview', 'pendingPayment', 'done', 'failed'], limit);
  }

  /** Credits a pending manual deposit. A repeat finds it done and changes nothing. */
  async approve(id: number, actor: string): Promise<ReviewOutcome> {
    return this.deps.db.transaction(async (tx) => {
      const order = await this.reviewable(id, tx);
      if (order.state !== 'pendingReview') return { changed: false, order };
      await this.deps.ledger.transfer(
        {
          kind: 'deposit',
          from: { house: 'cashIn' },
          to: { playerId: order.playerId, purpose: 'wallet' },
          amount: order.amount,
          reference: depositReference(order.orderNo),
          memo: 'manual deposit',
          actor,
        },
        tx,
      );
      await this.deps.orders.settle(order.id, 'pendingReview', { state: 'done', operator: actor }, this.now(), tx);
      await (this.deps.credited ?? nothingElse)({ playerId: order.playerId, orderNo: order.orderNo, amount: order.amount }, tx);
      return { changed: true, order: { ...order, state: 'done', operator: actor } };
    });
  }

  /** Fails a pending manual deposit with the reason the player reads. A repeat changes nothing. */
  async reject(id: number, reason: string, actor: string): Promise<ReviewOutcome> {
    const text = reason.trim();
    if (text === '') throw new Error('A rejection needs a reason the player can read.');
    if (text.length > 200) throw new Error('Keep the reason under 200 characters.');
    return this.deps.db.transaction(async (tx) => {
      const order = await this.reviewable(id, tx);
      if (order.state !== 'pendingReview') return { changed: false, order };
      await this.deps.orders.settle(order.id, 'pendingReview', { state: 'failed', reason: text, operator: actor }, this.now(), tx);
      return { changed: true, order: { ...order, state: 'failed', reason: text, operator: actor } };
    });
  }

  private async reviewable(id: number, tx: AppTransaction): Promise<DepositOrder> {
    const order = await this.deps.orders.lockById(id, tx);
    if (!order) throw new Error(`No deposit order ${id}.`);
    if (order.source !== 'manual') throw new Error(`Deposit order ${id} is an automatic one; its gateway settles it.`);
    return order;
  }
}
