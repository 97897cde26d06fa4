// Playing a game (SPEC.md §2 playingGame, §4 abnormal game exit, §7 game calls): launch, recharge,
// exit and autoExitGame, each under the caller's Idempotency-Key. A call is two phases:
//   1. plan — in one transaction with the key (shared/idempotency.ts): the rules, the session
//      change and the pending maker_transfer rows (for money in, also its ledger move). A refused
//      rule rolls it all back; a replay of the key answers the saved plan and writes nothing.
//   2. complete — the maker calls, outside any transaction (a maker may take seconds; PGlite has
//      one connection). A maker that does not answer leaves the transfers pending and the call
//      answers "The game has been disconnected, please exit and re-enter"; the same call again
//      (same key: the same plan) or the recovery pass completes them with the same transfer ids.
// One open session per player: launching another game first brings the open one's balance back.
// Which money a launch plays (the wallet's, or a promotion record's) is the money source's to decide
// (money-source.ts); the session keeps its answer, and its exits bring that money home.
// A seamless maker's game (docs/seamless-wallet.md) moves nothing: its launch opens the session with
// the source's money for the whole session (requested: null) and hands the maker a wallet token and
// the max bet; the maker then debits and credits the wallet per bet, so its exit only closes.
import { toMajorUnits, toMinorUnits } from '../../../src/domain/money';
import type { LaunchRequest, RechargeRequest } from '../../../src/domain/game-play';
import type { AutoExitReply, ExitReply, GameSession, RechargeReply } from '../../../src/domain/game-play.schema';
import type { PromotionPlay } from '../../../src/domain/promotion.schema';
import type { Clock } from '../../clock';
import type { AppDatabase, DbExecutor } from '../../db/client';
import { uniqueViolation } from '../../db/unique-violation';
import { ApiError, invalid, refused } from '../../errors';
import { MakerRefused, MakerUnavailable, type MakerAdapter, type MakerPlayer, type SeamlessMakerAdapter } from '../../makers/maker-adapter';
import type { MakerRegistry } from '../../makers/maker-registry';
import type { Idempotency } from '../../shared/idempotency';
import { InsufficientFunds } from '../../shared/insufficient-funds';
import type { MakerTransferLedger, MakerTransfers, PlayLog } from './maker-transfers';
import type { MoneyAtMakers, MoneyHeld, MoneySource } from './money-source';
import type { PlayRepository, SessionRow, TransferRow } from './play.repository';
import type { RoundSync } from './round-sync';
import { messageOf, namedMessageOf } from '../../shared/error-message';

/** A game as play needs it (the games module's catalogue). */
export interface PlayableGame {
  id: number;
  /** The maker's code for the game: what its launch URL names. */
  code: string;
  makerCode: string;
  maintenance: boolean;
  /** False: taken off the catalogue (answered as not found). */
  enabled?: boolean;
}

/** The games module's CatalogueService, as far as play uses it. */
export interface PlayCatalogue {
  gameById(id: number): Promise<PlayableGame | null | undefined>;
  /** Adds the game to the player's recently played. */
  markPlayed(playerId: number, gameId: number): Promise<void>;
}

/** Who the maker is told it is playing (the accounts module's profile.player). */
export interface PlayPlayers {
  player(playerId: number): Promise<{ id: number; username: string; nickname: string | null; phone: string }>;
}

/** The currency the maker draws (site settings). */
export interface PlaySettings {
  getSiteSetting(key: string): Promise<unknown>;
}

export interface PlayServiceDeps {
  db: AppDatabase;
  repository: PlayRepository;
  transfers: MakerTransfers;
  ledger: MakerTransferLedger;
  catalogue: PlayCatalogue;
  players: PlayPlayers;
  site: PlaySettings;
  idempotency: Idempotency;
  now: Clock;
  log: PlayLog;
  /** Which money a launch plays, and the title and max bet of a promotion record's for the reply. */
  money: Pick<MoneySource, 'launchMoney' | 'describe'>;
  /** What makers hold of a promotion record's money. */
  held: MoneyHeld;
  /** Records a maker's rounds before a record's balance decides an action. */
  roundSync: Pick<RoundSync, 'syncMaker'>;
  /** The games module's rounds: where a session's own rounds will start (its roundsAfter). */
  rounds: PlayRounds;
  /** Every maker of either protocol (transfers answers the transfer makers only). */
  makers: Pick<MakerRegistry, 'any' | 'seamless'>;
  /** The wallet tokens a seamless maker's launch hands it (SeamlessWallet.tokenFor); null where no seamless maker's callbacks are open. */
  walletTokens: { tokenFor(session: { id: number; playerId: number }): string | null };
}

/** The games module's RoundService, as far as a launch uses it. */
export interface PlayRounds {
  /** The id of the last round recorded, of any maker (0 before the first). */
  highWater(): Promise<number>;
}

/** Who calls and from where: the key of the call, the player's language and the page that holds the frame. */
export interface PlayCaller {
  playerId: number;
  key: string;
  locale: string;
  /** The platform's origin, where the maker sends the player back and posts its frame messages. */
  returnUrl: string;
}

export function disconnected(): ApiError {
  return refused('server.game.disconnected');
}

/** "09***67": enough for the player to recognise, not enough to identify them at a maker. */
export function maskedName(name: string): string {
  if (name.length <= 4) return `${name.slice(0, 1)}***`;
  return `${name.slice(0, 2)}***${name.slice(-2)}`;
}

export class PlayService implements MoneyAtMakers {
  constructor(private readonly deps: PlayServiceDeps) {}

  /** POST /game/launch/{gameId}. */
  async launch(caller: PlayCaller, gameId: number, input: LaunchRequest): Promise<GameSession> {
    const { playerId } = caller;
    const game = await this.deps.catalogue.gameById(gameId);
    if (!game || game.enabled === false) throw refused('server.game.notFound');
    if (game.maintenance) throw refused('server.game.maintenance');
    const adapter = this.adapterOrMaintenance(game.makerCode);
    if (adapter.protocol === 'seamless') return this.launchSeamless(caller, { id: game.id, code: game.code, makerCode: game.makerCode });
    const requested = input.all ? null : toMinorUnits(input.amount ?? '');
    if (!input.all && (requested === null || requested <= 0n)) throw invalid('server.game.wrongAmount');

    // Another game still open (not this very launch replayed): its balance comes back first, so
    // "all" means all, and one maker never holds two sessions' money at once.
    const [open, replayed] = await Promise.all([
      this.deps.repository.openSessionOf(playerId),
      this.deps.repository.sessionByLaunchKey(playerId, caller.key),
    ]);
    if (open && !replayed) await this.pullBack(open, 'replaced');
    // A pull-back still under way (an exit that timed out) finishes before money goes in: at the
    // same maker it would otherwise take the new money with it, and "all" must count what it brings.
    for (const pending of await this.deps.repository.pendingOf(playerId, { direction: 'out' })) await this.completeOut(pending.id);
    // Read before the session opens: every round of it is played, so recorded, after this.
    const roundsAfter = await this.deps.rounds.highWater();

    const plan = await this.deps.idempotency.run(
      { playerId, key: caller.key, route: 'POST /game/launch', params: { gameId, amount: input.amount, all: input.all } },
      async (tx) => {
        // The money source decides, with its row locks held until this commits (money-source.ts).
        const { promotionRecordId, amount } = await this.deps.money.launchMoney({ playerId, gameId: game.id, requested }, tx);
        let session: SessionRow;
        try {
          session = await this.deps.repository.insertSession(
            { playerId, gameId: game.id, makerCode: game.makerCode, gameCode: game.code, launchKey: caller.key, openedAt: this.deps.now(), promotionRecordId, roundsAfter },
            tx,
          );
        } catch (error) {
          // Another launch of this player opened a session meanwhile: one at a time.
          if (uniqueViolation(error) === 'game_session_one_open_per_player') throw refused('server.game.busy');
          throw error;
        }
        const transfer = await this.deps.transfers.beginIn({ playerId, makerCode: game.makerCode, sessionId: session.id, amount, promotionRecordId }, tx);
        return { sessionId: session.id, transferId: transfer.id };
      },
    );

    const makerBalance = await this.completeInOrRefuse(plan.transferId, await this.sessionOf(playerId, plan.sessionId));
    // Read after the money went in: another call (autoExitGame, a launch or a promotion's close on
    // another instance) may have closed the session meanwhile and taken that money back out.
    const session = await this.sessionOf(playerId, plan.sessionId);
    if (session.state !== 'open') throw await this.closedMeanwhile(session);
    const reply = await this.sessionReply(caller, session, makerBalance);
    await this.deps.catalogue.markPlayed(playerId, session.gameId);
    return reply;
  }

  /**
   * A seamless maker's launch: the session opens with the source's money for the whole session
   * (requested: null: all there is, and the record's max bet), nothing moves, and the maker gets a
   * wallet token for the session. A replay of the key answers the same session.
   */
  private async launchSeamless(caller: PlayCaller, game: { id: number; code: string; makerCode: string }): Promise<GameSession> {
    const { playerId } = caller;
    const [open, replayed] = await Promise.all([this.deps.repository.openSessionOf(playerId), this.deps.repository.sessionByLaunchKey(playerId, caller.key)]);
    if (open && !replayed) await this.pullBack(open, 'replaced');
    for (const pending of await this.deps.repository.pendingOf(playerId, { direction: 'out' })) await this.completeOut(pending.id);
    const roundsAfter = await this.deps.rounds.highWater();
    const plan = await this.deps.idempotency.run(
      { playerId, key: caller.key, route: 'POST /game/launch', params: { gameId: game.id, amount: undefined, all: undefined } },
      async (tx) => {
        const { promotionRecordId } = await this.deps.money.launchMoney({ playerId, gameId: game.id, requested: null }, tx);
        try {
          const session = await this.deps.repository.insertSession(
            { playerId, gameId: game.id, makerCode: game.makerCode, gameCode: game.code, launchKey: caller.key, openedAt: this.deps.now(), promotionRecordId, roundsAfter },
            tx,
          );
          return { sessionId: session.id };
        } catch (error) {
          if (uniqueViolation(error) === 'game_session_one_open_per_player') throw refused('server.game.busy');
          throw error;
        }
      },
    );
    const session = await this.sessionOf(playerId, plan.sessionId);
    if (session.state !== 'open') throw refused('server.game.sessionClosed');
    const reply = await this.sessionReply(caller, session, await this.seamlessMoney(session));
    await this.deps.catalogue.markPlayed(playerId, session.gameId);
    return reply;
  }

  /** What a seamless session plays now: the source's answer for all there is (the wallet's, or its record's), 0 when none is left. */
  private async seamlessMoney(session: SessionRow): Promise<bigint> {
    try {
      return (await this.deps.db.transaction((tx) => this.deps.money.launchMoney({ playerId: session.playerId, gameId: session.gameId, requested: null }, tx))).amount;
    } catch (error) {
      if (error instanceof InsufficientFunds) return 0n;
      throw error;
    }
  }

  private isSeamless(makerCode: string): boolean {
    return this.deps.makers.seamless(makerCode) !== undefined;
  }

  /** POST /game/recharge/{sessionId}. */
  async recharge(caller: PlayCaller, sessionId: number, input: RechargeRequest): Promise<RechargeReply> {
    const { playerId } = caller;
    const amount = toMinorUnits(input.amount);
    if (amount === null || amount <= 0n) throw invalid('server.game.wrongAmount');
    const known = await this.sessionOf(playerId, sessionId);
    this.adapterOrMaintenance(known.makerCode);
    const plan = await this.deps.idempotency.run(
      { playerId, key: caller.key, route: 'POST /game/recharge', params: { sessionId, amount: input.amount } },
      async (tx) => {
        const session = await this.deps.repository.lockSession(sessionId, tx);
        if (!session || session.state !== 'open') throw refused('server.game.sessionClosed');
        // A seamless maker plays the wallet itself: there is nothing to bring in.
        if (this.isSeamless(session.makerCode)) throw refused('server.game.noRecharge');
        // Promotion money plays on its own: wallet money added to it would count towards its turnover.
        if (session.promotionRecordId !== null) throw refused('server.promotions.noRecharge');
        if ((await this.deps.ledger.balances(playerId, tx)).wallet < amount) throw new InsufficientFunds();
        const transfer = await this.deps.transfers.beginIn({ playerId, makerCode: session.makerCode, sessionId, amount }, tx);
        return { transferId: transfer.id };
      },
    );
    const makerBalance = await this.completeInOrRefuse(plan.transferId, null);
    return { makerBalance: toMajorUnits(makerBalance), wallet: toMajorUnits((await this.deps.ledger.balances(playerId)).wallet) };
  }

  /**
   * POST /game/exit/{sessionId}: the maker's whole balance comes back. A session another call closed
   * first (autoExitGame, a launch elsewhere) has its pull-back finished here if it is still under
   * way, but what came back is that call's to answer: this one answers 0, so a reply never counts
   * money twice (the wallet it answers says where everything is).
   */
  async exit(caller: PlayCaller, sessionId: number): Promise<ExitReply> {
    const { playerId } = caller;
    await this.sessionOf(playerId, sessionId);
    const plan = await this.deps.idempotency.run({ playerId, key: caller.key, route: 'POST /game/exit', params: { sessionId } }, async (tx) => {
      const session = await this.deps.repository.lockSession(sessionId, tx);
      if (!session) throw refused('server.game.sessionNotFound');
      if (session.state === 'open') {
        await this.deps.repository.closeSession(sessionId, 'exit', this.deps.now(), tx);
        // A seamless maker holds nothing: closing the session is the whole exit (its next debit is refused).
        if (this.isSeamless(session.makerCode)) return { own: null, help: null };
        const out = await this.deps.transfers.beginOut({ playerId, makerCode: session.makerCode, sessionId, promotionRecordId: session.promotionRecordId }, tx);
        return { own: out.id, help: null };
      }
      const out = await this.deps.repository.latestOutOf(sessionId, tx);
      return { own: null, help: out && out.state === 'pending' ? out.id : null };
    });
    if (plan.help !== null) await this.completeOut(plan.help);
    const returned = plan.own === null ? 0n : await this.completeOut(plan.own);
    return { returned: toMajorUnits(returned), wallet: toMajorUnits((await this.deps.ledger.balances(playerId)).wallet) };
  }

  /**
   * POST /autoExitGame: after an abnormal exit, closes every open session and pulls back whatever
   * each maker still holds by the ledger's game wallets. A pull-back already under way (another
   * call's, or one left by a timeout) is finished rather than doubled, and, like exit, answered by
   * the call that began it; `returned` counts what this call's own pull-backs brought.
   */
  async autoExit(caller: PlayCaller): Promise<AutoExitReply> {
    const { playerId } = caller;
    const plan = await this.deps.idempotency.run({ playerId, key: caller.key, route: 'POST /autoExitGame', params: {} }, async (tx) => {
      const own: { transferId: number; gameId: number | null }[] = [];
      const underWay = await this.deps.repository.pendingOf(playerId, { direction: 'out' }, tx);
      const help = underWay.map((pending) => pending.id);
      const covered = new Set(underWay.map((pending) => pending.makerCode));
      for (const session of await this.deps.repository.lockOpenSessionsOf(playerId, tx)) {
        await this.deps.repository.closeSession(session.id, 'auto', this.deps.now(), tx);
        if (this.isSeamless(session.makerCode)) continue;
        const out = await this.deps.transfers.beginOut({ playerId, makerCode: session.makerCode, sessionId: session.id, promotionRecordId: session.promotionRecordId }, tx);
        own.push({ transferId: out.id, gameId: session.gameId });
        covered.add(session.makerCode);
      }
      for (const makerCode of await this.deps.ledger.makersHolding(playerId, tx)) {
        if (covered.has(makerCode) || !this.deps.transfers.adapterOrUndefined(makerCode)) continue;
        // What the maker holds is its latest session's money, wallet or promotion.
        const latest = await this.deps.repository.latestSessionAt(playerId, makerCode, tx);
        const out = await this.deps.transfers.beginOut({ playerId, makerCode, sessionId: null, promotionRecordId: latest?.promotionRecordId ?? null }, tx);
        own.push({ transferId: out.id, gameId: null });
      }
      return { own, help };
    });

    let returned = 0n;
    let failure: unknown = null;
    const games: AutoExitReply['games'] = [];
    for (const transferId of plan.help) {
      try {
        await this.deps.transfers.completeOut(await this.transferRow(transferId));
      } catch (error) {
        failure ??= error;
      }
    }
    for (const out of plan.own) {
      try {
        const amount = await this.deps.transfers.completeOut(await this.transferRow(out.transferId));
        returned += amount;
        if (out.gameId !== null) games.push({ gameId: out.gameId, returned: toMajorUnits(amount) });
      } catch (error) {
        // The others still come back; this one stays pending for the retry or the recovery pass.
        failure ??= error;
      }
    }
    if (failure !== null) throw this.playerError(failure);
    return { returned: toMajorUnits(returned), wallet: toMajorUnits((await this.deps.ledger.balances(playerId)).wallet), games };
  }

  /** GET /game/session/open: the open session with a fresh frame URL (the launch token is single use), or null. */
  async openSession(caller: Omit<PlayCaller, 'key'>): Promise<GameSession | null> {
    const session = await this.deps.repository.openSessionOf(caller.playerId);
    if (!session) return null;
    // What the ledger says the maker holds: rounds are synced every few seconds and before any out.
    // A seamless maker holds nothing; its session plays the money where it is.
    const makerBalance = this.isSeamless(session.makerCode) ? await this.seamlessMoney(session) : await this.deps.ledger.gameWallet(caller.playerId, session.makerCode);
    return this.sessionReply(caller, session, makerBalance);
  }

  /** The player's open session as the reality check reads it: which game, at which maker, since when, and the rounds it starts after. */
  async openSessionStart(playerId: number): Promise<{ sessionId: number; gameId: number; makerCode: string; openedAt: Date; roundsAfter: number } | null> {
    const session = await this.deps.repository.openSessionOf(playerId);
    return session ? { sessionId: session.id, gameId: session.gameId, makerCode: session.makerCode, openedAt: session.openedAt, roundsAfter: session.roundsAfter ?? 0 } : null;
  }

  private adapterOrMaintenance(makerCode: string): MakerAdapter {
    const adapter = this.deps.makers.any(makerCode);
    // A game whose maker this server does not run cannot be played here: to the player, maintenance.
    if (!adapter) throw refused('server.game.maintenance');
    return adapter;
  }

  private async sessionOf(playerId: number, sessionId: number): Promise<SessionRow> {
    const session = await this.deps.repository.sessionById(sessionId);
    // Another player's session is answered as no session at all.
    if (!session || session.playerId !== playerId) throw refused('server.game.sessionNotFound');
    return session;
  }

  private async transferRow(id: number): Promise<TransferRow> {
    const row = await this.deps.repository.transferById(id);
    if (!row) throw new Error(`Maker transfer ${id} is gone.`);
    return row;
  }

  /** Completes a planned in; a refusal closes the launch's session (its money already back in the wallet). */
  private async completeInOrRefuse(transferId: number, launched: SessionRow | null): Promise<bigint> {
    try {
      return await this.deps.transfers.completeIn(await this.transferRow(transferId));
    } catch (error) {
      if (error instanceof MakerRefused && launched) await this.deps.repository.closeSession(launched.id, 'exit', this.deps.now());
      throw this.playerError(error);
    }
  }

  /**
   * What a launch answers when its session was closed by another call before it could answer: the
   * pull-back that closed it is finished here if it is still under way (its figure stays that
   * call's), then the player is told the money is back in the wallet; a maker that does not answer
   * leaves it as a disconnection to retry.
   */
  private async closedMeanwhile(session: SessionRow): Promise<unknown> {
    const out = await this.deps.repository.latestOutOf(session.id);
    if (!out) return refused('server.game.sessionClosed');
    try {
      if (out.state === 'pending') await this.deps.transfers.completeOut(out);
    } catch (error) {
      return this.playerError(error);
    }
    const settled = await this.deps.repository.transferById(out.id);
    return settled?.state === 'done' ? refused('server.game.closedElsewhere') : disconnected();
  }

  private async completeOut(transferId: number): Promise<bigint> {
    try {
      return await this.deps.transfers.completeOut(await this.transferRow(transferId));
    } catch (error) {
      throw this.playerError(error);
    }
  }

  /** Closes an open session of another game and brings its balance back, before a new launch. */
  private async pullBack(session: SessionRow, reason: 'replaced'): Promise<void> {
    const plan = await this.deps.db.transaction(async (tx) => {
      const locked = await this.deps.repository.lockSession(session.id, tx);
      if (!locked || locked.state !== 'open') return null;
      await this.deps.repository.closeSession(session.id, reason, this.deps.now(), tx);
      if (this.isSeamless(session.makerCode)) return null;
      return this.deps.transfers.beginOut(
        { playerId: session.playerId, makerCode: session.makerCode, sessionId: session.id, promotionRecordId: locked.promotionRecordId },
        tx,
      );
    });
    if (plan) await this.completeOut(plan.id);
  }

  /**
   * Brings a promotion record's money back from the maker (a close, unlock or settle of it asked
   * while it plays): closes its open session and completes every pull-back of it still under way.
   * True when none of its money is left at a maker; false when a maker did not answer (the
   * transfers stay pending for a retry or the recovery pass).
   */
  async pullBackRecord(playerId: number, recordId: number): Promise<boolean> {
    const open = await this.deps.repository.openSessionOf(playerId);
    if (open && open.promotionRecordId === recordId) {
      await this.deps.db.transaction(async (tx) => {
        const locked = await this.deps.repository.lockSession(open.id, tx);
        if (!locked || locked.state !== 'open') return;
        await this.deps.repository.closeSession(open.id, 'auto', this.deps.now(), tx);
        if (!this.isSeamless(open.makerCode)) await this.deps.transfers.beginOut({ playerId, makerCode: open.makerCode, sessionId: open.id, promotionRecordId: recordId }, tx);
      });
    }
    for (const pending of await this.deps.repository.pendingOfRecord(recordId)) {
      try {
        await this.deps.transfers.complete(pending);
      } catch {
        return false;
      }
    }
    return (await this.deps.repository.pendingOfRecord(recordId)).length === 0;
  }

  /**
   * Records the rounds of the maker holding a record's money, so its turnover and balance are the
   * maker's own before an action is decided on them. A maker that does not answer leaves what the
   * last sync recorded.
   */
  async syncRecord(playerId: number, recordId: number): Promise<void> {
    const open = await this.deps.repository.openSessionOf(playerId);
    // A seamless maker's rounds are recorded as their credits land: there is nothing to pull.
    if (!open || open.promotionRecordId !== recordId || this.isSeamless(open.makerCode)) return;
    try {
      await this.deps.roundSync.syncMaker(open.makerCode);
    } catch (error) {
      this.deps.log.warn({ maker: open.makerCode, err: messageOf(error) }, 'round sync before a promotion action failed');
    }
  }

  /** What makers hold of a record's money: its open session's game wallet and any of its pull-backs still under way. */
  async heldFor(playerId: number, recordId: number, tx?: DbExecutor): Promise<bigint> {
    return this.deps.held.heldFor(playerId, recordId, tx);
  }

  /** The sessions a record's money played (the promotion bill's game rows), oldest first. */
  async sessionsOfRecord(recordId: number): Promise<{ id: number; gameId: number; openedAt: Date; closedAt: Date | null }[]> {
    return (await this.deps.repository.sessionsOfRecord(recordId)).map((row) => ({ id: row.id, gameId: row.gameId, openedAt: row.openedAt, closedAt: row.closedAt }));
  }

  private async sessionReply(caller: Omit<PlayCaller, 'key'>, session: SessionRow, makerBalance: bigint): Promise<GameSession> {
    const adapter = this.adapterOrMaintenance(session.makerCode);
    const [player, currencyCode, currencySymbol, info] = await Promise.all([
      this.deps.players.player(caller.playerId),
      this.deps.site.getSiteSetting('currencyCode'),
      this.deps.site.getSiteSetting('currencySymbol'),
      session.promotionRecordId === null ? null : this.deps.money.describe(session.promotionRecordId, caller.locale),
    ]);
    const promotion: PromotionPlay | null =
      session.promotionRecordId === null || !info
        ? null
        : { recordId: session.promotionRecordId, title: info.title, balance: toMajorUnits(makerBalance), maxBet: info.maxBet === null ? null : toMajorUnits(info.maxBet) };
    const makerPlayer: MakerPlayer = {
      id: caller.playerId,
      displayName: maskedName(player.nickname || player.username || player.phone),
      locale: caller.locale,
      currencyCode: String(currencyCode),
      currencySymbol: String(currencySymbol),
    };
    let url: string;
    try {
      // The maker refuses a larger stake itself: the limit holds whatever the frame sends.
      const launch = { player: makerPlayer, gameCode: session.gameCode, returnUrl: caller.returnUrl, maxBet: info?.maxBet ?? null };
      ({ url } = adapter.protocol === 'seamless' ? await this.launchWithToken(adapter, launch, session) : await adapter.launch(launch));
    } catch (error) {
      throw this.playerError(error);
    }
    return {
      sessionId: session.id,
      gameId: session.gameId,
      makerCode: session.makerCode,
      url,
      origin: adapter.origin,
      makerBalance: toMajorUnits(makerBalance),
      wallet: toMajorUnits((await this.deps.ledger.balances(caller.playerId)).wallet),
      promotion,
      protocol: adapter.protocol ?? 'transfer',
    };
  }

  /** A seamless maker's launch, with the wallet's token for the session (the one its callbacks read). */
  private launchWithToken(adapter: SeamlessMakerAdapter, launch: Omit<Parameters<SeamlessMakerAdapter['launch']>[0], 'walletToken'>, session: SessionRow): Promise<{ url: string }> {
    const walletToken = this.deps.walletTokens.tokenFor(session);
    // No callbacks open here for it: its bets could not be paid, so to the player it is maintenance.
    if (walletToken === null) throw refused('server.game.maintenance');
    return adapter.launch({ ...launch, walletToken });
  }

  /** What the player is told: a refusal as such, anything else of the maker's as a disconnection. */
  private playerError(error: unknown): unknown {
    if (error instanceof ApiError) return error;
    if (error instanceof MakerRefused) return refused('server.game.refused');
    // The move is in doubt either way and completes on a retry; but a failure that is not the
    // maker's answer (a crash in an adapter, the database) is for an operator to see.
    if (!(error instanceof MakerUnavailable)) {
      this.deps.log.warn({ err: namedMessageOf(error) }, 'a move across the maker boundary failed unexpectedly; left for a retry');
    }
    return disconnected();
  }
}
