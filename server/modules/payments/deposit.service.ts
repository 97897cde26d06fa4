// Automatic deposits: the channel list with a player's remaining deposits today, the budget, order
// creation through the channel's gateway, the order's status, and the gateway's notification that
// settles it. Crediting goes through the ledger on the same transaction as the order's change, so
// an order is done exactly when its money arrived, and a replayed notification moves nothing.
//
// Expiry: an order still awaiting payment after its end time is failed with reason "expired". It
// is done on read (the status route, which the deposit screen polls), when a late notification
// arrives (which is then refused, so a real gateway refunds), and by the operator's
// `deposit list` sweep; no timer is needed, since nothing but those reads ever looks at an order.
import type { OrderStatusReply, PayChannelItem } from '../../../src/domain/pay.schema';
import { toMajorUnits } from '../../../src/domain/money';
import type { WalletParamsReply } from '../../../src/domain/wallet-params.schema';
import { systemClock, type Clock } from '../../clock';
import type { AppDatabase, AppTransaction } from '../../db/client';
import { ApiError, refused } from '../../errors';
import type { Outcome } from '../../shared/outcome';
import { depositReference, nothingElse, type DepositCredited, type DepositLedger } from './deposit-ledger';
import type { DepositOrder, DepositOrderRepository } from './deposit-order.repository';
import { channelFee, limitRefusal, siteDayStart } from './deposit-rules';
import { ORDER_NO_PATTERN, newOrderNo } from './order-number';
import type { PaymentCatalogueService } from './payment-catalogue';
import type { PayChannel } from './payment-catalogue.repository';
import type { PaymentGateway } from './payment-gateway';

export interface DepositSiteReader {
  getSiteSetting(key: string): Promise<unknown>;
  getWalletSettings(): Promise<WalletParamsReply>;
}

/** Where the gateway sends the payer back to: the web app's deposit result page. */
export function depositReturnUrl(orderNo: string): string {
  return `/pages/account/myWallet/depositResult?orderNo=${encodeURIComponent(orderNo)}`;
}

/** The platform's own failure reasons, stored as these words and shown in the player's language. */
export const DEPOSIT_REASONS = { declined: 'declined', expired: 'expired' } as const;

export interface ChargeRequest {
  /** The {channel} path segment. */
  channel: string;
  channelId: number;
  amount: bigint;
  bankCode: string | null;
  /** /charge for channels without a bank, /recharge for those that ask for one. */
  call: 'charge' | 'recharge';
}

/** What planOrder read for createOrder. */
export interface OrderPlan {
  playerId: number;
  amount: bigint;
  bankCode: string | null;
  channel: PayChannel;
  gateway: PaymentGateway;
  dayStart: Date;
  currencyCode: string;
  merchantName: string;
}

export interface CreatedOrder {
  orderNo: string;
  payUrl: string;
  endTime: Date;
}

/** Why a notification was not taken; nothing changed (or only the order's expiry). */
export class NotificationRefused extends Error {
  override name = 'NotificationRefused';
}

export type NotificationOutcome = 'credited' | 'declined' | 'alreadySettled';

/** The safety module's deposit limits: refuses, inside the deposit's transaction, one past a limit. */
export interface DepositLimitGuard {
  guardDeposit(playerId: number, amount: bigint, tx: AppTransaction): Promise<void>;
}

export interface DepositServiceDeps {
  db: AppDatabase;
  orders: DepositOrderRepository;
  catalogue: PaymentCatalogueService;
  site: DepositSiteReader;
  gateways: readonly PaymentGateway[];
  ledger: DepositLedger;
  /** Default: nothing else happens. */
  credited?: DepositCredited;
  limits?: DepositLimitGuard;
  now?: Clock;
}

export class DepositService {
  private readonly db: AppDatabase;
  private readonly orders: DepositOrderRepository;
  private readonly catalogue: PaymentCatalogueService;
  private readonly site: DepositSiteReader;
  private readonly gateways: ReadonlyMap<string, PaymentGateway>;
  private readonly ledger: DepositLedger;
  private readonly credited: DepositCredited;
  private readonly limits: DepositLimitGuard | undefined;
  private readonly now: Clock;

  constructor(deps: DepositServiceDeps) {
    this.limits = deps.limits;
    this.db = deps.db;
    this.orders = deps.orders;
    this.catalogue = deps.catalogue;
    this.site = deps.site;
    this.gateways = new Map(deps.gateways.map((gateway) => [gateway.name, gateway]));
    this.ledger = deps.ledger;
    this.credited = deps.credited ?? nothingElse;
    this.now = deps.now ?? systemClock;
  }

  private async autoDepositOpen(): Promise<void> {
    if (!(await this.site.getWalletSettings()).autoDepositFunctionStatus) throw refused('server.pay.autoDepositClosed');
  }

  private async dayStart(): Promise<Date> {
    return siteDayStart(this.now(), Number(await this.site.getSiteSetting('countryTimezone')));
  }

  /** The channels of a method with this player's remaining deposits today. */
  async channelItems(playerId: number, methodId: number): Promise<PayChannelItem[]> {
    await this.autoDepositOpen();
    const channels = await this.catalogue.channelsOf(methodId);
    const used = channels.length === 0 ? new Map<number, number>() : await this.orders.countsByChannelSince(playerId, await this.dayStart());
    return channels.map((channel) => ({
      id: channel.id,
      methodId: channel.methodId,
      name: channel.name,
      channel: channel.channel,
      minAmount: toMajorUnits(channel.minAmount),
      maxAmount: toMajorUnits(channel.maxAmount),
      dailyTimes: channel.dailyTimes,
      remainingTimes: channel.dailyTimes === null ? null : Math.max(0, channel.dailyTimes - (used.get(channel.id) ?? 0)),
      needsBank: channel.needsBank,
    }));
  }

  /** The quick amounts (minor units): one channel's, or every open channel's; none when the flag is off. */
  async amountList(channelId: number | undefined): Promise<bigint[]> {
    if (!(await this.site.getWalletSettings()).depositAmountListStatus) return [];
    const channels =
      channelId === undefined
        ? (await this.catalogue.allChannels()).filter(({ channel }) => channel.enabled).map(({ channel }) => channel)
        : [await this.catalogue.openChannel(channelId)].filter((channel) => channel !== undefined);
    const amounts = new Set(channels.flatMap((channel) => channel.quickAmounts));
    return [...amounts].map((amount) => BigInt(amount)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  }

  /** What the player pays, the channel's fee, and what arrives in the wallet (minor units). */
  async budget(channelId: number, amount: bigint): Promise<{ amount: bigint; fee: bigint; arrivalAmount: bigint }> {
    const channel = await this.requireChannel(channelId);
    const refusal = limitRefusal(amount, channel);
    if (refusal) throw refusal;
    const fee = channelFee(amount, channel.feeBasisPoints);
    return { amount, fee, arrivalAmount: amount - fee };
  }

  private async requireChannel(channelId: number): Promise<PayChannel> {
    const channel = await this.catalogue.openChannel(channelId);
    if (!channel) throw refused('server.pay.channelUnavailable');
    return channel;
  }

  /**
   * Everything an order needs that is read outside its transaction (the flag, the channel, its
   * bank, the limits, the site's name and currency, all from memory): an order plan, or the
   * refusal to raise inside the idempotent run, so a replay still answers its saved reply. On
   * PGlite nothing may query outside a running transaction, so these reads come first.
   */
  async planOrder(playerId: number, request: ChargeRequest): Promise<Outcome<OrderPlan>> {
    try {
      await this.autoDepositOpen();
      const channel = await this.requireChannel(request.channelId);
      if (channel.channel !== request.channel) throw refused('server.pay.channelUnavailable');
      if (channel.needsBank !== (request.call === 'recharge')) throw refused('server.pay.channelUnavailable');
      if (channel.needsBank) {
        const banks = await this.catalogue.banksOf(channel.id);
        if (!banks.some((bank) => bank.bankCode === request.bankCode)) throw refused('server.pay.bankRequired');
      }
      const refusal = limitRefusal(request.amount, channel);
      if (refusal) throw refusal;
      const gateway = this.gateways.get(channel.gateway);
      if (!gateway) throw refused('server.pay.channelUnavailable');
      return {
        ok: true,
        value: {
          playerId,
          amount: request.amount,
          bankCode: channel.needsBank ? request.bankCode : null,
          channel,
          gateway,
          dayStart: await this.dayStart(),
          currencyCode: String(await this.site.getSiteSetting('currencyCode')),
          merchantName: String(await this.site.getSiteSetting('websiteName')),
        },
      };
    } catch (error) {
      if (error instanceof ApiError) return { ok: false, error };
      throw error;
    }
  }

  /** Creates the planned order on the caller's transaction (the idempotent run's), checking today's deposits. */
  async createOrder(plan: OrderPlan, tx: AppTransaction): Promise<CreatedOrder> {
    const { channel, playerId } = plan;
    // One order at a time per player, so two at once cannot both take the day's last deposit.
    await this.orders.lockPlayer(playerId, tx);
    if (channel.dailyTimes !== null) {
      const used = await this.orders.countSince(playerId, channel.id, plan.dayStart, tx);
      if (used >= channel.dailyTimes) throw refused('server.pay.noDepositTimes');
    }
    await this.limits?.guardDeposit(playerId, plan.amount, tx);
    const now = this.now();
    const endTime = new Date(now.getTime() + channel.payMinutes * 60_000);
    const order = await this.orders.insert(
      {
        orderNo: newOrderNo(now),
        playerId,
        source: 'auto',
        amount: plan.amount,
        fee: channelFee(plan.amount, channel.feeBasisPoints),
        state: 'pendingPayment',
        channelId: channel.id,
        bankCode: plan.bankCode,
        endTime,
        createdAt: now,
        updatedAt: now,
      },
      tx,
    );
    // A real gateway is an HTTP call made inside the transaction: if it fails, no order is left
    // behind that the player was never told about.
    const { payUrl } = await plan.gateway.createOrder({
      orderNo: order.orderNo,
      payAmount: order.amount,
      currencyCode: plan.currencyCode,
      merchantName: plan.merchantName,
      bankCode: order.bankCode,
      endTime,
      returnUrl: depositReturnUrl(order.orderNo),
    });
    await this.orders.setPayUrl(order.id, payUrl, tx);
    return { orderNo: order.orderNo, payUrl, endTime };
  }

  /** The player's own order (expired first if its time is up); another player's reads as missing. */
  async ownOrder(playerId: number, orderNo: string): Promise<DepositOrder> {
    const order = ORDER_NO_PATTERN.test(orderNo) ? await this.orders.findByOrderNo(orderNo) : undefined;
    if (!order || order.playerId !== playerId) throw refused('server.pay.orderNotFound');
    if (this.isOverdue(order)) {
      await this.orders.settle(order.id, 'pendingPayment', { state: 'failed', reason: DEPOSIT_REASONS.expired, operator: 'system' }, this.now());
      return (await this.orders.findByOrderNo(orderNo)) ?? order;
    }
    return order;
  }

  /** The status reply, the reason in the caller's words. */
  async orderStatus(playerId: number, orderNo: string, t: (key: string) => string): Promise<OrderStatusReply> {
    const order = await this.ownOrder(playerId, orderNo);
    return {
      orderNo: order.orderNo,
      state: order.state as OrderStatusReply['state'],
      amount: toMajorUnits(order.amount),
      endTime: order.endTime?.getTime() ?? order.createdAt.getTime(),
      reason: reasonText(order.reason, t),
    };
  }

  private isOverdue(order: DepositOrder): boolean {
    return order.state === 'pendingPayment' && order.endTime !== null && order.endTime.getTime() < this.now().getTime();
  }

  /** Sweeps every overdue order to failed (expired); the operator's list runs it first. */
  async expireOverdue(): Promise<number> {
    return this.orders.expireOverdue(this.now(), DEPOSIT_REASONS.expired);
  }

  /**
   * A gateway's notification: checked (signature, order, gateway, amount), then the order is
   * settled once. Anything that does not match changes nothing and is refused; a repeat of what
   * already happened is acknowledged without change, so a gateway retrying stops.
   */
  async handleNotification(gatewayName: string, body: unknown): Promise<NotificationOutcome> {
    const gateway = this.gateways.get(gatewayName);
    if (!gateway) throw new NotificationRefused('unknown gateway');
    const notification = gateway.verifyNotification(body);
    if (!notification) throw new NotificationRefused('invalid signature');
    const channels = await this.catalogue.allChannels();
    const result = await this.db.transaction(async (tx): Promise<NotificationOutcome | NotificationRefused> => {
      const order = await this.orders.lockByOrderNo(notification.orderNo, tx);
      if (!order || order.source !== 'auto') return new NotificationRefused('unknown order');
      const channel = channels.find(({ channel: row }) => row.id === order.channelId)?.channel;
      if (channel?.gateway !== gateway.name) return new NotificationRefused('unknown order');
      if (notification.paidAmount !== order.amount) return new NotificationRefused('amount does not match the order');
      if (order.state !== 'pendingPayment') {
        const same = (order.state === 'done') === (notification.outcome === 'approved');
        return same ? 'alreadySettled' : new NotificationRefused(`order already ${order.state}`);
      }
      const now = this.now();
      const operator = `gateway:${gateway.name}`;
      if (this.isOverdue(order)) {
        // Kept: the order is failed (expired) whatever the gateway says; it is told so, to refund.
        await this.orders.settle(order.id, 'pendingPayment', { state: 'failed', reason: DEPOSIT_REASONS.expired, operator: 'system' }, now, tx);
        return new NotificationRefused('order expired');
      }
      if (notification.outcome === 'declined') {
        await this.orders.settle(order.id, 'pendingPayment', { state: 'failed', reason: DEPOSIT_REASONS.declined, operator, gatewayReference: notification.reference }, now, tx);
        return 'declined';
      }
      await this.ledger.transfer(
        {
          kind: 'deposit',
          from: { house: 'cashIn' },
          to: { playerId: order.playerId, purpose: 'wallet' },
          amount: order.amount - order.fee,
          reference: depositReference(order.orderNo),
          memo: channel.name,
          actor: operator,
        },
        tx,
      );
      await this.orders.settle(order.id, 'pendingPayment', { state: 'done', operator, gatewayReference: notification.reference }, now, tx);
      await this.credited({ playerId: order.playerId, orderNo: order.orderNo, amount: order.amount - order.fee }, tx);
      return 'credited';
    });
    if (result instanceof NotificationRefused) throw result;
    return result;
  }
}

/** A stored reason as the player reads it: the platform's own in their language, an operator's as written. */
export function reasonText(reason: string, t: (key: string) => string): string {
  if (reason === DEPOSIT_REASONS.declined) return t('server.pay.reason.declined');
  if (reason === DEPOSIT_REASONS.expired) return t('server.pay.reason.expired');
  return reason;
}
