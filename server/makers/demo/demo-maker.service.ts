// The demo maker's business: its copy of each player's balance, the platform's transfers in and
// out, provably fair seed pairs, rounds, launch tokens and frame sessions. Every money change is
// one transaction that locks the player's row first (then the seed pair), so concurrent rounds
// and transfers of one player run one after another and the balance check holds; the CHECK on
// the balance is the last line of defence. Outcomes come only from the seeds, through the
// fair-game mappings (src/domain/fair-games/replay.ts), so any round can be recomputed later.
// A slot or roulette spin, or a fishing shot, is one database call (demo_maker_spin, migration
// 0030), shared with the other spins waiting for a call when several arrive at once
// (demo_maker_spin_many, migration 0042, through demo-spin-queue.ts): the outcome is worked out
// here first, for the seed pair and nonce this process last saw the player at, and the function
// plays it only when that is still the pair in use and its next nonce; else it answers the pair in
// use, and the outcome is worked out again for that. The frame's key is checked in that call too,
// under the player's lock, so a spin reads nothing before it.
import { hash, randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, isNotNull, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { AppDatabase, DbExecutor } from '../../db/client';
import { uniqueViolation } from '../../db/unique-violation';
import type { Clock } from '../../clock';
import { addSeconds } from '../../clock';
import { CLIENT_SEED_PATTERN, roundFloats } from '../../../src/domain/provably-fair';
import { toMajorText } from '../../../src/domain/money';
import { replayRound, type FairGameCode, type ReplayResult } from '../../../src/domain/fair-games/replay';
import { FLOATS_NEEDED, deal, evaluateHand, type PokerOutcome } from '../../../src/domain/fair-games/jacks-or-better';
import type { MakerPlayer } from '../maker-adapter';
import { SeedPairs } from '../fair-seed-pairs';
import { SpinQueue, type SpinCall } from './demo-spin-queue';
import { demoGame, readRoundRequest, type RoundRequest, type WagerProblem } from './demo-games';
import { demoMakerLaunchToken, demoMakerOpenRound, demoMakerPlayer, demoMakerRound, demoMakerSeed, demoMakerSession, demoMakerTransfer } from './demo-maker.tables';

export const LAUNCH_TOKEN_SECONDS = 60;
export const SESSION_SECONDS = 12 * 60 * 60;
export const MAX_ROUNDS_PAGE = 500;
/** Players whose seed pair (and frame keys whose session) are kept in memory; past this the memory starts again. */
const HINTS_KEPT = 50_000;
/**
 * Calls of demo_maker_spin for one spin: the pair last seen, the pair it answered in use (after a
 * start, a rotation, or another instance's spin), once more should yet another instance have
 * played in between; then the round is played the long way, which reads the pair under the lock.
 */
const SPIN_CALLS = 3;
/**
 * Spin calls this process has running at once; the spins of a turn, and those that arrive while it
 * runs, go together in the next (demo-spin-queue.ts). bench:rounds, eight clients (2026-11-30, each
 * spin sent at once while a call was free): 1,425-1,623 spins a second with one or two, against
 * 1,154-1,299 sent one by one and 1,265 with four. Since spins gather per turn (2026-12-03), one:
 * bench:rounds' PostgreSQL spent 214 µs of CPU a round against 318 with two (spin p99 11.4 against
 * 12.0 ms), and two instances held 10,000 players against 8,000. The price: a call waiting on a
 * player's lock (a transfer of that player in or out, one short transaction) holds up the spins
 * behind it for that wait.
 */
const SPIN_CALLS_AT_ONCE = 1;
// Any fixed number (demo_maker_spin and demo_maker_round_horizon name it too, migration 0037).
// Every writer of a round holds it shared from before the round's id is drawn to the commit; the
// reader takes it exclusively for the horizon, so the platform's cursor (rounds after id N) never
// skips a round that commits late, while spins never wait for each other's commits.
const ROUND_ORDER_LOCK = 720_125;

/** A refusal with the key of its text (server.demoMaker.<key>) and the HTTP status to answer with. */
export class DemoMakerRefusal extends Error {
  override name = 'DemoMakerRefusal';
  constructor(
    readonly key: DemoMakerProblem,
    readonly status: number,
    /** Values for the message's placeholders. */
    readonly params?: Record<string, string>,
  ) {
    super(key);
  }
}
export type DemoMakerProblem =
  | WagerProblem
  | 'insufficientBalance'
  /** A seamless maker's: the player's wallet is short of the bet (server/makers/seamless). */
  | 'walletShort'
  | 'handOpen'
  | 'noOpenHand'
  | 'linkExpired'
  | 'sessionExpired'
  | 'clientSeedInvalid'
  | 'unknownGame'
  | 'transferConflict'
  | 'maxBet';

const refuse = (key: DemoMakerProblem, status: number) => new DemoMakerRefusal(key, status);
/** Every spin hashes its frame key: crypto.hash in one call, a third of createHash's chain. */
const sha256Hex = (text: string) => hash('sha256', text, 'hex');
const randomKey = () => randomBytes(32).toString('base64url');

export interface FairState {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}
export interface FrameSession {
  /** SHA-256 of the session key: checked again under the player's lock, so a key that died meanwhile plays nothing. */
  keyHash: string;
  playerId: number;
  gameCode: FairGameCode;
  locale: string;
  /** Minor units: the largest stake the platform allows (a promotion's), or null. */
  maxBet: bigint | null;
}
export interface OpenHand {
  roundId: string;
  stake: bigint;
  cards: string[];
}
export interface PlayedRound {
  roundId: string;
  bet: bigint;
  win: bigint;
  balance: bigint;
  outcome: unknown;
  fair: FairState;
}
export type RoundRow = typeof demoMakerRound.$inferSelect;

/** A seed pair in use and its next nonce, as this process last saw them (the database decides). */
interface KnownSeed {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}
/** What demo_maker_spin answers (node-postgres gives bigints as text, PGlite as numbers or bigints). */
interface SpinAnswer {
  outcome: 'played' | 'stale' | 'noSeed' | 'sessionExpired' | 'maxBet' | 'insufficientBalance';
  round_id: string | number | null;
  balance: string | number | bigint | null;
  max_bet: string | number | bigint | null;
  server_seed: string | null;
  server_seed_hash: string | null;
  client_seed: string | null;
  nonce: number | null;
}

export class DemoMakerService {
  /** By player: what the one-call spin works its outcome out for. Only a hint: demo_maker_spin checks it under the lock. */
  private readonly seeds = new Map<number, KnownSeed>();
  /**
   * By key hash: the frame sessions seen here. Only a hint too: every call made with a key checks
   * it again under the player's lock (demo_maker_spin, stillLive), so a key that died meanwhile
   * plays, shows and rotates nothing.
   */
  private readonly sessions = new Map<string, FrameSession & { expiresAt: Date }>();
  /** By player: the spin running here, so this process's spins of one player take the nonce in turn instead of racing for it. */
  private readonly spinning = new Map<number, Promise<unknown>>();
  private readonly seedPairs = new SeedPairs(demoMakerSeed);
  private readonly spinQueue: SpinQueue<SpinAnswer>;

  constructor(
    private readonly db: AppDatabase,
    private readonly now: Clock,
  ) {
    this.spinQueue = new SpinQueue<SpinAnswer>({ one: (spin) => this.spinOne(spin), many: (spins) => this.spinMany(spins) }, SPIN_CALLS_AT_ONCE);
  }

  // --- the platform's side ---------------------------------------------------------------

  /** Records who the player is, makes sure a seed pair is committed, and issues a launch token. */
  async launch(input: { player: MakerPlayer; gameCode: string; maxBet?: bigint | null }): Promise<{ token: string; locale: string }> {
    if (!demoGame(input.gameCode)) throw refuse('unknownGame', 404);
    const { player } = input;
    const token = randomKey();
    await this.db.transaction(async (tx) => {
      await tx
        .insert(demoMakerPlayer)
        .values({ playerId: player.id, displayName: player.displayName, locale: player.locale, currencySymbol: player.currencySymbol })
        .onConflictDoUpdate({
          target: demoMakerPlayer.playerId,
          set: { displayName: player.displayName, locale: player.locale, currencySymbol: player.currencySymbol, updatedAt: this.now() },
        });
      await this.activeSeed(tx, player.id);
      // The player's spent and stale tokens and sessions go as new ones come, so neither table grows without end.
      await tx.delete(demoMakerLaunchToken).where(and(eq(demoMakerLaunchToken.playerId, player.id), or(isNotNull(demoMakerLaunchToken.usedAt), lt(demoMakerLaunchToken.expiresAt, this.now()))));
      await tx.delete(demoMakerSession).where(and(eq(demoMakerSession.playerId, player.id), lt(demoMakerSession.expiresAt, this.now())));
      // A key is bound to its game: launching another game ends the frames of every other one, so
      // an old frame cannot play its game (or its limits) with the money of this session.
      await tx.delete(demoMakerSession).where(and(eq(demoMakerSession.playerId, player.id), ne(demoMakerSession.gameCode, input.gameCode)));
      await tx.delete(demoMakerLaunchToken).where(and(eq(demoMakerLaunchToken.playerId, player.id), ne(demoMakerLaunchToken.gameCode, input.gameCode)));
      await tx.insert(demoMakerLaunchToken).values({
        tokenHash: sha256Hex(token),
        playerId: player.id,
        gameCode: input.gameCode,
        locale: player.locale,
        expiresAt: addSeconds(this.now(), LAUNCH_TOKEN_SECONDS),
        maxBet: input.maxBet ?? null,
      });
    });
    return { token, locale: player.locale };
  }

  /** Credits the player; a repeat of the transfer id answers the first one's balance. */
  async transferIn(input: { playerId: number; transferId: string; amount: bigint }): Promise<{ balance: bigint }> {
    return this.onceByTransferId(input.transferId, async (tx) => {
      // The player's lock first: a repeat arriving while the first runs waits for it, then finds it.
      const before = await this.lockPlayer(tx, input.playerId, true);
      const earlier = await this.earlierTransfer(tx, input.transferId);
      if (earlier) {
        if (earlier.direction !== 'in' || earlier.amount !== input.amount || earlier.playerId !== input.playerId) throw refuse('transferConflict', 409);
        return { balance: earlier.balanceAfter };
      }
      const balance = before + input.amount;
      await tx.update(demoMakerPlayer).set({ balance, updatedAt: this.now() }).where(eq(demoMakerPlayer.playerId, input.playerId));
      await tx.insert(demoMakerTransfer).values({ transferId: input.transferId, playerId: input.playerId, direction: 'in', amount: input.amount, balanceAfter: balance });
      return { balance };
    });
  }

  /**
   * Pays the whole balance out. An open poker hand is settled first, standing on the cards dealt
   * (as if every card were held), so the amount includes what that hand pays and the round is
   * recorded. A repeat of the transfer id answers the first one's amount and last round.
   */
  async transferOut(input: { playerId: number; transferId: string }): Promise<{ amount: bigint; lastRoundId: string | null }> {
    return this.onceByTransferId(input.transferId, async (tx) => {
      let balance = await this.lockPlayer(tx, input.playerId, true);
      const earlier = await this.earlierTransfer(tx, input.transferId);
      if (earlier) {
        if (earlier.direction !== 'out' || earlier.playerId !== input.playerId) throw refuse('transferConflict', 409);
        return { amount: earlier.amount, lastRoundId: earlier.lastRoundId === null ? null : String(earlier.lastRoundId) };
      }
      const open = await this.openHand(tx, input.playerId);
      if (open) balance = (await this.finishHand(tx, open, balance, [true, true, true, true, true])).balance;
      const [last] = await tx.select({ id: demoMakerRound.id }).from(demoMakerRound).where(eq(demoMakerRound.playerId, input.playerId)).orderBy(desc(demoMakerRound.id)).limit(1);
      await tx.update(demoMakerPlayer).set({ balance: 0n, updatedAt: this.now() }).where(eq(demoMakerPlayer.playerId, input.playerId));
      // The balance leaving is the end of the platform's session (exit, autoExitGame, a pull-back):
      // every frame key and unused launch token of the player dies with it, so no old frame plays
      // the next session's money. Only on the first answer: a late repeat must not end a newer session.
      await tx.delete(demoMakerSession).where(eq(demoMakerSession.playerId, input.playerId));
      await tx.delete(demoMakerLaunchToken).where(eq(demoMakerLaunchToken.playerId, input.playerId));
      await tx.insert(demoMakerTransfer).values({ transferId: input.transferId, playerId: input.playerId, direction: 'out', amount: balance, balanceAfter: 0n, lastRoundId: last?.id ?? null });
      return { amount: balance, lastRoundId: last ? String(last.id) : null };
    });
  }

  async balance(playerId: number): Promise<bigint> {
    const [row] = await this.db.select({ balance: demoMakerPlayer.balance }).from(demoMakerPlayer).where(eq(demoMakerPlayer.playerId, playerId));
    return row?.balance ?? 0n;
  }

  /**
   * Finished rounds after `afterRoundId` (all when null), oldest first, up to the horizon: rounds
   * commit in any order, and a round with a lower id than one shown may still be committing, so
   * the page stops below the first id that might still come.
   */
  async rounds(afterRoundId: number | null, limit: number): Promise<RoundRow[]> {
    const horizon = await this.roundHorizon();
    return this.db
      .select()
      .from(demoMakerRound)
      .where(and(afterRoundId === null ? undefined : gt(demoMakerRound.id, afterRoundId), lte(demoMakerRound.id, horizon)))
      .orderBy(asc(demoMakerRound.id))
      .limit(Math.min(Math.max(limit, 1), MAX_ROUNDS_PAGE));
  }

  /** The highest round id below which no round is still to commit (demo_maker_round_horizon). */
  private async roundHorizon(): Promise<number> {
    const result = (await this.db.execute(sql`select demo_maker_round_horizon() as horizon`)) as unknown as { rows: { horizon: string | number | bigint }[] };
    return Number(result.rows[0]?.horizon ?? 0);
  }

  /** The server seed behind a hash once revealed; null while in use or unknown. */
  async revealedSeed(serverSeedHash: string): Promise<string | null> {
    return this.seedPairs.revealed(this.db, serverSeedHash);
  }

  // --- the frame's side ------------------------------------------------------------------

  /** Trades a launch token (single use, within a minute) for a session key. */
  async openSession(token: string): Promise<{ sessionKey: string; session: FrameSession; player: { displayName: string; locale: string; currencySymbol: string }; balance: bigint; fair: FairState }> {
    const now = this.now();
    const sessionKey = randomKey();
    return this.db.transaction(async (tx) => {
      const [used] = await tx
        .update(demoMakerLaunchToken)
        .set({ usedAt: now })
        .where(and(eq(demoMakerLaunchToken.tokenHash, sha256Hex(token)), isNull(demoMakerLaunchToken.usedAt), gt(demoMakerLaunchToken.expiresAt, now)))
        .returning();
      const game = used ? demoGame(used.gameCode) : null;
      if (!used || !game) throw refuse('linkExpired', 401);
      await tx
        .insert(demoMakerSession)
        .values({ keyHash: sha256Hex(sessionKey), playerId: used.playerId, gameCode: used.gameCode, locale: used.locale, expiresAt: addSeconds(now, SESSION_SECONDS), maxBet: used.maxBet });
      const [player] = await tx.select().from(demoMakerPlayer).where(eq(demoMakerPlayer.playerId, used.playerId));
      const fair = await this.activeSeed(tx, used.playerId);
      this.knowSeed(used.playerId, fair);
      const session: FrameSession = { keyHash: sha256Hex(sessionKey), playerId: used.playerId, gameCode: game.code, locale: used.locale, maxBet: used.maxBet };
      this.knowSession(session, addSeconds(now, SESSION_SECONDS));
      return {
        sessionKey,
        session,
        player: { displayName: player?.displayName ?? '', locale: player?.locale ?? used.locale, currencySymbol: player?.currencySymbol ?? '' },
        balance: player?.balance ?? 0n,
        fair: fairOf(fair),
      };
    });
  }

  /**
   * The session behind a key, or null when unknown or expired. A key seen here before is answered
   * from memory: whatever is done with it checks it again under the player's lock.
   */
  async session(sessionKey: string): Promise<FrameSession | null> {
    const keyHash = sha256Hex(sessionKey);
    const known = this.sessions.get(keyHash);
    if (known && known.expiresAt > this.now()) return { keyHash, playerId: known.playerId, gameCode: known.gameCode, locale: known.locale, maxBet: known.maxBet };
    const [row] = await this.db
      .select()
      .from(demoMakerSession)
      .where(and(eq(demoMakerSession.keyHash, keyHash), gt(demoMakerSession.expiresAt, this.now())));
    const game = row ? demoGame(row.gameCode) : null;
    if (!row || !game) return null;
    const session: FrameSession = { keyHash, playerId: row.playerId, gameCode: game.code, locale: row.locale, maxBet: row.maxBet };
    this.knowSession(session, row.expiresAt);
    return session;
  }

  async state(session: FrameSession): Promise<{ balance: bigint; fair: FairState; open: OpenHand | null }> {
    return this.db.transaction(async (tx) => {
      const balance = await this.lockPlayer(tx, session.playerId, false);
      await this.stillLive(tx, session);
      const seed = await this.activeSeed(tx, session.playerId);
      this.knowSeed(session.playerId, seed);
      const fair = fairOf(seed);
      const open = session.gameCode === 'jacks-or-better' ? await this.openHand(tx, session.playerId) : null;
      return { balance, fair, open: open ? { roundId: `open-${open.id}`, stake: open.bet, cards: open.shown as string[] } : null };
    });
  }

  /** Plays one round (or the deal or the draw of a poker hand) of the session's game. */
  async play(session: FrameSession, body: unknown): Promise<PlayedRound> {
    const request = readRoundRequest(session.gameCode, body);
    if ('problem' in request) throw refuse(request.problem, 400);
    if ('action' in request) return this.playInTransaction(session, request);
    // After the player's spin already running here, whatever it answered.
    const previous = this.spinning.get(session.playerId) ?? Promise.resolve();
    const spin = previous.catch(() => undefined).then(() => this.spinInOneCall(session, request));
    this.spinning.set(session.playerId, spin);
    try {
      return await spin;
    } finally {
      if (this.spinning.get(session.playerId) === spin) this.spinning.delete(session.playerId);
    }
  }

  /**
   * A slot or roulette round in one database call, its outcome worked out for the seed pair and
   * nonce last seen; when the database answers another pair or nonce in use, worked out again for
   * that and called again. The long way when the player has no pair yet, or the nonce kept moving.
   */
  private async spinInOneCall(session: FrameSession, request: Exclude<RoundRequest, { action: unknown }>): Promise<PlayedRound> {
    const bet = BigInt(request.bet);
    let seed = this.seeds.get(session.playerId) ?? null;
    for (let call = 0; call < SPIN_CALLS; call += 1) {
      const played = seed ? replayRound({ gameCode: session.gameCode, serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce: seed.nonce, wager: request.wager }) : null;
      const answer = await this.callSpin(session, bet, request.wager, seed, played);
      switch (answer.outcome) {
        case 'played': {
          if (!seed || !played || answer.round_id === null || answer.balance === null) throw new Error('demo maker: a played spin answered no round');
          this.knowSeed(session.playerId, { ...seed, nonce: seed.nonce + 1 });
          const fair = { serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce: seed.nonce };
          return { roundId: String(answer.round_id), bet, win: BigInt(played.win), balance: BigInt(answer.balance), outcome: played.outcome, fair };
        }
        case 'stale':
          if (answer.server_seed === null || answer.server_seed_hash === null || answer.client_seed === null || answer.nonce === null) throw new Error('demo maker: a stale spin answered no seed pair');
          seed = { serverSeed: answer.server_seed, serverSeedHash: answer.server_seed_hash, clientSeed: answer.client_seed, nonce: answer.nonce };
          this.knowSeed(session.playerId, seed);
          break;
        case 'noSeed':
          return this.playInTransaction(session, request);
        case 'sessionExpired':
          this.sessions.delete(session.keyHash);
          throw refuse('sessionExpired', 401);
        case 'maxBet':
          throw new DemoMakerRefusal('maxBet', 400, { maxBet: toMajorText(BigInt(answer.max_bet ?? 0)) });
        case 'insufficientBalance':
          throw refuse('insufficientBalance', 402);
      }
    }
    this.seeds.delete(session.playerId);
    return this.playInTransaction(session, request);
  }

  /** demo_maker_spin for the outcome worked out for `seed` (none known: it answers the pair in use), through the spin queue. */
  private callSpin(session: FrameSession, bet: bigint, wager: unknown, seed: KnownSeed | null, played: ReplayResult | null): Promise<SpinAnswer> {
    return this.spinQueue.play({
      keyHash: session.keyHash,
      playerId: session.playerId,
      gameCode: session.gameCode,
      now: this.now().toISOString(),
      bet,
      serverSeedHash: seed?.serverSeedHash ?? null,
      clientSeed: seed?.clientSeed ?? null,
      nonce: seed?.nonce ?? null,
      win: played ? BigInt(played.win) : null,
      wager,
      outcome: played ? played.outcome : null,
    });
  }

  /** One spin, one call: demo_maker_spin. */
  private async spinOne(spin: SpinCall): Promise<SpinAnswer> {
    // PGlite and node-postgres both answer an execute with { rows }.
    const result = (await this.db.execute(sql`
      select outcome, round_id, balance, max_bet, server_seed, server_seed_hash, client_seed, nonce from demo_maker_spin(
        ${spin.keyHash}, ${spin.playerId}::bigint, ${spin.gameCode}, ${spin.now}::timestamptz, ${spin.bet}::bigint,
        ${spin.serverSeedHash}, ${spin.clientSeed}, ${spin.nonce}::integer, ${spin.win}::bigint,
        ${JSON.stringify(spin.wager)}::jsonb, ${spin.outcome === null ? null : JSON.stringify(spin.outcome)}::jsonb)`)) as unknown as { rows: SpinAnswer[] };
    const answer = result.rows[0];
    if (!answer) throw new Error('demo maker: demo_maker_spin answered nothing');
    return answer;
  }

  /** Several spins, one call: demo_maker_spin_many, its answers in the spins' order. */
  private async spinMany(spins: readonly SpinCall[]): Promise<SpinAnswer[]> {
    // Bigints as text; a value not known (no seed yet) is left out, so the function reads SQL null
    // (a JSON null would read as the jsonb null, not as SQL null).
    const list = JSON.stringify(
      spins.map((spin) => ({
        ...spin,
        bet: spin.bet.toString(),
        serverSeedHash: spin.serverSeedHash ?? undefined,
        clientSeed: spin.clientSeed ?? undefined,
        nonce: spin.nonce ?? undefined,
        win: spin.win?.toString(),
        outcome: spin.outcome ?? undefined,
      })),
    );
    const result = (await this.db.execute(sql`
      select ordinal, outcome, round_id, balance, max_bet, server_seed, server_seed_hash, client_seed, nonce
      from demo_maker_spin_many(${list}::jsonb)`)) as unknown as { rows: (SpinAnswer & { ordinal: number })[] };
    const answers: SpinAnswer[] = [];
    for (const row of result.rows) answers[row.ordinal - 1] = row;
    return answers;
  }

  /** Any round, the long way: one transaction of several queries (the poker hand's deal and draw, and a spin of a player with no seed pair yet, or whose nonce kept moving). */
  private async playInTransaction(session: FrameSession, request: RoundRequest): Promise<PlayedRound> {
    return this.db.transaction(async (tx) => {
      const balance = await this.lockPlayer(tx, session.playerId, false);
      await this.stillLive(tx, session);
      if ('action' in request && request.action === 'draw') {
        const open = await this.openHand(tx, session.playerId);
        if (!open) throw refuse('noOpenHand', 409);
        return this.finishHand(tx, open, balance, request.hold);
      }
      if (session.gameCode === 'jacks-or-better' && (await this.openHand(tx, session.playerId))) throw refuse('handOpen', 409);
      const bet = BigInt(request.bet);
      // The platform's limit for this session (a promotion's money): held here, whatever the page sends.
      if (session.maxBet !== null && bet > session.maxBet) throw new DemoMakerRefusal('maxBet', 400, { maxBet: toMajorText(session.maxBet) });
      if (balance < bet) throw refuse('insufficientBalance', 402);
      const seed = await this.activeSeed(tx, session.playerId);
      const nonce = await this.seedPairs.spend(tx, seed);
      // Known once the transaction commits; a rollback leaves a hint the database then refuses as stale.
      this.knowSeed(session.playerId, { ...seed, nonce: nonce + 1 });
      const fair = { serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce };
      const started = this.now();
      if ('action' in request) {
        // The deal: the bet is taken and the nonce spent now; the cards come from the same floats the draw will use.
        const cards = deal(roundFloats(seed.serverSeed, seed.clientSeed, nonce, FLOATS_NEEDED));
        await tx.update(demoMakerPlayer).set({ balance: balance - bet, updatedAt: started }).where(eq(demoMakerPlayer.playerId, session.playerId));
        const [open] = await tx
          .insert(demoMakerOpenRound)
          .values({ playerId: session.playerId, gameCode: session.gameCode, bet, ...fair, wager: request.wager, shown: cards, startedAt: started })
          .returning({ id: demoMakerOpenRound.id });
        return { roundId: `open-${open?.id}`, bet, win: 0n, balance: balance - bet, outcome: { dealt: cards, hand: evaluateHand(cards) }, fair };
      }
      const { outcome, win } = replayRound({ gameCode: session.gameCode, serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce, wager: request.wager });
      const after = balance - bet + BigInt(win);
      await tx.update(demoMakerPlayer).set({ balance: after, updatedAt: started }).where(eq(demoMakerPlayer.playerId, session.playerId));
      const roundId = await this.insertRound(tx, {
        playerId: session.playerId,
        gameCode: session.gameCode,
        bet,
        win: BigInt(win),
        balanceAfter: after,
        ...fair,
        wager: request.wager,
        outcome,
        startedAt: started,
        finishedAt: started,
      });
      return { roundId, bet, win: BigInt(win), balance: after, outcome, fair };
    });
  }

  /**
   * Starts a new seed pair: the server seed in use is revealed (so every round on it can be
   * verified), a new one is committed by its hash, the nonce starts again at 0. With a client
   * seed, the new pair uses it; without, the current client seed carries on. Refused while a poker
   * hand is open: revealing its seed would show the cards still to come.
   */
  async rotate(session: FrameSession, clientSeed?: string): Promise<{ revealedServerSeed: string; serverSeedHash: string; clientSeed: string; nonce: number }> {
    if (clientSeed !== undefined && !CLIENT_SEED_PATTERN.test(clientSeed)) throw refuse('clientSeedInvalid', 400);
    return this.db.transaction(async (tx) => {
      await this.lockPlayer(tx, session.playerId, false);
      await this.stillLive(tx, session);
      if (await this.openHand(tx, session.playerId)) throw refuse('handOpen', 409);
      const { revealedServerSeed, next } = await this.seedPairs.rotate(tx, session.playerId, this.now(), clientSeed);
      this.knowSeed(session.playerId, next);
      return { revealedServerSeed, serverSeedHash: next.serverSeedHash, clientSeed: next.clientSeed, nonce: next.nonce };
    });
  }

  private knowSeed(playerId: number, seed: KnownSeed): void {
    if (this.seeds.size >= HINTS_KEPT && !this.seeds.has(playerId)) this.seeds.clear();
    this.seeds.set(playerId, { serverSeed: seed.serverSeed, serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce: seed.nonce });
  }

  private knowSession(session: FrameSession, expiresAt: Date): void {
    if (this.sessions.size >= HINTS_KEPT && !this.sessions.has(session.keyHash)) this.sessions.clear();
    this.sessions.set(session.keyHash, { ...session, expiresAt });
  }

  // --- inside a transaction ------------------------------------------------------------

  /** Locks the player's row and answers the balance; creates the row first when asked (a transfer may come before any launch). */
  private async lockPlayer(tx: DbExecutor, playerId: number, create: boolean): Promise<bigint> {
    if (create) await tx.insert(demoMakerPlayer).values({ playerId }).onConflictDoNothing();
    const [row] = await tx.select({ balance: demoMakerPlayer.balance }).from(demoMakerPlayer).where(eq(demoMakerPlayer.playerId, playerId)).for('update');
    if (!row) throw refuse('sessionExpired', 401);
    return row.balance;
  }

  /**
   * Under the player's lock: the frame's key is still there. A transfer out (or a launch of another
   * game) that ended it while this call waited for the lock has committed by now.
   */
  private async stillLive(tx: DbExecutor, session: FrameSession): Promise<void> {
    const [row] = await tx
      .select({ keyHash: demoMakerSession.keyHash })
      .from(demoMakerSession)
      .where(and(eq(demoMakerSession.keyHash, session.keyHash), eq(demoMakerSession.playerId, session.playerId), eq(demoMakerSession.gameCode, session.gameCode), gt(demoMakerSession.expiresAt, this.now())));
    if (!row) throw refuse('sessionExpired', 401);
  }

  /** The seed pair in use, created when there is none. */
  private async activeSeed(tx: DbExecutor, playerId: number) {
    return this.seedPairs.active(tx, playerId);
  }

  private async openHand(tx: DbExecutor, playerId: number) {
    const [open] = await tx.select().from(demoMakerOpenRound).where(eq(demoMakerOpenRound.playerId, playerId));
    return open ?? null;
  }

  /** Draws an open poker hand with the holds given, pays it and records the round. */
  private async finishHand(tx: DbExecutor, open: typeof demoMakerOpenRound.$inferSelect, balance: bigint, hold: boolean[]): Promise<PlayedRound> {
    const [seed] = await tx.select({ serverSeed: demoMakerSeed.serverSeed }).from(demoMakerSeed).where(eq(demoMakerSeed.serverSeedHash, open.serverSeedHash));
    if (!seed) throw new Error(`demo maker: the seed of open hand ${open.id} is missing`);
    const wager = { ...(open.wager as { stake: number }), hold };
    const fair = { serverSeedHash: open.serverSeedHash, clientSeed: open.clientSeed, nonce: open.nonce };
    const replayed = replayRound({ gameCode: open.gameCode, serverSeed: seed.serverSeed, ...fair, wager });
    const outcome = replayed.outcome as PokerOutcome;
    const win = BigInt(replayed.win);
    const after = balance + win;
    const finished = this.now();
    await tx.delete(demoMakerOpenRound).where(eq(demoMakerOpenRound.id, open.id));
    await tx.update(demoMakerPlayer).set({ balance: after, updatedAt: finished }).where(eq(demoMakerPlayer.playerId, open.playerId));
    const roundId = await this.insertRound(tx, { playerId: open.playerId, gameCode: open.gameCode, bet: open.bet, win, balanceAfter: after, ...fair, wager, outcome, startedAt: open.startedAt, finishedAt: finished });
    return { roundId, bet: open.bet, win, balance: after, outcome, fair };
  }

  /** Inserts a finished round under the round-order lock, shared (held to commit); answers its id. */
  private async insertRound(tx: DbExecutor, round: typeof demoMakerRound.$inferInsert): Promise<string> {
    await tx.execute(sql`select pg_advisory_xact_lock_shared(${ROUND_ORDER_LOCK})`);
    const [row] = await tx.insert(demoMakerRound).values(round).returning({ id: demoMakerRound.id });
    return String(row?.id);
  }

  private async earlierTransfer(tx: DbExecutor, transferId: string) {
    const [row] = await tx.select().from(demoMakerTransfer).where(eq(demoMakerTransfer.transferId, transferId));
    return row ?? null;
  }

  /**
   * Runs a transfer once per transfer id. Two first attempts racing: one inserts, the other
   * breaks the unique transfer id and is run again, now answering as a repeat.
   */
  private async onceByTransferId<T>(transferId: string, run: (tx: DbExecutor) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction(run);
    } catch (error) {
      if (uniqueViolation(error) !== 'demo_maker_transfer_transfer_id_unique') throw error;
      return this.db.transaction(run);
    }
  }
}

function fairOf(seed: { serverSeedHash: string; clientSeed: string; nonce: number }): FairState {
  return { serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce: seed.nonce };
}
