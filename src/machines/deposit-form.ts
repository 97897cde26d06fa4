// The deposit form's names and rules, shared by the deposit machine and its screen: what it is
// started with, what it holds, what the screen sends, and what a filled form would send.
import { amountOf, depositAmountFailure, type DepositAmountRule } from '../domain/deposit-rules';
import type { AmountList, BudgetAmountReply, PayBankItem, PayChannelItem, PayMethodItem } from '../domain/pay.schema';
import { navigate } from '../services/navigation';
import type { ChargeRequest } from '../services/pay.api';
import type { DepositOrder, OpenPage } from './deposit-order.machine';
import type { PreviewReport } from './deposit-preview.machine';

export interface DepositInput {
  /** depositAmountListStatus: show the quick amounts. */
  amountList: boolean;
  /** The balance to refresh after a deposit (the session's wallet summary). */
  wallet: { send(event: { type: 'REFRESH' }): void };
  /** Makes the Idempotency-Key; default crypto.randomUUID. */
  makeKey?: () => string;
  /** Moves to the order's page once it exists (default: navigation). */
  open?: OpenPage;
  now?: () => number;
}

export interface DepositContext {
  amountList: boolean;
  wallet: DepositInput['wallet'];
  makeKey: () => string;
  open: OpenPage;
  now: () => number;
  methods: PayMethodItem[];
  amounts: AmountList;
  methodId: number | null;
  channels: PayChannelItem[];
  channelId: number | null;
  banks: PayBankItem[];
  bankCode: string | null;
  amountText: string;
  invalid: DepositAmountRule | null;
  budget: BudgetAmountReply | null;
  /** The Idempotency-Key of the attempt under way; null until the first send of an attempt. */
  key: string | null;
  order: DepositOrder | null;
  error: string | null;
}

export type DepositEvent =
  | { type: 'CHOOSE_METHOD'; methodId: number }
  | { type: 'CHOOSE_CHANNEL'; channelId: number }
  | { type: 'CHOOSE_BANK'; bankCode: string }
  | { type: 'SET_AMOUNT'; text: string }
  | { type: 'SUBMIT' }
  | { type: 'RETRY' }
  /** "I have paid": ask the order's status now. */
  | { type: 'CHECK_NOW' }
  /** From the preview: what the typed amount costs and brings. */
  | PreviewReport
  /** From the order's call: no reply said whether the order was made. */
  | { type: 'CALL_IN_DOUBT'; error: unknown };

export const channelOf = (context: Pick<DepositContext, 'channels' | 'channelId'>): PayChannelItem | undefined =>
  context.channels.find((channel) => channel.id === context.channelId);

/** What the form would send, or null while something is missing. */
export function chargeRequestOf(context: DepositContext): ChargeRequest | null {
  const channel = channelOf(context);
  if (!channel || depositAmountFailure(context.amountText, channel) !== null) return null;
  if (channel.needsBank && !context.bankCode) return null;
  const base = { channel: channel.channel, channelId: channel.id, amount: amountOf(context.amountText) };
  return channel.needsBank && context.bankCode ? { ...base, bankCode: context.bankCode } : base;
}

/** The first channel a player can still use today, else the first. */
export const firstUsable = (channels: PayChannelItem[]): PayChannelItem | undefined =>
  channels.find((channel) => channel.remainingTimes === null || channel.remainingTimes > 0) ?? channels[0];

/** A new form: nothing chosen, typed or sent yet. */
export const depositContextOf = (input: DepositInput): DepositContext => ({
  amountList: input.amountList,
  wallet: input.wallet,
  makeKey: input.makeKey ?? (() => crypto.randomUUID()),
  open: input.open ?? navigate,
  now: input.now ?? Date.now,
  methods: [],
  amounts: [],
  methodId: null,
  channels: [],
  channelId: null,
  banks: [],
  bankCode: null,
  amountText: '',
  invalid: null,
  budget: null,
  key: null,
  order: null,
  error: null,
});
