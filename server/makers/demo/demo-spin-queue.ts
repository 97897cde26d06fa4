// The demo maker's spins on their way to the database. A spin goes at once while fewer than
// `callsInFlight` calls are running; one that arrives while they all run waits for the first to
// finish and goes with every other spin that waited, as one call of demo_maker_spin_many (migration
// 0042): one round trip, one statement and one commit for all of them. A spin never waits for a
// timer, so an idle maker answers as fast as before; under load the waiting spins share a call's
// fixed costs instead of queueing for a connection each.
//
// A call of several spins that the database refused (an SQLSTATE: it rolled back, so no spin of it
// played) fails none of them for it: each is then sent alone, one after another, so a spin fails
// only for a reason of its own. Any other failure (the connection lost with the call) is every spin's: whether the call
// committed is unknown, and a spin sent again could play twice.
import { sqlStateOf } from '../../db/sql-state';

/** What a spin sends: the arguments of demo_maker_spin. */
export interface SpinCall {
  keyHash: string;
  playerId: number;
  gameCode: string;
  now: string;
  bet: bigint;
  serverSeedHash: string | null;
  clientSeed: string | null;
  nonce: number | null;
  win: bigint | null;
  wager: unknown;
  outcome: unknown;
}

export interface SpinCalls<Answer> {
  /** One spin in one call (demo_maker_spin). */
  one(spin: SpinCall): Promise<Answer>;
  /** Several in one call (demo_maker_spin_many): one answer per spin, in their order. */
  many(spins: readonly SpinCall[]): Promise<Answer[]>;
}

interface Waiting<Answer> {
  spin: SpinCall;
  resolve(answer: Answer): void;
  reject(error: unknown): void;
}

/** The most spins one call takes; those waiting past it go in the next call, so a call stays short. */
const MOST_SPINS_A_CALL = 64;

export class SpinQueue<Answer> {
  private readonly waiting: Waiting<Answer>[] = [];
  private running = 0;

  constructor(
    private readonly calls: SpinCalls<Answer>,
    /** Calls at once; the spins that arrive while they all run go together in the next. */
    private readonly callsInFlight: number,
  ) {}

  play(spin: SpinCall): Promise<Answer> {
    return new Promise<Answer>((resolve, reject) => {
      this.waiting.push({ spin, resolve, reject });
      if (this.running < this.callsInFlight) this.send();
    });
  }

  private send(): void {
    const group = this.waiting.splice(0, MOST_SPINS_A_CALL);
    if (group.length === 0) return;
    this.running += 1;
    void this.call(group).finally(() => {
      this.running -= 1;
      if (this.waiting.length > 0 && this.running < this.callsInFlight) this.send();
    });
  }

  private async call(group: Waiting<Answer>[]): Promise<void> {
    if (group.length === 1) {
      const [only] = group as [Waiting<Answer>];
      await this.calls.one(only.spin).then(only.resolve, only.reject);
      return;
    }
    let answers: Answer[];
    try {
      answers = await this.calls.many(group.map((waiting) => waiting.spin));
    } catch (error) {
      if (sqlStateOf(error) === null) {
        for (const waiting of group) waiting.reject(error);
        return;
      }
      // One after another, in this call's lane: at once they would take up to MOST_SPINS_A_CALL
      // connections from the pool the maker's transfers use too.
      for (const waiting of group) await this.calls.one(waiting.spin).then(waiting.resolve, waiting.reject);
      return;
    }
    group.forEach((waiting, index) => {
      const answer = answers[index];
      if (answer === undefined) waiting.reject(new Error('demo maker: demo_maker_spin_many answered fewer spins than it was sent'));
      else waiting.resolve(answer);
    });
  }
}
