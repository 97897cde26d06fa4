// The closed-loop HTTP load the PostgreSQL benches share: `clients` loops for `seconds`, each
// POSTing one request at a time and waiting for its answer, with each request's latency kept.
// A request that answers anything but HTTP 200 counts as a failure. driveFromOutside runs it in a
// process of its own, for a server that lives in the bench's process.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { HttpConnection } from './http-connection';

export interface Drive {
  /** Seconds from the first request to the last answer. */
  elapsed: number;
  attempts: number;
  failures: number;
  p50: number;
  p99: number;
  /**
   * The requests at or over the p99: when each was sent (ms since the epoch, performance.timeOrigin
   * based, so comparable with another process's clock) and how long it took, for a bench to set
   * beside what its server did meanwhile.
   */
  slowest: { at: number; ms: number }[];
  /**
   * The driving process's CPU time a request, µs: on this machine the clients share the cores with
   * the server they measure (outside players' devices do not), so a reader sets it beside the
   * server's own CPU time a request.
   */
  clientCpuUs: number;
}

export interface DriveRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** The p-th percentile of ascending `sorted` (nearest rank), 0 for none. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Runs the load; `target(client, spin)` names each request (spin counts that client's requests). */
export async function drive({ clients, seconds }: { clients: number; seconds: number }, target: (client: number, spin: number) => DriveRequest): Promise<Drive> {
  const latencies: number[] = [];
  const sentAt: number[] = [];
  let failures = 0;
  // Each request's URL split once: the drive sends the same few over and over.
  const split = new Map<string, { origin: string; path: string }>();
  const partsOf = (url: string) => {
    let parts = split.get(url);
    if (!parts) {
      const parsed = new URL(url);
      split.set(url, (parts = { origin: parsed.origin, path: `${parsed.pathname}${parsed.search}` }));
    }
    return parts;
  };
  // One connection per client, kept open, as each player's browser keeps its own.
  const connections = Array.from({ length: clients }, (_, client) => new HttpConnection(partsOf(target(client, 0).url).origin));
  const deadline = performance.now() + seconds * 1000;
  const cpu = process.cpuUsage();
  const started = performance.now();
  try {
    await Promise.all(
      connections.map(async (connection, client) => {
        for (let spin = 0; performance.now() < deadline; spin += 1) {
          const { url, headers, body } = target(client, spin);
          const { origin, path } = partsOf(url);
          if (origin !== connection.origin) throw new Error(`a drive's client keeps to one origin: ${connection.origin}, not ${origin}`);
          const begin = performance.now();
          const { status } = await connection.request({ method: 'POST', path, headers, body });
          if (status !== 200) failures += 1;
          latencies.push(performance.now() - begin);
          sentAt.push(performance.timeOrigin + begin);
        }
      }),
    );
  } finally {
    for (const connection of connections) connection.close();
  }
  const elapsed = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  const sorted = [...latencies].sort((a, b) => a - b);
  const p99 = percentile(sorted, 99);
  const slowest = latencies.flatMap((ms, index) => (ms >= p99 ? [{ at: sentAt[index] ?? 0, ms }] : []));
  const clientCpuUs = (used.user + used.system) / Math.max(1, latencies.length);
  return { elapsed, attempts: latencies.length, failures, p50: percentile(sorted, 50), p99, slowest, clientCpuUs };
}

/**
 * `drive` from a process of its own (http-drive-process.ts), as an outside client: the server in
 * this process then serves on an event loop the clients do not share. Client c's n-th request is
 * requests[(c + n * clients) % requests.length].
 */
export async function driveFromOutside({ clients, seconds }: { clients: number; seconds: number }, requests: DriveRequest[]): Promise<Drive> {
  const child = fork(fileURLToPath(new URL('./http-drive-process.ts', import.meta.url)), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  try {
    return await new Promise<Drive>((resolve, reject) => {
      child.once('message', (figures) => resolve(figures as Drive));
      child.once('error', reject);
      child.once('exit', (code) => reject(new Error(`the drive process exited (${code}) without its figures`)));
      child.send({ clients, seconds, requests });
    });
  } finally {
    child.kill();
  }
}
