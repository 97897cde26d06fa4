// Operator commands of the payments module: review manual deposits (every action recorded with
// who did it), and read or change the channels' limits and switches (logged with who and why).
import { toMajorText, toMinorUnits } from '../../../src/domain/money';
import { listCommand, type OpsCommand } from '../../shared/ops-command';
import { opsActor } from '../../shared/ops-actor';
import type { DepositOrder } from './deposit-order.repository';
import type { DepositService } from './deposit.service';
import type { ManualDepositService } from './manual-deposit.service';
import type { PaymentCatalogueService } from './payment-catalogue';
import type { ChannelChange, PayChannel } from './payment-catalogue.repository';

export interface PaymentCommandNeeds {
  deposits: DepositService;
  manualDeposits: ManualDepositService;
  paymentCatalogue: PaymentCatalogueService;
}


function orderLine(order: DepositOrder): string {
  const parts = [
    `#${order.id}`,
    order.orderNo,
    order.source,
    order.state,
    `player ${order.playerId}`,
    toMajorText(order.amount),
    order.createdAt.toISOString(),
  ];
  if (order.source === 'manual') parts.push(`payer ${order.payerAccount ?? ''}`, `paid ${order.depositTime?.toISOString() ?? ''}`, `receipt ${order.receiptUrl ?? ''}`);
  if (order.reason) parts.push(`reason "${order.reason}"`);
  if (order.operator) parts.push(`by ${order.operator}`);
  return parts.join('  ');
}

function readId(raw: string): number {
  if (!/^\d{1,15}$/.test(raw)) throw new Error(`"${raw}" is not an order id (the number after # in \`deposit list\`).`);
  return Number(raw);
}

function channelLine(channel: PayChannel, methodName: string): string {
  return [
    `${channel.channel} (#${channel.id}, ${methodName} / ${channel.name})`,
    channel.enabled ? 'on' : 'off',
    `min ${toMajorText(channel.minAmount)}`,
    `max ${toMajorText(channel.maxAmount)}`,
    `dailyTimes ${channel.dailyTimes ?? 'none'}`,
    `fee ${channel.feeBasisPoints} bp`,
    `payMinutes ${channel.payMinutes}`,
    `quick ${channel.quickAmounts.map((amount) => toMajorText(BigInt(amount))).join(',')}`,
    channel.needsBank ? 'needs bank' : '',
  ]
    .filter(Boolean)
    .join('  ');
}

function readMoney(raw: string): bigint {
  const minor = toMinorUnits(raw);
  if (minor === null || minor <= 0n) throw new Error(`"${raw}" is not an amount (e.g. 500 or 99.50).`);
  return minor;
}

function readWhole(raw: string, min: number, max: number): number {
  if (!/^\d{1,6}$/.test(raw) || Number(raw) < min || Number(raw) > max) throw new Error(`"${raw}" must be a whole number from ${min} to ${max}.`);
  return Number(raw);
}

/** The settable fields: the change they make, and how the value reads in the log. */
const CHANNEL_FIELDS: Record<string, (raw: string, channel: PayChannel) => { change: ChannelChange; before: string; after: string }> = {
  min: (raw, channel) => ({ change: { minAmount: readMoney(raw) }, before: toMajorText(channel.minAmount), after: toMajorText(readMoney(raw)) }),
  max: (raw, channel) => ({ change: { maxAmount: readMoney(raw) }, before: toMajorText(channel.maxAmount), after: toMajorText(readMoney(raw)) }),
  dailyTimes: (raw, channel) => {
    const value = raw === 'none' ? null : readWhole(raw, 0, 1000);
    return { change: { dailyTimes: value }, before: String(channel.dailyTimes ?? 'none'), after: String(value ?? 'none') };
  },
  fee: (raw, channel) => ({ change: { feeBasisPoints: readWhole(raw, 0, 10_000) }, before: `${channel.feeBasisPoints} bp`, after: `${readWhole(raw, 0, 10_000)} bp` }),
  payMinutes: (raw, channel) => ({ change: { payMinutes: readWhole(raw, 1, 1440) }, before: String(channel.payMinutes), after: raw }),
  quick: (raw, channel) => {
    const amounts = raw === 'none' ? [] : raw.split(',').map((part) => readMoney(part.trim()));
    if (amounts.length > 12) throw new Error('At most 12 quick amounts.');
    return {
      change: { quickAmounts: amounts.map(String) },
      before: channel.quickAmounts.map((amount) => toMajorText(BigInt(amount))).join(',') || 'none',
      after: amounts.map(toMajorText).join(',') || 'none',
    };
  },
  enabled: (raw, channel) => {
    if (raw !== 'on' && raw !== 'off') throw new Error('enabled takes on or off.');
    return { change: { enabled: raw === 'on' }, before: channel.enabled ? 'on' : 'off', after: raw };
  },
};

export const paymentCommands: OpsCommand<PaymentCommandNeeds>[] = [
  {
    name: 'deposit list',
    args: '[all]',
    summary: 'manual deposits awaiting review (all: the latest orders of every state); expires overdue orders first',
    minArgs: 0,
    maxArgs: 1,
    async run([scope], { deposits, manualDeposits }) {
      if (scope !== undefined && scope !== 'all') throw new Error('deposit list takes nothing or "all".');
      const expired = await deposits.expireOverdue();
      const orders = scope === 'all' ? await manualDeposits.recent() : await manualDeposits.pending();
      const lines = orders.length === 0 ? ['No deposits awaiting review.'] : orders.map(orderLine);
      return [...(expired > 0 ? [`Expired ${expired} unpaid order(s).`] : []), ...lines].join('\n');
    },
  },
  {
    name: 'deposit approve',
    args: '<id>',
    summary: 'credit a manual deposit to the player\'s wallet (once, however often repeated)',
    minArgs: 1,
    maxArgs: 1,
    async run([raw = ''], { manualDeposits }) {
      const outcome = await manualDeposits.approve(readId(raw), opsActor());
      return outcome.changed
        ? `Approved: ${orderLine(outcome.order)}`
        : `Unchanged: deposit #${outcome.order.id} is already ${outcome.order.state}${outcome.order.operator ? ` (by ${outcome.order.operator})` : ''}.`;
    },
  },
  {
    name: 'deposit reject',
    args: '<id> <reason>',
    summary: 'refuse a manual deposit; the player reads the reason',
    minArgs: 2,
    maxArgs: 2,
    async run([raw = '', reason = ''], { manualDeposits }) {
      const outcome = await manualDeposits.reject(readId(raw), reason, opsActor());
      return outcome.changed
        ? `Rejected: ${orderLine(outcome.order)}`
        : `Unchanged: deposit #${outcome.order.id} is already ${outcome.order.state}${outcome.order.operator ? ` (by ${outcome.order.operator})` : ''}.`;
    },
  },
  listCommand({
    name: 'pay channel list',
    summary: 'payment channels with their limits, fee, quick amounts and switch',
    rows: ({ paymentCatalogue }) => paymentCatalogue.allChannels(),
    none: 'No payment channels.',
    line: ({ channel, method }) => channelLine(channel, method?.name ?? '?'),
  }),
  {
    name: 'pay channel set',
    args: '<channel> <min|max|dailyTimes|fee|payMinutes|quick|enabled> <value> <reason>',
    summary: 'change a channel (amounts in major units, dailyTimes a number or none, fee in basis points, quick "100,200", enabled on|off)',
    minArgs: 4,
    maxArgs: 4,
    async run([name = '', field = '', value = '', reason = ''], { paymentCatalogue }) {
      const found = (await paymentCatalogue.allChannels()).find(({ channel }) => channel.channel === name);
      if (!found) throw new Error(`No channel "${name}" (see \`pay channel list\`).`);
      const read = CHANNEL_FIELDS[field];
      if (!read) throw new Error(`Unknown field "${field}"; one of ${Object.keys(CHANNEL_FIELDS).join(', ')}.`);
      if (reason.trim() === '') throw new Error('Say why (the last argument); it is kept with the change.');
      const { change, before, after } = read(value, found.channel);
      const min = change.minAmount ?? found.channel.minAmount;
      const max = change.maxAmount ?? found.channel.maxAmount;
      if (max < min) throw new Error(`The maximum (${toMajorText(max)}) cannot be below the minimum (${toMajorText(min)}).`);
      const text = `${name} ${field} ${before} -> ${after}`;
      const actor = opsActor();
      await paymentCatalogue.changeChannel(found.channel.id, change, { actor, change: text, reason: reason.trim() });
      return `${text} (by ${actor}: ${reason.trim()})`;
    },
  },
];
