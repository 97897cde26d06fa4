// Operator commands for the block list: a blocked address or range gets HTTP 403 on every
// /user-api call, and the web app shows the forbidden page (SPEC.md §8).
import { listCommand, type OpsCommand } from '../../shared/ops-command';
import type { AccessService } from './access.service';
import type { BlockedAddressRow } from './access.repository';

function entryLine(row: BlockedAddressRow): string {
  return `${row.address} (since ${row.createdAt.toISOString()}${row.reason ? `: ${row.reason}` : ''})`;
}

export const accessCommands: OpsCommand<AccessService>[] = [
  {
    name: 'address block',
    args: '<ip|cidr> [reason...]',
    summary: 'refuse every player API call from an address or range (HTTP 403, the forbidden page)',
    minArgs: 1,
    maxArgs: Number.POSITIVE_INFINITY,
    async run([target = '', ...reason], access) {
      const { entry, added } = await access.block(target, reason.join(' '));
      return added ? `Blocked ${entryLine(entry)}.` : `${entry.address} was already blocked: ${entryLine(entry)}.`;
    },
  },
  {
    name: 'address unblock',
    args: '<ip|cidr>',
    summary: 'remove an address or range from the block list, written as it was blocked',
    minArgs: 1,
    maxArgs: 1,
    async run([target = ''], access) {
      return `Unblocked ${entryLine(await access.unblock(target))}.`;
    },
  },
  listCommand({
    name: 'address list',
    summary: 'show the blocked addresses and ranges, oldest first',
    rows: (access) => access.list(),
    none: 'No address is blocked.',
    line: (entry) => `${entry.address.padEnd(24)}  ${entry.createdAt.toISOString()}  ${entry.target ? entry.reason : '(not an address or range: ignored)'}`.trimEnd(),
  }),
];
