// `npm run bench:auth`: how many logins and sign-ups a second one server takes, each costing an
// argon2id hash (OWASP cost: 19 MiB, 2 passes). Starts the real app on a fresh temp PGlite dir,
// and on PostgreSQL too (a database created for the run on BENCH_DATABASE_URL's server, or on a
// throwaway cluster, and dropped after), then drives POST /user-api/login (one seeded player,
// captcha off) and POST /user-api/register (a new phone per request, SMS and bank flags off) with
// autocannon on 127.0.0.1: 10 connections, 10 s each. The per-address rate limit is lifted for the
// run (every request comes from one address). Prints req/s, latency p50/p99 and the raw hashing
// cost.
import { createRequire } from 'node:module';
import os from 'node:os';
import { buildApp } from '../server/app';
import { runOnEachDatabase, type BenchDatabase } from './bench-database';
import { openDatabase } from '../server/db/client';
import { seedDatabase } from '../server/db/seed';
import { hashPassword, verifyPassword } from '../server/modules/accounts/password-hasher';

const CONNECTIONS = 10;
const DURATION_SECONDS = 10;
/** The whole bench must finish well within this; past it something hangs, and it exits 1. */
const HARD_LIMIT_MS = 5 * 60_000;
const PASSWORD = 'bench_pw1';

// autocannon ships no types; this is the part used here.
interface Histogram {
  average: number;
  p50: number;
  p99: number;
}
interface AutocannonResult {
  requests: Histogram & { total: number };
  latency: Histogram;
  non2xx: number;
  errors: number;
  timeouts: number;
}
interface AutocannonRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
  setupRequest?: (request: AutocannonRequest) => AutocannonRequest;
  onResponse?: (status: number, body: string) => void;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  requests: AutocannonRequest[];
}) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

/** Counts replies by body code: an HTTP 200 may still be a refusal in the envelope. */
function tally() {
  const codes = new Map<number, number>();
  return {
    onResponse(_status: number, body: string) {
      let code = -1;
      try {
        code = (JSON.parse(body) as { code: number }).code;
      } catch {
        // not JSON: counted as -1
      }
      codes.set(code, (codes.get(code) ?? 0) + 1);
    },
    summary: () => [...codes].map(([code, count]) => `${count}× code ${code}`).join(', '),
  };
}

function report(label: string, result: AutocannonResult, codes: string): void {
  const { requests, latency } = result;
  process.stdout.write(
    `  ${label.padEnd(9)} ${requests.average.toFixed(0).padStart(6)} req/s   latency p50 ${latency.p50} ms, p99 ${latency.p99} ms   ` +
      `(${requests.total} requests: ${codes}; errors ${result.errors}, timeouts ${result.timeouts})\n`,
  );
}

async function benchTarget(target: BenchDatabase): Promise<void> {
  const database = await openDatabase(target.options);
  const app = await buildApp({ database, authRateLimit: { max: Number.MAX_SAFE_INTEGER, timeWindowMs: 60_000 } });
  try {
    await seedDatabase(app.services);
    for (const [key, value] of [['gameAccountCaptchaEnabled', 'false'], ['gameAccountRegisterSMS', 'false'], ['gameAccountRegisterBank', 'false']]) {
      await app.services.site.setSiteSetting(key as string, value as string);
    }
    await app.services.registration.register({ phone: '09170000000', username: 'bench_player', password: PASSWORD }, { ip: '127.0.0.1', userAgent: 'bench' });
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    process.stdout.write(`${target.name}\n`);

    const logins = tally();
    const login = await autocannon({
      url,
      connections: CONNECTIONS,
      duration: DURATION_SECONDS,
      requests: [{
        method: 'POST',
        path: '/user-api/login',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'bench_player', password: PASSWORD }),
        onResponse: logins.onResponse,
      }],
    });
    report('login', login, logins.summary());

    // Each request a new phone: 0918 followed by a counter, so every sign-up is a real one.
    let next = 0;
    const signUps = tally();
    const register = await autocannon({
      url,
      connections: CONNECTIONS,
      duration: DURATION_SECONDS,
      requests: [{
        method: 'POST',
        path: '/user-api/register',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => {
          const phone = `0918${String(next++).padStart(7, '0')}`;
          return { ...request, body: JSON.stringify({ phone, password: PASSWORD }) };
        },
        onResponse: signUps.onResponse,
      }],
    });
    report('register', register, signUps.summary());
  } finally {
    await app.close();
    await target.cleanup();
  }
}

async function hashingCost(): Promise<void> {
  const rounds = 10;
  const hash = await hashPassword(PASSWORD);
  let started = performance.now();
  for (let i = 0; i < rounds; i += 1) await hashPassword(PASSWORD);
  const hashMs = (performance.now() - started) / rounds;
  started = performance.now();
  for (let i = 0; i < rounds; i += 1) await verifyPassword(hash, PASSWORD);
  const verifyMs = (performance.now() - started) / rounds;
  started = performance.now();
  const parallel = 40;
  await Promise.all(Array.from({ length: parallel }, () => verifyPassword(hash, PASSWORD)));
  const perSecond = parallel / ((performance.now() - started) / 1000);
  process.stdout.write(
    `argon2id m=19456 KiB t=2 p=1: hash ${hashMs.toFixed(1)} ms, verify ${verifyMs.toFixed(1)} ms one at a time; ` +
      `${perSecond.toFixed(0)} verifies/s in parallel (libuv pool ${process.env.UV_THREADPOOL_SIZE ?? 4} threads, ${os.availableParallelism()} cores)\n`,
  );
}

await runOnEachDatabase({ name: 'bench:auth', prefix: 'bench_auth', hardLimitMs: HARD_LIMIT_MS, before: hashingCost, bench: benchTarget });
