// Shared steps of the bonus, rebate and level tests: a clock the tests set and move (the rounds a
// scripted maker reports carry the real time, so the clock starts at it), a real manual deposit
// approved by the operator, and the bonus and rebate calls with their keys.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ClaimReply, LevelBonusItem, RebateItem } from '../../../src/domain/bonus.schema';
import type { Page } from '../../../src/domain/trade';
import { EXIT_OK, runOpsCommand } from '../../../server/ops/commands';
import { bearer, body, type Call } from '../accounts/accounts-helpers';
import { uploadPicture } from '../payments/payments-helpers';
import type { TestApp } from '../test-app';

export function movableClock() {
  let time = Date.now();
  return {
    now: () => new Date(time),
    set(at: number) {
      time = at;
    },
    advance(ms: number) {
      time += ms;
    },
    reset() {
      time = Date.now();
    },
  };
}

export function bonusCalls(ctx: () => TestApp, call: Call) {
  const ops = async (...argv: string[]) => {
    const result = await runOpsCommand(argv, ctx().services);
    expect(result.exitCode, result.output).toBe(EXIT_OK);
    return result.output;
  };
  const get = (token: string, url: string) => call({ method: 'GET', url: `/user-api${url}${url.includes('?') ? '&' : '?'}lang=en_US`, headers: bearer(token) });
  const post = (token: string, url: string, key: string | null, payload?: Record<string, unknown>) =>
    call({
      method: 'POST',
      url: `/user-api${url}?lang=en_US`,
      headers: { ...bearer(token), ...(key === null ? {} : { 'idempotency-key': key }) },
      ...(payload === undefined ? {} : { payload }),
    });

  /** A manual deposit of `amount` (major units) submitted by the player and approved by the operator; returns the order's id. */
  async function deposit(token: string, amount: number, at: Date) {
    const payees = body<{ id: number }[]>(await get(token, '/pay/ManualDeposit/getBanks')).data;
    const reply = body<{ orderNo: string }>(
      await post(token, '/pay/ManualDeposit/submit', randomUUID(), {
        payeeAccountId: payees[0]!.id,
        memberBankAccount: '0917 123 4567',
        depositTime: at.getTime() - 20 * 60_000,
        amount,
        receiptUrl: await uploadPicture(call, token),
      }),
    );
    expect(reply.code, reply.msg).toBe(200);
    const rows = ((await ctx().app.db.execute(sql`select id from deposit_order where order_no = ${reply.data.orderNo}`)) as unknown as { rows: { id: number | string }[] }).rows;
    const id = String(rows[0]!.id);
    expect(await ops('deposit', 'approve', id)).toContain('Approved');
    return id;
  }

  return {
    ops,
    get,
    post,
    deposit,
    bonusList: async (token: string, query = '') => body<Page<LevelBonusItem>>(await get(token, `/levelBonus/list${query}`)).data,
    rebateList: async (token: string) => body<Page<RebateItem>>(await get(token, '/rebate/list')).data,
    claimBonus: async (token: string, id: number, key: string | null = randomUUID()) => body<ClaimReply>(await post(token, `/levelBonus/claim/${id}`, key)),
    claimRebate: async (token: string, id: number, key: string | null = randomUUID()) => body<ClaimReply>(await post(token, `/rebate/claim/${id}`, key)),
    async level(playerId: number) {
      const rows = ((await ctx().app.db.execute(sql`select level from player where id = ${playerId}`)) as unknown as { rows: { level: number }[] }).rows;
      return rows[0]?.level;
    },
    async ledgerClean() {
      const report = await ctx().services.ledger.check();
      expect(report.violations).toEqual([]);
    },
  };
}
