// The demo maker's spins on their way to the database (the queue is server/db/grouped-calls.ts).
// The spins of one turn of the event loop go together, as one call while fewer than
// `callsInFlight` calls are running; the spins that arrive while they all run go together in the
// next: one call of demo_maker_spin_many (migration 0042), one round trip, one statement and one
// commit for all of them. A spin never waits for a timer, so an idle maker answers as fast as
// before; under load the spins share a call's fixed costs.
//
// A call of several spins that the database refused (an SQLSTATE: it rolled back, so no spin of it
// played) fails none of them for it: each is then sent alone, one after another, so a spin fails
// only for a reason of its own. Any other failure (the connection lost with the call) is every spin's: whether the call
// committed is unknown, and a spin sent again could play twice.
import { GroupedCalls } from '../../db/grouped-calls';
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

export class SpinQueue<Answer> {
  private readonly queue: GroupedCalls<Waiting<Answer>>;

  constructor(
    private readonly calls: SpinCalls<Answer>,
    /** Calls at once; the spins that arrive while they all run go together in the next. */
    callsInFlight: number,
  ) {
    this.queue = new GroupedCalls((group) => this.call(group), callsInFlight);
  }

  play(spin: SpinCall): Promise<Answer> {
    return new Promise<Answer>((resolve, reject) => this.queue.add({ spin, resolve, reject }));
  }

  private async call(group: readonly Waiting<Answer>[]): Promise<void> {
    if (group.length === 1) {
      const [only] = group as [Waiting<Answer>];
      only.resolve(await this.calls.one(only.spin));
      return;
    }
    let answers: Answer[];
    try {
      answers = await this.calls.many(group.map((waiting) => waiting.spin));
    } catch (error) {
      // Not refused by the database: every spin's (the queue rejects them all).
      if (sqlStateOf(error) === null) throw error;
      // One after another, in this call's lane: at once they would take up to a call's worth of
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
