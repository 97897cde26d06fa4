// Operator commands for play: compare what each maker holds with the ledger's game wallets.
import type { OpsCommand } from '../../shared/ops-command';
import { reconcileText, type GameReconciler } from './game-reconcile';

export const playCommands: OpsCommand<GameReconciler>[] = [
  {
    name: 'game reconcile',
    args: '[username|phone]',
    summary: "compare each game maker's balance with the ledger's game wallet (every player's, or one) and print the differences",
    minArgs: 0,
    maxArgs: 1,
    async run([login], reconciler) {
      const { text, differences } = reconcileText(await reconciler.compare(login));
      // A thrown error is how a command exits non-zero; the report is its message.
      if (differences > 0) throw new Error(text);
      return text;
    },
  },
];
