// SPEC.md §5 deposit rules, as the form checks them before anything is sent (the server checks the
// same again): a plain amount, within the channel's minimum and maximum, and a deposit left today.
import { toMinorUnits } from './money';
import type { PayChannelItem } from './pay.schema';

export type DepositAmountRule = 'wrongAmount' | 'minimumDeposit' | 'limitExceeded' | 'noDepositTimes';

type ChannelLimits = Pick<PayChannelItem, 'minAmount' | 'maxAmount' | 'remainingTimes'>;

/** The first rule the typed amount breaks on this channel, or null when it may be sent. */
export function depositAmountFailure(text: string, channel: ChannelLimits): DepositAmountRule | null {
  if (channel.remainingTimes !== null && channel.remainingTimes <= 0) return 'noDepositTimes';
  const minor = toMinorUnits(text);
  if (minor === null || minor <= 0n) return 'wrongAmount';
  // Compared in minor units, so 10.005-style float edges cannot slip past a limit.
  if (minor < (toMinorUnits(channel.minAmount) ?? 0n)) return 'minimumDeposit';
  const max = toMinorUnits(channel.maxAmount);
  if (max !== null && max > 0n && minor > max) return 'limitExceeded';
  return null;
}

/** The typed amount as it travels (major units), once depositAmountFailure has passed it. */
export function amountOf(text: string): number {
  return Number(text.trim());
}
