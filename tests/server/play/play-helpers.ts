// Calls and checks the play tests share: a funded player, the play calls with their keys, and
// "where is the money" as the ledger, the maker and the books say.
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { EXIT_OK, runOpsCommand } from '../../../server/ops/commands';
import { bearer, body, getInfo, registerPlayer, setFlags, type Call } from '../accounts/accounts-helpers';
import type { TestApp } from '../test-app';

/** `makerHolds`: what the maker says it holds for a player (minor units). */
export function playCalls(ctx: () => TestApp, call: Call, makerHolds: (playerId: number) => bigint | Promise<bigint>) {
  let keySeq = 0;
  const newKey = () => `play-${process.pid}-${Date.now()}-${++keySeq}`;
  const ops = (...argv: string[]) => runOpsCommand(argv, ctx().services);
  const post = (token: string, url: string, payload: unknown, key: string | null) =>
    call({
      method: 'POST',
      url: `/user-api${url}${url.includes('?') ? '&' : '?'}lang=en_US`,
      headers: { ...bearer(token), origin: 'http://127.0.0.1:8080', ...(key === null ? {} : { 'idempotency-key': key }) },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  async function player(username = 'liza', phone = '09171234567', money = '1000') {
    await setFlags(ctx().services, { gameAccountRegisterSMS: false, gameAccountRegisterBank: false });
    const token = await registerPlayer(call, ctx().services, { phone, username });
    const id = body<{ user: { id: number } }>(await getInfo(call, token)).data.user.id;
    if (money !== '0') expect((await ops('wallet', 'adjust', username, money, 'test', 'money')).exitCode).toBe(EXIT_OK);
    return { token, id };
  }

  const count = async (table: string, where = 'true') =>
    ((await ctx().app.db.execute(sql.raw(`select count(*)::int as n from ${table} where ${where}`))) as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;

  /** Wallet and game wallet (minor units) as the ledger says, and what the maker says it holds. */
  async function money(id: number) {
    const wallet = (await ctx().services.ledger.balances(id)).wallet;
    const rows = ((await ctx().app.db.execute(sql`select balance::text as balance from ledger_account where key = ${`player:${id}:game:demo`}`)) as unknown as {
      rows: { balance: string }[];
    }).rows;
    const game = BigInt(rows[0]?.balance ?? '0');
    return { wallet, game, maker: await makerHolds(id) };
  }

  async function ledgerClean() {
    const check = await ops('ledger', 'check');
    expect(check.exitCode, check.output).toBe(EXIT_OK);
  }

  return {
    newKey,
    ops,
    player,
    count,
    money,
    ledgerClean,
    launch: (token: string, gameId: number, payload: { amount?: number; all?: boolean }, key: string | null = newKey()) => post(token, `/game/launch/${gameId}`, payload, key),
    recharge: (token: string, sessionId: number, amount: number, key: string | null = newKey()) => post(token, `/game/recharge/${sessionId}`, { amount }, key),
    exit: (token: string, sessionId: number, key: string | null = newKey()) => post(token, `/game/exit/${sessionId}`, undefined, key),
    autoExit: (token: string, key: string | null = newKey()) => post(token, '/autoExitGame', undefined, key),
    open: (token: string) => call({ method: 'GET', url: '/user-api/game/session/open?lang=en_US', headers: bearer(token) }),
  };
}
