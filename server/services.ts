// Every module's services over one database, built once from the module entries' factories, each
// handed its dependencies by name: the API routes and the operator command line use the same
// instances, so a rule lives in one place. A new module adds its factory call here, in dependency
// order; the Services type follows from what the factories return.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { systemClock, type Clock } from './clock';
import type { AppDatabase } from './db/client';
import { createAccessServices } from './modules/access/access.module';
import { createAccountServices, createPlayerLevels } from './modules/accounts/accounts.module';
import type { FacebookConfig } from './modules/accounts/facebook-graph';
import { createBonusServices } from './modules/bonuses/bonuses.module';
import { createBankServices } from './modules/banks/bank.module';
import { createCaptchaServices } from './modules/captcha/captcha.module';
import { createLevelServices } from './modules/levels/level.module';
import { createMessageServices, createMessageWriter } from './modules/messages/messages.module';
import { createContactServices } from './modules/contact/contact.module';
import { createSiteServices } from './modules/site/site.module';
import type { SmsConfig } from './modules/sms/sms-config';
import { createSmsServices } from './modules/sms/sms.module';
import { createWithdrawalServices } from './modules/withdrawals/withdrawals.module';
import { createDepositLedger, createWalletServices } from './modules/wallet/wallet.module';
import { createChangeBus, type ChangeBus } from './shared/cache/change-bus';
import { Idempotency } from './shared/idempotency';
import { createDepositTotals, createPaymentServices, readSandboxSecret } from './modules/payments/payment.module';
import { createSafetyGate, createSafetyServices } from './modules/safety/safety.module';
import { createBetTotals, createGameServices } from './modules/games/games.module';
import { MakerRegistry } from './makers/maker-registry';
import { createPlayServices, SEAMLESS_MAKER_CODE, stderrPlayLog, WalletMoney, type PlayLog, type SeamlessWalletConfig } from './modules/play/play.module';
import { createRealityCheckServices } from './modules/reality-check/reality-check.module';
import { createPromotionMoney, createPromotionServices } from './modules/promotions/promotions.module';
import { toGameItem } from './modules/games/games.module';
import { createUploadServices, LocalFolderStorage, type UploadStorage } from './modules/uploads/upload.module';
import { messageOf } from './shared/error-message';

export interface ServiceOptions {
  /** The time services go by (tests move it instead of sleeping). */
  now?: Clock;
  /** Default: the outbox, which production refuses. */
  sms?: SmsConfig;
  /** Null or absent: Facebook login is not offered. */
  facebook?: FacebookConfig | null;
  /** For the SMS webhook and the Graph API (tests stand in for them). */
  fetch?: typeof fetch;
  /** NODE_ENV; 'production' refuses the outbox SMS provider. */
  nodeEnv?: string;
  /**
   * Where cached sets hear of changes (the server's, which LISTENs on PostgreSQL). Default: one
   * that drops this process's copies and notifies other instances, as a one-off command needs.
   */
  changes?: ChangeBus;
  /** Where uploads are kept. Default: a folder under `dataDir`. */
  uploadStorage?: UploadStorage;
  /** DATA_DIR; uploads go to its uploads/ folder. Absent (tests): a fresh temporary folder. */
  dataDir?: string;
  /** The sandbox gateway's HMAC secret; null turns it off. Default: PAY_SANDBOX_SECRET, else random outside production and off in it. */
  paySandboxSecret?: string | null;
  /** The game makers this server plays with (start.ts registers the demo maker). Default: none. */
  makers?: MakerRegistry;
  /** Where play reports what an operator must see (the server's logger). Default: JSON lines on stderr. */
  playLog?: PlayLog;
  /** The seamless-wallet maker whose wallet callbacks are open (start.ts reads it once for both sides). Default: none. */
  seamlessWallet?: SeamlessWalletConfig | null;
  /** The database runs on this thread (PGlite): long database work is cut into calls with the event loop free between. */
  databaseOnThisThread?: boolean;
}

function defaultUploadStorage(dataDir: string | undefined): UploadStorage {
  const directory = dataDir ? path.join(dataDir, 'uploads') : fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-'));
  return new LocalFolderStorage(directory);
}

export function createServices(db: AppDatabase, options: ServiceOptions = {}) {
  const now = options.now ?? systemClock;
  const fetchImpl = options.fetch ?? fetch;
  const nodeEnv = options.nodeEnv ?? process.env.NODE_ENV;
  const sms = createSmsServices({ db, now, config: options.sms, fetch: fetchImpl, nodeEnv });
  const changes = options.changes ?? createChangeBus(db);
  const { site } = createSiteServices({ db, changes, now });
  const { captcha } = createCaptchaServices({ db, now });
  const { banks } = createBankServices({ db, site, changes, now });
  // The levels read deposits, bets and the player's level through their owners' reads, built
  // from the database alone: the accounts need the levels' names first.
  const { levels } = createLevelServices({ db, changes, now, deposits: createDepositLedger(db), bets: createBetTotals(db), players: createPlayerLevels(db) });
  const { safetyGate } = createSafetyGate({ db, site, now });
  // Messages are written from the table alone; sign-up writes a new player's welcome with it, in
  // its own transaction, before the reading side (which needs the accounts' players) exists.
  const messageWriter = createMessageWriter(db, now);
  const accounts = createAccountServices({
    db,
    now,
    site,
    sms: sms.sms,
    captcha,
    levels,
    banks,
    facebook: options.facebook ?? null,
    fetch: fetchImpl,
    loginGate: safetyGate,
    sessionJoin: safetyGate.sessionJoin,
    welcome: messageWriter,
  });
  const wallet = createWalletServices({ db, players: accounts.players, site, now });
  const bonusServices = createBonusServices({ db, changes, now, ledger: wallet.ledger, players: accounts.profile, levels, site });
  // Reaching a level grants its upgrade bonus, in the transaction that raises the level.
  levels.whenReached((playerId, reached, tx) => bonusServices.bonuses.levelsReached(playerId, reached, tx));
  // One for every money-moving route: `idempotency.run(...)` (shared/idempotency.ts).
  const idempotency = new Idempotency({ db, now });
  const { uploads } = createUploadServices({ db, storage: options.uploadStorage ?? defaultUploadStorage(options.dataDir) });
  const { safety } = createSafetyServices({ db, site, now, gate: safetyGate, deposits: createDepositTotals(db), sessions: accounts.sessions });
  const payments = createPaymentServices({
    db,
    changes,
    now,
    site,
    ledger: wallet.ledger,
    receipts: uploads,
    credited: (credit, tx) => bonusServices.bonuses.depositCredited(credit, tx),
    sandboxSecret: options.paySandboxSecret === undefined ? readSandboxSecret(process.env, nodeEnv) : options.paySandboxSecret,
    limits: safety,
  });
  const withdrawals = createWithdrawalServices({ db, ledger: wallet.ledger, cards: accounts.bankCards, site, now });
  const { messages, notices } = createMessageServices({ db, players: accounts.players, levels, changes, now, promotionBlock: safetyGate, writer: messageWriter });
  const contact = createContactServices({ db, changes, site, pictures: uploads, messages, now });
  const games = createGameServices({
    db,
    ledger: wallet.ledger,
    players: accounts.players,
    site,
    changes,
    now,
    // The seamless maker's code even where no secret is configured (an operator's command checks its rounds too).
    settledPerCall: [options.seamlessWallet?.makerCode ?? SEAMLESS_MAKER_CODE],
  });
  // Which money a launch plays: a promotion record's for its games, else the wallet's. Built before
  // play and handed to it; what the promotions need of play is handed to their second step below.
  const promotionMoney = createPromotionMoney({
    db,
    now,
    changes,
    ledger: wallet.ledger,
    idempotency,
    games: { snapshot: () => games.catalogue.snapshot(), makers: () => games.catalogue.makers(), toGameItem },
    rounds: games.rounds,
    otherwise: new WalletMoney(wallet.ledger),
  });
  const makers = options.makers ?? new MakerRegistry();
  const play = createPlayServices({
    db,
    now,
    ledger: wallet.ledger,
    idempotency,
    catalogue: games.catalogue,
    rounds: games.rounds,
    profiles: accounts.profile,
    players: accounts.players,
    site,
    makers,
    money: promotionMoney.money,
    log: options.playLog,
    seamlessWallet: options.seamlessWallet,
    breaks: safetyGate,
    databaseOnThisThread: options.databaseOnThisThread,
    // A level reached by these rounds shows at once; should this fail, the next read of the level
    // raises it (LevelService.raise runs on /getInfo and the level schedule too).
    // The batch's players are checked together (raiseMany: their bet totals, then the level and deposits
    // only of those whose bets could lift them, then a raise only where due).
    roundsRecorded: async (playerIds) => {
      const warn = (playerId: number | null, error: unknown) =>
        (options.playLog ?? stderrPlayLog).warn({ playerId, err: messageOf(error) }, 'level check after rounds failed');
      await levels.raiseMany(playerIds, warn).catch((error: unknown) => warn(null, error));
    },
  });
  const promotions = createPromotionServices({ built: promotionMoney.built, play: play.play });
  const { realityCheck } = createRealityCheckServices({
    db,
    site,
    sessions: play.play,
    rounds: games.rounds,
    roundSync: play.roundSync,
    now,
    onSyncError: (makerCode, error) => (options.playLog ?? stderrPlayLog).warn({ makerCode, error: String(error) }, 'Reality check: round sync failed'),
  });
  return {
    site,
    captcha,
    ...sms,
    banks,
    levels,
    ...accounts,
    ...wallet,
    idempotency,
    safetyGate,
    safety,
    ...createAccessServices({ db, changes, now }),
    uploads,
    ...payments,
    ...withdrawals,
    messages,
    notices,
    ...contact,
    ...games,
    ...play,
    /** The money source play was built with (another instance's play in the tests is built with it too). */
    playMoney: promotionMoney.money,
    ...promotions,
    // The game detail's amount step asks the promotions which money a launch would play.
    gamePromotions: promotions.promotionRecords,
    // The detail page's launch skips the amount step for a seamless maker's game.
    gameProtocols: { protocolOf: (makerCode: string) => (makers.seamless(makerCode) ? ('seamless' as const) : ('transfer' as const)) },
    realityCheck,
    ...bonusServices,
  };
}

export type Services = ReturnType<typeof createServices>;
