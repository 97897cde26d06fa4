// What the play tests stand the platform on besides the real app: a scripted game maker (a real
// in-memory maker behind the GameMakerAdapter boundary — balances, idempotent transfers by id,
// rounds — that can be told to time out before or after acting, refuse, or crash at any call),
// registered as maker `demo` in place of the demo maker's HTTP adapter. Everything else is the
// real thing: the seeded catalogue, the games module's RoundService, the ledger, the keys.
import { MakerRefused, MakerUnavailable, type GameMakerAdapter, type MakerPlayer, type MakerRound } from '../../../server/makers/maker-adapter';
import { MakerRegistry } from '../../../server/makers/maker-registry';
import { createPlayServices, type MoneySource, type PlayLog } from '../../../server/modules/play/play.module';
import type { ServiceOptions, Services } from '../../../server/services';

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
  private holds: { call: MakerCall; reach: () => void; released: Promise<void> }[] = [];

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
    this.holds = [];
  }

  /**
   * The next call of that kind (only that one) waits before it acts until released: a call still
   * on its way over the network while others go through. `reached` resolves when it is waiting.
   */
  hold(call: MakerCall): { reached: Promise<void>; release: () => void } {
    let reach = () => undefined as void;
    let release = () => undefined as void;
    const reached = new Promise<void>((resolve) => (reach = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    this.holds.push({ call, reach, released });
    return { reached, release };
  }

  /** The next call of that kind fails so. */
  failNext(call: MakerCall, fault: Fault): void {
    this.faults.push({ call, fault });
  }

  /** A finished round, as the player playing in the frame would make one. */
  /** Every round played, oldest first. */
  get played(): readonly MakerRound[] {
    return this.history;
  }

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
    const held = this.holds.findIndex((entry) => entry.call === call);
    if (held >= 0) {
      const [entry] = this.holds.splice(held, 1);
      entry!.reach();
      await entry!.released;
    }
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
  readonly log = new CapturedLog();

  /** For useTestApp: the scripted maker as the app's only maker, and the log to read. */
  serviceOptions(): ServiceOptions {
    return { makers: new MakerRegistry([this.maker]), playLog: this.log };
  }

  reset(): void {
    this.maker.reset();
    this.log.lines = [];
  }

  /**
   * Another server's play services over the same database and maker (its own round sync, its own
   * poller), built with the app's money source unless given another.
   */
  anotherServer(services: Services, db: Parameters<typeof createPlayServices>[0]['db'], money: MoneySource = services.playMoney): ReturnType<typeof createPlayServices> {
    return createPlayServices({
      db,
      now: () => new Date(),
      ledger: services.ledger,
      idempotency: services.idempotency,
      catalogue: services.catalogue,
      rounds: services.rounds,
      profiles: services.profile,
      players: services.players,
      site: services.site,
      makers: new MakerRegistry([this.maker]),
      money,
      log: this.log,
      breaks: services.safetyGate,
    });
  }
}

/** The seeded catalogue's games by code, as the tests name them. */
export async function seededGames(services: Services) {
  const byCode = async (makerCode: string, code: string) => {
    const game = await services.catalogue.gameByMakerAndCode(makerCode, code);
    if (!game) throw new Error(`The seed has no ${makerCode}/${code}`);
    return game;
  };
  return {
    slot: await byCode('demo', 'lucky-lanterns'),
    roulette: await byCode('demo', 'royal-roulette'),
    poker: await byCode('demo', 'jacks-or-better'),
    /** Another maker's game, in maintenance in the seed, and with no adapter on this server. */
    elsewhere: await byCode('goldenreel', 'dragons-hoard'),
  };
}
