// One load generator of `npm run bench:capacity`, a process of its own (forked by capacity.ts, one
// per core), so that sending the players' calls never shares an event loop with the server it
// measures nor with the other generators. It takes one step's share of the calls over IPC, sends
// them open loop at their rates, and answers every call's latency by kind, its failures, what it
// sent against what it was due, and its own event loop's delay: a generator that fell behind
// shows it there, and the step is then not the server's to judge.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { BodyCode } from '../src/domain/api-reply';
import type { ConnectionRequest } from './http-connection';
import { HttpPool } from './http-pool';
import { messageOf } from '../server/shared/error-message';

/** A request as a connection sends it, named by its whole URL. */
export interface DriveTarget extends Omit<ConnectionRequest, 'path'> {
  url: string;
  /** The reply is the platform's envelope, whose code must be ok. */
  envelope: boolean;
}

export interface DriveKind {
  name: string;
  /** Calls per second this generator sends of this kind. */
  rate: number;
  /** Simulated players of this kind on this generator; player i calls as targets[i mod length]. */
  players: number;
  targets: DriveTarget[];
}

export interface DriveOrder {
  seconds: number;
  /** Open sockets per origin. */
  sockets: number;
  kinds: DriveKind[];
}

export interface DriveFigures {
  sent: number;
  due: number;
  failures: number;
  firstFailure: string;
  /** Latencies by kind, ms, in the order they came. */
  latencies: Record<string, number[]>;
  /** This generator's event loop delay, ms: p99 and max over the step. */
  lagP99: number;
  lagMax: number;
}

/** By origin, kept across steps, as a browser keeps its connections. */
const pools = new Map<string, HttpPool>();
/** Each target's URL split once: a step sends the same few hundred over and over. */
const split = new Map<string, { pool: HttpPool; path: string }>();

function routeOf(url: string, sockets: number): { pool: HttpPool; path: string } {
  let route = split.get(url);
  if (!route) {
    const parsed = new URL(url);
    let pool = pools.get(parsed.origin);
    if (!pool) pools.set(parsed.origin, (pool = new HttpPool(parsed.origin, sockets)));
    split.set(url, (route = { pool, path: `${parsed.pathname}${parsed.search}` }));
  }
  return route;
}

async function drive({ seconds, sockets, kinds }: DriveOrder): Promise<DriveFigures> {
  const lag = monitorEventLoopDelay({ resolution: 5 });
  const figures: DriveFigures = { sent: 0, due: 0, failures: 0, firstFailure: '', latencies: {}, lagP99: 0, lagMax: 0 };
  const pending = new Set<Promise<void>>();
  const schedule = kinds.map((kind) => {
    figures.latencies[kind.name] = [];
    const order = Array.from({ length: kind.players }, (_, index) => index).sort(() => Math.random() - 0.5);
    return { kind, order, done: 0 };
  });
  figures.due = kinds.reduce((sum, kind) => sum + Math.floor(kind.rate * seconds), 0);
  const fire = (kind: DriveKind, target: DriveTarget) => {
    const begin = performance.now();
    figures.sent += 1;
    const { pool, path } = routeOf(target.url, sockets);
    const job = pool
      .request({ method: target.method, path, headers: target.headers, body: target.body })
      .then((reply) => {
        const ok = reply.status === 200 && (!target.envelope || (JSON.parse(reply.body) as { code?: number }).code === BodyCode.ok);
        if (!ok) {
          figures.failures += 1;
          figures.firstFailure ||= `${kind.name}: HTTP ${reply.status} ${reply.body.slice(0, 160)}`;
        }
      })
      .catch((error: unknown) => {
        figures.failures += 1;
        figures.firstFailure ||= `${kind.name}: ${messageOf(error)}`;
      })
      .finally(() => {
        figures.latencies[kind.name]!.push(performance.now() - begin);
        pending.delete(job);
      });
    pending.add(job);
  };
  lag.enable();
  const started = performance.now();
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const elapsed = Math.min(seconds, (performance.now() - started) / 1000);
      for (const entry of schedule) {
        if (entry.order.length === 0) continue;
        const due = Math.floor(entry.kind.rate * elapsed);
        for (; entry.done < due; entry.done += 1) {
          const index = entry.order[entry.done % entry.order.length]!;
          fire(entry.kind, entry.kind.targets[index % entry.kind.targets.length]!);
        }
      }
      if (elapsed >= seconds) {
        clearInterval(timer);
        resolve();
      }
    }, 5);
  });
  await Promise.all(pending);
  lag.disable();
  figures.lagP99 = lag.percentile(99) / 1e6;
  figures.lagMax = lag.max / 1e6;
  return figures;
}

// Orders come one per step until the parent disconnects.
process.on('message', (order: DriveOrder) => {
  drive(order).then(
    (figures) => process.send?.(figures),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
      process.exit(1);
    },
  );
});
process.on('disconnect', () => {
  for (const pool of pools.values()) pool.close();
  process.exit(0);
});
