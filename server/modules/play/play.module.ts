// The play module's entry: playing a game through the game-maker boundary (issue 9). Sessions and
// maker transfers (tables game_session, maker_transfer), the calls launch / recharge / exit /
// autoExitGame / session / rounds, the round sync and the recovery of transfers left pending, and
// the operator's `game reconcile`. It builds on the wallet module's ledger, the games module's
// catalogue and RoundService, and the makers' adapters (server/makers/maker-registry.ts), each
// handed to it by name and typed by what it uses, so it imports no other module's internals.
// Which money a launch plays comes from one MoneySource (money-source.ts) handed in when play is
// built: the wallet's (WalletMoney, exported here) or, built over it by the promotions module, a
// promotion record's. Play tells that source of rounds recorded with its money and of a recovery
// pass's end, handing it what makers hold (MoneyHeld, MoneyAtMakers); nothing is attached later.
// A seamless-wallet maker's calls to the platform's wallet (debit, credit, rollback, balance; tables
// seamless_transaction, seamless_debit) are served here too, outside /user-api (seamless-wallet.*).
import type { Clock } from '../../clock';
import type { AppDatabase } from '../../db/client';
import type { MakerRegistry } from '../../makers/maker-registry';
import type { Idempotency } from '../../shared/idempotency';
import { forService } from '../../shared/ops-command';
import type { ServerModule } from '../../shared/server-module';
import { GameReconciler, type ReconcilePlayers } from './game-reconcile';
import { MakerTransfers, stderrPlayLog, type MakerTransferLedger, type PlayLog } from './maker-transfers';
import { HeldMoney } from './money-held';
import type { MoneySource } from './money-source';
import { PlayBackground } from './play-background';
import { playCommands } from './play.commands';
import { PlayRepository } from './play.repository';
import playRoutes from './play.routes';
import { PlayService, type PlayCatalogue, type PlayPlayers, type PlayRounds, type PlaySettings } from './play.service';
import { RoundProofs, type RoundReads } from './round-proofs';
import { ROUNDS_PER_CALL_ON_THIS_THREAD, RoundSync, type RoundRecorder } from './round-sync';
import type { SeamlessWalletConfig } from './seamless-wallet-config';
import { SeamlessWalletRepository } from './seamless-wallet.repository';
import seamlessWalletRoutes from './seamless-wallet.routes';
import { SeamlessWallet, type SeamlessWalletDeps } from './seamless-wallet.service';

export { MakerEndpoints } from './maker-endpoints';
export { MakerTransfers, stderrPlayLog, type PlayLog } from './maker-transfers';
export { PENDING_TRANSFER_STALE_MS, PlayBackground, RECOVERY_BATCH, type PlayBackgroundOptions } from './play-background';
export type { PlayableGame, PlayCatalogue, PlayPlayers, PlayService } from './play.service';
export type { LaunchMoney, MoneyAsk, MoneyAtMakers, MoneyHeld, MoneySource } from './money-source';
export { WalletMoney } from './wallet-money';
export type { RoundReads } from './round-proofs';
export type { RoundRecorder } from './round-sync';
export { MAKER_API_PREFIX } from './seamless-wallet.routes';
export { readSeamlessWalletConfig, SEAMLESS_MAKER_CODE, type SeamlessWalletConfig } from './seamless-wallet-config';
export { seamlessDebit, seamlessTransaction } from './seamless-wallet.tables';
export { gameSession, makerEndpoint, makerTransfer } from './play.tables';

export interface PlayModuleDeps {
  db: AppDatabase;
  now: Clock;
  ledger: MakerTransferLedger;
  idempotency: Idempotency;
  catalogue: PlayCatalogue;
  /** The games module's RoundService: record / lastRecorded for the sync, the reads for the proofs, highWater for a launch. */
  rounds: RoundRecorder & RoundReads & PlayRounds;
  /** The accounts module's profile (who the maker is told it is playing). */
  profiles: PlayPlayers;
  /** The accounts module's operator lookup, for `game reconcile <player>`. */
  players: ReconcilePlayers;
  site: PlaySettings;
  makers: MakerRegistry;
  /** Which money a launch plays: WalletMoney, or the promotions module's PromotionMoney over it. */
  money: MoneySource;
  /** Default: JSON lines on stderr. */
  log?: PlayLog;
  /** Told of the players whose rounds the sync recorded (the levels module's check); must not throw. */
  roundsRecorded?: (playerIds: number[]) => Promise<void>;
  /** The seamless-wallet maker whose wallet callbacks are open, and its secret; null or absent: none. */
  seamlessWallet?: SeamlessWalletConfig | null;
  /** A player's break in force (the safety module's gate): a seamless debit is refused during one. */
  breaks: SeamlessWalletDeps['breaks'];
  /** The database runs on this thread (PGlite): the round sync records in slices (round-sync.ts). */
  databaseOnThisThread?: boolean;
}

export function createPlayServices({ db, now, ledger, idempotency, catalogue, rounds, profiles, players, site, makers, money, log = stderrPlayLog, roundsRecorded, seamlessWallet = null, breaks, databaseOnThisThread = false }: PlayModuleDeps) {
  const repository = new PlayRepository(db);
  const held = new HeldMoney({ db, repository, ledger });
  const roundSync = new RoundSync({ rounds, makers, recorded: roundsRecorded, repository, money, held, roundsPerCall: databaseOnThisThread ? ROUNDS_PER_CALL_ON_THIS_THREAD : undefined });
  const makerTransfers = new MakerTransfers({ db, repository, ledger, makers, roundSync, now, log });
  const wallet = new SeamlessWallet({
    db,
    repository: new SeamlessWalletRepository(),
    sessions: repository,
    ledger,
    money,
    rounds,
    roundSync,
    breaks,
    now,
    log,
    config: seamlessWallet,
  });
  const play = new PlayService({ db, repository, transfers: makerTransfers, ledger, catalogue, players: profiles, site, idempotency, now, log, money, held, roundSync, rounds, makers, walletTokens: wallet });
  return {
    makers,
    roundSync,
    makerTransfers,
    play,
    roundProofs: new RoundProofs({ rounds, catalogue, makers, log }),
    playBackground: new PlayBackground({ db, roundSync, transfers: makerTransfers, log, money, makersHolding: play }),
    gameReconciler: new GameReconciler({ ledger, makers, roundSync, players }),
    seamlessWallet: wallet,
  };
}

type PlayServices = ReturnType<typeof createPlayServices>;

export const playModule: ServerModule<Pick<PlayServices, 'play' | 'roundProofs' | 'gameReconciler' | 'seamlessWallet'>> = {
  name: 'play',
  // The maker-facing wallet callbacks (/maker-api/...), outside /user-api.
  app: seamlessWalletRoutes,
  userApi: playRoutes,
  commands: forService('gameReconciler', playCommands),
};
