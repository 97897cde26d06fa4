// What the play tests stand the platform's play module on: a scripted game maker (a real
// in-memory maker behind the GameMakerAdapter boundary — balances, idempotent transfers by id,
// rounds — that can be told to time out before or after acting, refuse, or crash at any call), a
// catalogue of a few games, and a round recorder that posts each round's net through the real
// ledger exactly as the games module's RoundService does (unique by maker round id, reference
// round:<maker>:<id>). The play routes are registered on the real test app over its real ledger,
// idempotency keys and database.
import type { FastifyPluginAsync } from 'fastify';
import type { RoundRecord } from '../../src/domain/game-play';
import type { Page } from '../../src/domain/trade';
import { refused } from '../../server/errors';
import { MakerRefused, MakerUnavailable, type GameMakerAdapter, type MakerPlayer, type MakerRound } from '../../server/makers/maker-adapter';
import { MakerRegistry } from '../../server/makers/maker-registry';
import { createPlayServices, type PlayableGame, type PlayLog } from '../../server/modules/play/play.module';
import playRoutes from '../../server/modules/play/play.routes';
import type { Services } from '../../server/services';

export type MakerCall = 'launch' | 'transferIn' | 'transferOut' | 'balance' | 'rounds' | 'revealedSeed';
/**
 * timeoutBefore: MakerUnavailable, nothing done; timeoutAfter: done, then MakerUnavailable (the
 * answer lost); refuse: MakerRefused, nothing done; crash: a plain Error, nothing done (the process
 * dying between the ledger and the maker).
 */
export type Fault = 'timeoutBefore' | 'timeoutAfter' | 'refuse' | 'crash';

export class ScriptedMaker implements GameMakerAdapter {
  readonly origin = 'http://127.0.0.1:5999';
  balances = new Map<number, bigint>();
  private transfers = new Map<string, { direction: 'in' | 'out'; amount: bigint; lastRoundId: string | null }>();
  private history: MakerRound[] = [];
  private faults: { call: MakerCall; fault: Fault }[] = [];
  private seeds = new Map<string, string>();
  /** Every call as it reached the maker (and whether it failed before acting), for the tests' eyes. */
  calls: { call: MakerCall; transferId?: string; acted: boolean }[] = [];
  /** Money the maker really moved: a repeated transfer id answers again and moves nothing, so is not here. */
  moves: { direction: 'in' | 'out'; transferId: string; amount: bigint }[] = [];
  launches: { player: MakerPlayer; gameCode: string; returnUrl: string }[] = [];
  /** How long rounds() takes to answer, as a maker over the network would. */
  roundsDelayMs = 0;

  constructor(readonly code: string) {}

  reset(): void {
    this.balances.clear();
    this.transfers.clear();
    this.history = [];
    this.faults = [];
    this.seeds.clear();
    this.calls = [];
    this.moves = [];
    this.launches = [];
    this.roundsDelayMs = 0;
  }

  /** The next call of that kind fails so. */
  failNext(call: MakerCall, fault: Fault): void {
    this.faults.push({ call, fault });
  }

  /** A finished round, as the player playing in the frame would make one. */
  playRound(playerId: number, bet: bigint, win: bigint, seed = { serverSeedHash: 'a'.repeat(64), clientSeed: 'client', nonce: this.history.length }): MakerRound {
    const before = this.balances.get(playerId) ?? 0n;
    if (bet > before) throw new Error(`Scripted maker: bet ${bet} over balance ${before}`);
    const after = before - bet + win;
    this.balances.set(playerId, after);
    const round: MakerRound = {
      makerRoundId: String(this.history.length + 1).padStart(10, '0'),
      playerId,
      gameCode: 'lucky-lanterns',
      bet,
      win,
      balanceAfter: after,
      serverSeedHash: seed.serverSeedHash,
      clientSeed: seed.clientSeed,
      nonce: seed.nonce,
      wager: { stake: Number(bet) / 100 },
      outcome: { win: Number(win) / 100 },
      finishedAt: new Date(),
    };
    this.history.push(round);
    return round;
  }

  reveal(serverSeedHash: string, serverSeed: string): void {
    this.seeds.set(serverSeedHash, serverSeed);
  }

  private fault(call: MakerCall): Fault | undefined {
    const index = this.faults.findIndex((entry) => entry.call === call);
    if (index < 0) return undefined;
    const [entry] = this.faults.splice(index, 1);
    return entry?.fault;
  }

  private async guarded<T>(call: MakerCall, transferId: string | undefined, act: () => T): Promise<T> {
    await Promise.resolve(); // a maker answers asynchronously, as over HTTP
    const fault = this.fault(call);
    if (fault === 'timeoutBefore' || fault === 'refuse' || fault === 'crash') {
      this.calls.push({ call, transferId, acted: false });
      if (fault === 'refuse') throw new MakerRefused(`${call} refused`);
      if (fault === 'crash') throw new Error(`process died during ${call}`);
      throw new MakerUnavailable(`${call} timed out`);
    }
    const answer = act();
    this.calls.push({ call, transferId, acted: true });
    if (fault === 'timeoutAfter') throw new MakerUnavailable(`${call} timed out after acting`);
    return answer;
  }

  launch(input: { player: MakerPlayer; gameCode: string; returnUrl: string }): Promise<{ url: string }> {
    return this.guarded('launch', undefined, () => {
      this.launches.push(input);
      return { url: `${this.origin}/play/${input.gameCode}?token=t${this.launches.length}&parent=${encodeURIComponent(input.returnUrl)}` };
    });
  }

  transferIn(input: { playerId: number; transferId: string; amount: bigint }): Promise<{ balance: bigint }> {
    return this.guarded('transferIn', input.transferId, () => {
      const seen = this.transfers.get(input.transferId);
      if (seen && (seen.direction !== 'in' || seen.amount !== input.amount)) throw new MakerRefused('transfer id reused');
      if (!seen) {
        this.transfers.set(input.transferId, { direction: 'in', amount: input.amount, lastRoundId: null });
        this.moves.push({ direction: 'in', transferId: input.transferId, amount: input.amount });
        this.balances.set(input.playerId, (this.balances.get(input.playerId) ?? 0n) + input.amount);
      }
      return { balance: this.balances.get(input.playerId) ?? 0n };
    });
  }

  transferOut(input: { playerId: number; transferId: string }): Promise<{ amount: bigint; lastRoundId: string | null }> {
    return this.guarded('transferOut', input.transferId, () => {
      const seen = this.transfers.get(input.transferId);
      if (seen) return { amount: seen.amount, lastRoundId: seen.lastRoundId };
      const amount = this.balances.get(input.playerId) ?? 0n;
      const mine = this.history.filter((round) => round.playerId === input.playerId);
      const lastRoundId = mine[mine.length - 1]?.makerRoundId ?? null;
      this.transfers.set(input.transferId, { direction: 'out', amount, lastRoundId });
      this.moves.push({ direction: 'out', transferId: input.transferId, amount });
      this.balances.set(input.playerId, 0n);
      return { amount, lastRoundId };
    });
  }

  balance(playerId: number): Promise<bigint> {
    return this.guarded('balance', undefined, () => this.balances.get(playerId) ?? 0n);
  }

  async rounds(afterRoundId: string | null, limit: number): Promise<MakerRound[]> {
    if (this.roundsDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.roundsDelayMs));
    return this.guarded('rounds', undefined, () => this.history.filter((round) => afterRoundId === null || round.makerRoundId > afterRoundId).slice(0, limit));
  }

  revealedSeed(serverSeedHash: string): Promise<string | null> {
    return this.guarded('revealedSeed', undefined, () => this.seeds.get(serverSeedHash) ?? null);
  }
}

export const GAMES: Record<string, PlayableGame & { name: string }> = {
  slot: { id: 1, code: 'lucky-lanterns', makerCode: 'demo', maintenance: false, name: 'Lucky Lanterns' },
  roulette: { id: 2, code: 'royal-roulette', makerCode: 'demo', maintenance: false, name: 'Royal Roulette' },
  closed: { id: 3, code: 'ocean-king', makerCode: 'demo', maintenance: true, name: 'Ocean King' },
  elsewhere: { id: 4, code: 'far-away', makerCode: 'nowhere', maintenance: false, name: 'Far Away' },
};

/** The games module's RoundService as play uses it, posting through the real ledger. */
class RecordedRounds {
  recorded = new Map<string, { id: number; maker: string; round: MakerRound; serverSeed: string | null }>();
  private ledger: Services['ledger'] | undefined;

  bind(ledger: Services['ledger']): void {
    this.ledger = ledger;
  }

  async record(makerCode: string, rounds: MakerRound[]): Promise<void> {
    if (!this.ledger) throw new Error('rounds: not bound to a ledger');
    for (const round of rounds) {
      const key = `${makerCode}:${round.makerRoundId}`;
      if (this.recorded.has(key)) continue;
      this.recorded.set(key, { id: this.recorded.size + 1, maker: makerCode, round, serverSeed: null });
      const net = round.win - round.bet;
      if (net === 0n) continue;
      const game = { playerId: round.playerId, purpose: 'game' as const, maker: makerCode };
      const house = { house: 'games' as const };
      await this.ledger.transfer({
        kind: 'gameRound',
        from: net > 0n ? house : game,
        to: net > 0n ? game : house,
        amount: net > 0n ? net : -net,
        reference: `round:${makerCode}:${round.makerRoundId}`,
        actor: 'player',
      });
    }
  }

  async lastRecorded(makerCode: string): Promise<string | null> {
    const mine = [...this.recorded.values()].filter((entry) => entry.maker === makerCode);
    return mine[mine.length - 1]?.round.makerRoundId ?? null;
  }

  private toRecord(entry: { id: number; round: MakerRound; serverSeed: string | null }): RoundRecord {
    const game = Object.values(GAMES).find((candidate) => candidate.code === entry.round.gameCode) ?? GAMES.slot!;
    return {
      id: entry.id,
      gameId: game.id,
      gameName: game.name,
      gameCode: entry.round.gameCode,
      makerRoundId: entry.round.makerRoundId,
      bet: Number(entry.round.bet) / 100,
      win: Number(entry.round.win) / 100,
      balanceAfter: Number(entry.round.balanceAfter) / 100,
      serverSeedHash: entry.round.serverSeedHash,
      serverSeed: entry.serverSeed,
      clientSeed: entry.round.clientSeed,
      nonce: entry.round.nonce,
      outcome: entry.round.outcome,
      wager: entry.round.wager,
      time: entry.round.finishedAt.getTime(),
    };
  }

  async listForPlayer(playerId: number, query: { page: number; limit: number; gameId?: number }): Promise<Page<RoundRecord>> {
    const rows = [...this.recorded.values()]
      .filter((entry) => entry.round.playerId === playerId)
      .map((entry) => this.toRecord(entry))
      .filter((record) => query.gameId === undefined || record.gameId === query.gameId)
      .reverse();
    return { rows: rows.slice((query.page - 1) * query.limit, query.page * query.limit), total: rows.length };
  }

  async oneForPlayer(playerId: number, id: number): Promise<RoundRecord> {
    const entry = [...this.recorded.values()].find((candidate) => candidate.id === id && candidate.round.playerId === playerId);
    if (!entry) throw refused('server.game.roundNotFound');
    return this.toRecord(entry);
  }

  async revealSeed(serverSeedHash: string, serverSeed: string): Promise<void> {
    for (const entry of this.recorded.values()) {
      if (entry.round.serverSeedHash === serverSeedHash) entry.serverSeed = serverSeed;
    }
  }
}

/** Problems the play module logged, so a test can say none (or one) was. */
export class CapturedLog implements PlayLog {
  lines: { level: 'warn' | 'error'; message: string; details: Record<string, unknown> }[] = [];
  warn(details: Record<string, unknown>, message: string): void {
    this.lines.push({ level: 'warn', message, details });
  }
  error(details: Record<string, unknown>, message: string): void {
    this.lines.push({ level: 'error', message, details });
  }
}

export class PlayHarness {
  readonly maker = new ScriptedMaker('demo');
  readonly rounds = new RecordedRounds();
  readonly log = new CapturedLog();
  readonly played: { playerId: number; gameId: number }[] = [];
  private built: ReturnType<typeof createPlayServices> | undefined;

  get services(): ReturnType<typeof createPlayServices> {
    if (!this.built) throw new Error('PlayHarness: the app is built in beforeAll');
    return this.built;
  }

  reset(): void {
    this.maker.reset();
    this.rounds.recorded.clear();
    this.log.lines = [];
    this.played.length = 0;
  }

  /** The play routes over the test app's own services: pass in useTestApp's extraUserApiRoutes. */
  routes(): FastifyPluginAsync {
    return async (scope) => {
      this.rounds.bind(scope.services.ledger);
      this.build = () => this.create(scope.services, scope.db);
      this.built = this.build();
      await scope.register(playRoutes, { services: this.built, rateLimit: { max: 1_000_000, timeWindow: 60_000 } });
    };
  }

  /** Another server's play services over the same database and maker (its own round sync, its own poller). */
  anotherServer(): ReturnType<typeof createPlayServices> {
    if (!this.build) throw new Error('PlayHarness: the app is built in beforeAll');
    return this.build();
  }

  private build: (() => ReturnType<typeof createPlayServices>) | undefined;

  private create(services: Services, db: Parameters<typeof createPlayServices>[0]['db']): ReturnType<typeof createPlayServices> {
    return createPlayServices({
      db,
      now: () => new Date(),
      ledger: services.ledger,
      idempotency: services.idempotency,
      catalogue: {
        gameById: async (id) => Object.values(GAMES).find((game) => game.id === id),
        markPlayed: async (playerId, gameId) => {
          this.played.push({ playerId, gameId });
        },
      },
      rounds: this.rounds,
      profiles: services.profile,
      players: services.players,
      site: services.site,
      makers: new MakerRegistry([this.maker]),
      log: this.log,
    });
  }
}
