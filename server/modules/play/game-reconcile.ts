// `npm run ops -- game reconcile [player]`: what each maker says it holds for a player beside what
// the ledger's game wallet says, and the difference. After every completed transfer out the two
// are 0 together; between, rounds not yet synced make them differ for a few seconds (the command
// syncs first). A lasting difference is for an operator: the transfers' last errors say why.
import { toMajorText } from '../../../src/domain/money';
import type { MakerRegistry } from '../../makers/maker-registry';
import type { MakerTransferLedger } from './maker-transfers';
import type { RoundSync } from './round-sync';
import { messageOf } from '../../shared/error-message';

/** The accounts module's operator lookup (players.find). */
export interface ReconcilePlayers {
  find(login: string): Promise<{ id: number; username: string }>;
}

export interface ReconcileLine {
  playerId: number;
  maker: string;
  ledger: bigint;
  /** Null when the maker did not answer. */
  makerBalance: bigint | null;
  error: string;
}

export class GameReconciler {
  constructor(private readonly deps: { ledger: Pick<MakerTransferLedger, 'gameWallets'>; makers: MakerRegistry; roundSync: RoundSync; players: ReconcilePlayers }) {}

  /** Every game wallet at a registered maker (one player's when named), with the maker's own figure. */
  async compare(login?: string): Promise<ReconcileLine[]> {
    const playerId = login === undefined ? null : (await this.deps.players.find(login)).id;
    const makers = this.deps.makers.codes();
    for (const code of makers) {
      // Best effort: a maker down now shows below as not answering.
      await this.deps.roundSync.syncMaker(code).catch(() => undefined);
    }
    const lines: ReconcileLine[] = [];
    for (const wallet of await this.deps.ledger.gameWallets(playerId, makers)) {
      const adapter = this.deps.makers.get(wallet.maker);
      if (!adapter) continue;
      try {
        lines.push({ playerId: wallet.playerId, maker: wallet.maker, ledger: wallet.balance, makerBalance: await adapter.balance(wallet.playerId), error: '' });
      } catch (error) {
        lines.push({ playerId: wallet.playerId, maker: wallet.maker, ledger: wallet.balance, makerBalance: null, error: messageOf(error) });
      }
    }
    return lines;
  }
}

export function reconcileText(lines: readonly ReconcileLine[]): { text: string; differences: number } {
  const differing = lines.filter((line) => line.makerBalance !== line.ledger);
  const rows = differing.map((line) =>
    [
      `player ${line.playerId}`.padEnd(14),
      line.maker.padEnd(10),
      `ledger ${toMajorText(line.ledger)}`.padEnd(22),
      line.makerBalance === null ? `maker did not answer: ${line.error}` : `maker ${toMajorText(line.makerBalance)}  difference ${toMajorText(line.makerBalance - line.ledger)}`,
    ].join('  '),
  );
  const head = `${lines.length} game wallet(s) compared, ${differing.length} difference(s)${differing.length === 0 ? ': the ledger and the makers agree.' : ':'}`;
  return { text: [head, ...rows].join('\n'), differences: differing.length };
}
