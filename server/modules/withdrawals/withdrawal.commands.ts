// Operator commands for withdrawals (issue 8 "Operator command line"): list, approve, reject.
// Every review records who (ops:<the operator's OS user>) and why; approving or rejecting twice,
// or two operators at once, moves the money once (withdrawal.service.ts).
import { toMajorText } from '../../../src/domain/money';
import { TRADE_STATES, type TradeState } from '../../../src/domain/trade';
import type { OpsCommand } from '../../shared/ops-command';
import type { WithdrawalRow } from './withdrawal.repository';
import { WithdrawalError, type WithdrawalService } from './withdrawal.service';
import { opsActor } from '../../shared/ops-actor';

const LIST_LIMIT = 50;
/** Reasons and notes are words on the command line; more than this many is a mistake. */
const MAX_WORDS = 60;

function parseId(text: string): number {
  const id = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(id) || id < 1) throw new WithdrawalError(`"${text}" is not a withdrawal id.`);
  return id;
}

function line(row: WithdrawalRow): string {
  return [
    String(row.id).padStart(6),
    row.orderNo,
    `player ${row.playerId}`,
    toMajorText(row.amount).padStart(12),
    row.state.padEnd(13),
    `${row.bankName} ${row.holder} ****${row.account.slice(-4)}`,
    row.createdAt.toISOString(),
    row.reviewedBy ? `by ${row.reviewedBy}${row.reason ? `: ${row.reason}` : row.reviewNote ? `: ${row.reviewNote}` : ''}` : '',
  ]
    .join('  ')
    .trimEnd();
}

export const withdrawalCommands: OpsCommand<WithdrawalService>[] = [
  {
    name: 'withdraw list',
    args: `[${TRADE_STATES.join('|')}|all]`,
    summary: `list withdrawal requests: pending review (oldest first) unless a state or all is named; at most ${LIST_LIMIT}`,
    minArgs: 0,
    maxArgs: 1,
    async run([which = 'pendingReview'], withdrawals) {
      if (which !== 'all' && !(TRADE_STATES as readonly string[]).includes(which)) {
        throw new WithdrawalError(`Unknown state "${which}"; use one of ${TRADE_STATES.join(', ')} or all.`);
      }
      const rows = await withdrawals.list(which === 'all' ? undefined : (which as TradeState), LIST_LIMIT);
      return rows.length === 0 ? 'No withdrawal requests.' : rows.map(line).join('\n');
    },
  },
  {
    name: 'withdraw approve',
    args: '<id> [note]',
    summary: 'pay a pending withdrawal out of its hold (once, however often it is run)',
    minArgs: 1,
    maxArgs: 1 + MAX_WORDS,
    async run([id = '', ...note], withdrawals) {
      const { row, changed } = await withdrawals.approve(parseId(id), opsActor(), note.join(' ').trim());
      return changed ? `Approved: ${line(row)}` : `Already approved, nothing moved: ${line(row)}`;
    },
  },
  {
    name: 'withdraw reject',
    args: '<id> <reason>',
    summary: 'return a pending withdrawal to the wallet; the player sees the reason',
    minArgs: 2,
    maxArgs: 1 + MAX_WORDS,
    async run([id = '', ...reason], withdrawals) {
      const { row, changed } = await withdrawals.reject(parseId(id), opsActor(), reason.join(' '));
      return changed ? `Rejected: ${line(row)}` : `Already rejected, nothing moved: ${line(row)}`;
    },
  },
];
