// Operator commands for the ledger: reconciliation and a manual adjustment.
import { toMajorText } from '../../../src/domain/money';
import type { OpsCommand } from '../../shared/ops-command';
import type { LedgerCheckReport, LedgerService } from './ledger.service';
import type { WalletAdminService } from './wallet-admin.service';
import { opsActor } from '../../shared/ops-actor';


export function ledgerReportText(report: LedgerCheckReport): string {
  const house = Object.entries(report.houseTotals)
    .map(([name, total]) => `${name} ${toMajorText(total)}`)
    .join(', ');
  const lines = [
    `accounts ${report.accounts}, transfers ${report.transfers}, entries ${report.entries}`,
    `players hold ${toMajorText(report.playerTotal)}; house: ${house || 'none'}; all balances sum to ${toMajorText(report.grandTotal)}`,
    report.violations.length === 0 ? 'Ledger OK.' : `${report.violations.length} violation(s):`,
    ...report.violations.map((violation) => `  ${violation}`),
  ];
  return lines.join('\n');
}

export const ledgerCommands: OpsCommand<LedgerService>[] = [
  {
    name: 'ledger check',
    args: '',
    summary: 'verify entries sum to zero, balances match their entries, no player balance is negative',
    minArgs: 0,
    maxArgs: 0,
    async run(_args, ledger) {
      const text = ledgerReportText(await ledger.check());
      // A thrown error is how a command exits non-zero; the report is its message.
      if (text.includes('violation(s):')) throw new Error(text);
      return text;
    },
  },
];

export const walletCommands: OpsCommand<WalletAdminService>[] = [
  {
    name: 'wallet adjust',
    args: '<username|phone> <amount> <reason...>',
    summary: 'add (or with a minus sign take) major units to a player wallet, against the house adjustments account',
    minArgs: 3,
    maxArgs: 50,
    async run([login = '', amount = '', ...reason], wallet) {
      const done = await wallet.adjust(login, amount, reason.join(' '), opsActor());
      return `Adjusted ${done.username} by ${toMajorText(done.amount)} (transfer ${done.transferId}); wallet now ${toMajorText(done.wallet)}.`;
    },
  },
];
