// The seamless-wallet callbacks as production runs them (DESIGN.md "Scale"): real server processes
// on one PostgreSQL. 500 bets at once on one wallet, each sent to both of two instances (as a
// maker's retry would reach another instance); then a server killed with SIGKILL while bets are
// under way, and the maker's replays to a fresh server. Afterwards no balance is negative, every
// accepted debit is posted once, every replay answered what the first answer said, and `ledger
// check` is clean. PostgreSQL only (TEST_DATABASE_URL): PGlite is one process by design.
import { randomBytes } from 'node:crypto';
import { like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/client';
import { ledgerTransfer } from '../../../server/db/schema';
import { EXIT_OK, runOpsCommand } from '../../../server/ops/commands';
import type { Services } from '../../../server/services';
import { killServer, openSharedSite, startServer, stopServer, type ServerProcess, type SharedSite } from '../server-process';
import { openSeamlessSession, roundProof, SEAMLESS, SEAMLESS_GAME, seamlessGame, signedCall, type WalletCall } from './seamless-helpers';

const adminUrl = process.env.TEST_DATABASE_URL;
const SECRET = randomBytes(24).toString('hex');
const BETS = 500;
const STAKE = 50n;
/** 100.00: room for 200 of the 500 bets. */
const FUNDING = 10_000n;

interface Answer {
  status: number;
  text: string;
}

describe.skipIf(!adminUrl)('seamless wallet: server processes on one PostgreSQL', () => {
  let site: SharedSite;
  let database: Database;
  let services: Services;
  let gameId = 0;
  const servers: ServerProcess[] = [];
  /**
   * The two instances of the first test; the second kills one of them mid-bet instead of starting
   * a third (each start costs seconds of CPU), and still replays to a server started after the kill.
   */
  let a: ServerProcess;
  let b: ServerProcess;

  const start = async () => {
    const server = await startServer(site.url, site.webDir, { SEAMLESS_MAKER_SECRET: SECRET });
    servers.push(server);
    return server;
  };
  const send = async (server: ServerProcess, kind: WalletCall, payload: unknown): Promise<Answer> => {
    const signed = signedCall(SECRET, kind, payload);
    const response = await fetch(`${server.url}${signed.url.slice(1)}`, { method: 'POST', headers: signed.headers, body: signed.body });
    return { status: response.status, text: await response.text() };
  };
  const statusOf = (answer: Answer) => (JSON.parse(answer.text) as { status: string }).status;

  /** A player funded with FUNDING and seated at the seamless game, with the maker's calls for them. */
  async function seated(username: string, phone: string) {
    await services.registration.register({ phone, username, password: 'seamless_pw1' }, { ip: '127.0.0.1', userAgent: 'test' });
    const { id } = await services.players.find(username);
    expect((await runOpsCommand(['wallet', 'adjust', username, (Number(FUNDING) / 100).toFixed(2), 'seamless load test'], services)).exitCode).toBe(EXIT_OK);
    const { token } = await openSeamlessSession(database.db, SECRET, { playerId: id, gameId });
    const debit = (i: number) => ({ transactionId: `${username}-bet-${i}`, token, playerId: id, gameCode: SEAMLESS_GAME, roundId: `${username}-round-${i}`, amount: STAKE.toString() });
    const credit = (i: number, win: bigint) => ({
      transactionId: `${username}-win-${i}`,
      debitTransactionId: `${username}-bet-${i}`,
      token,
      playerId: id,
      gameCode: SEAMLESS_GAME,
      roundId: `${username}-round-${i}`,
      amount: win.toString(),
      round: roundProof(i),
    });
    return { id, debit, credit };
  }

  /** How many times each of these references was posted. */
  async function postings(prefix: string): Promise<Map<string, number>> {
    const rows = await database.db
      .select({ reference: ledgerTransfer.reference, count: sql<number>`count(*)::int` })
      .from(ledgerTransfer)
      .where(like(ledgerTransfer.reference, `${prefix}%`))
      .groupBy(ledgerTransfer.reference);
    return new Map(rows.map((row) => [row.reference, row.count]));
  }

  async function booksClean() {
    const report = await services.ledger.check();
    expect(report.violations).toEqual([]);
    expect(report.grandTotal).toBe(0n);
  }

  beforeAll(async () => {
    site = await openSharedSite(adminUrl!, 'seamless_processes', { seamlessWallet: { makerCode: SEAMLESS, secret: SECRET } });
    ({ database, services } = site);
    gameId = await seamlessGame(database.db, services);
    [a, b] = await Promise.all([start(), start()]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all(servers.map(stopServer));
    await site?.close();
  }, 60_000);

  it('500 bets at once on one wallet, each sent to both instances: nothing negative, every accepted debit posted once, replays answer alike', async () => {
    const player = await seated('seamless_load', '09170000051');
    const pairs = await Promise.all(Array.from({ length: BETS }, (_, i) => Promise.all([send(a, 'debit', player.debit(i)), send(b, 'debit', player.debit(i))])));

    // Both instances answered every bet, and alike: the first answer, whichever instance gave it.
    expect(pairs.filter(([first, second]) => first.status !== 200 || second.status !== 200)).toEqual([]);
    expect(pairs.filter(([first, second]) => first.text !== second.text).map(([first, second]) => [first.text, second.text])).toEqual([]);
    const accepted = pairs.flatMap(([first], i) => (statusOf(first) === 'OK' ? [i] : []));
    expect(new Set(pairs.map(([first]) => statusOf(first)))).toEqual(new Set(['OK', 'INSUFFICIENT_FUNDS']));
    // The wallet ran dry on the way (25,000 asked of 10,000): exactly what it held was staked.
    expect(BigInt(accepted.length)).toBe(FUNDING / STAKE);
    const debits = await postings('seamless:seamless:seamless_load-bet-');
    expect([...debits.keys()].sort()).toEqual(accepted.map((i) => `seamless:seamless:seamless_load-bet-${i}`).sort());
    expect([...debits.values()].every((count) => count === 1)).toBe(true);
    expect((await services.ledger.balances(player.id)).wallet).toBe(0n);

    // Each accepted bet settled, the credit again sent to both at once.
    const credits = await Promise.all(accepted.map((i) => Promise.all([send(b, 'credit', player.credit(i, 70n)), send(a, 'credit', player.credit(i, 70n))])));
    expect(credits.filter(([first, second]) => statusOf(first) !== 'OK' || first.text !== second.text)).toEqual([]);
    expect((await services.ledger.balances(player.id)).wallet).toBe(70n * BigInt(accepted.length));
    const rounds = await database.db.execute(sql`select count(*)::int as n, sum(bet)::text as bet, sum(win)::text as win from game_round where player_id = ${player.id}`);
    expect((rounds as unknown as { rows: unknown[] }).rows).toEqual([{ n: accepted.length, bet: String(STAKE * BigInt(accepted.length)), win: String(70n * BigInt(accepted.length)) }]);
    await booksClean();
  }, 240_000);

  it('a server killed with SIGKILL mid-bet: the maker replays to a fresh server, and no money is lost or posted twice', async () => {
    const player = await seated('seamless_crash', '09170000052');
    const doomed = b;
    const before = new Map<number, Answer>();
    const inFlight = Array.from({ length: BETS }, (_, i) =>
      send(doomed, 'debit', player.debit(i)).then(
        (answer) => void before.set(i, answer),
        () => undefined,
      ),
    );
    // Killed once some bets are answered and most are still on their way.
    while (before.size < 20) await new Promise((resolve) => setTimeout(resolve, 5));
    await killServer(doomed);
    await Promise.all(inFlight);
    expect(before.size).toBeLessThan(BETS);

    // The maker resends every bet it has no answer for, and some it has, to a fresh server.
    const fresh = await start();
    const replays = await Promise.all(Array.from({ length: BETS }, (_, i) => send(fresh, 'debit', player.debit(i))));
    expect(replays.filter((answer) => answer.status !== 200)).toEqual([]);
    // A bet answered before the crash is answered the same after it.
    expect([...before].filter(([i, answer]) => answer.status === 200 && replays[i]!.text !== answer.text)).toEqual([]);
    const accepted = replays.flatMap((answer, i) => (statusOf(answer) === 'OK' ? [i] : []));
    expect(BigInt(accepted.length)).toBe(FUNDING / STAKE);
    const debits = await postings('seamless:seamless:seamless_crash-bet-');
    expect([...debits.keys()].sort()).toEqual(accepted.map((i) => `seamless:seamless:seamless_crash-bet-${i}`).sort());
    expect([...debits.values()].every((count) => count === 1)).toBe(true);

    // The rounds settle, each credit sent twice; the wallet holds exactly what the rounds say.
    const credits = await Promise.all(accepted.map(async (i) => [await send(fresh, 'credit', player.credit(i, 20n)), await send(fresh, 'credit', player.credit(i, 20n))]));
    expect(credits.filter(([first, second]) => statusOf(first!) !== 'OK' || first!.text !== second!.text)).toEqual([]);
    expect((await services.ledger.balances(player.id)).wallet).toBe(20n * BigInt(accepted.length));
    await booksClean();
  }, 240_000);
});
