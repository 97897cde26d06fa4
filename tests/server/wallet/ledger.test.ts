// The ledger core (DESIGN.md "Money"): entries sum to zero, balances match their entries, a
// reference posts once, an overdraft is refused and changes nothing, concurrent transfers on one
// wallet never take it below zero, and `ledger check` / `wallet adjust` as operators use them.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EXIT_OK, EXIT_REFUSED, runOpsCommand } from '../../../server/ops/commands';
import { InsufficientFunds } from '../../../server/shared/insufficient-funds';
import { bearer, body, caller, registerPlayer, setFlags } from '../accounts/accounts-helpers';
import { TEST_DATABASES, useTestApp } from '../test-app';

describe.each(TEST_DATABASES)('ledger ($name)', (target) => {
  const ctx = useTestApp(target);
  const call = caller(() => ctx().app);
  const ops = (...argv: string[]) => runOpsCommand(argv, ctx().services);
  const ledger = () => ctx().services.ledger;
  const db = () => ctx().database.db;

  async function newPlayer(username = 'money_one', phone = '09171234567'): Promise<{ token: string; id: number }> {
    await setFlags(ctx().services, { gameAccountRegisterSMS: false, gameAccountRegisterBank: false, gameAccountCaptchaEnabled: false });
    const token = await registerPlayer(call, ctx().services, { phone, username });
    const { id } = await ctx().services.players.find(username);
    return { token, id };
  }

  async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
    const result = (await db().execute(query)) as unknown as { rows: T[] };
    return result.rows;
  }

  const wallet = (playerId: number) => ({ playerId, purpose: 'wallet' }) as const;
  const hold = (playerId: number) => ({ playerId, purpose: 'withdrawalHold' }) as const;

  it('money enters by wallet adjust: balances, entries summing to zero, the reply of getBalanceInfo', async () => {
    const { token, id } = await newPlayer();
    const adjusted = await ops('wallet', 'adjust', 'money_one', '120.50', 'welcome', 'credit');
    expect(adjusted.exitCode, adjusted.output).toBe(EXIT_OK);
    expect(adjusted.output).toMatch(/^Adjusted money_one by 120\.50 \(transfer \d+\); wallet now 120\.50\.$/);
    expect(await ledger().balances(id)).toEqual({ wallet: 12050n, promotion: 0n, withdrawalHold: 0n });
    expect(body(await call({ method: 'GET', url: '/user-api/user/getBalanceInfo', headers: bearer(token) })).data).toEqual({
      balance: 120.5,
      promotionBalance: 0,
    });

    const [transfer] = await rows<{ kind: string; memo: string; actor: string; player_id: string | number; total: string; entries: string | number }>(sql`
      select t.kind, t.memo, t.actor, t.player_id, sum(e.amount)::text as total, count(*)::int as entries
      from ledger_transfer t join ledger_entry e on e.transfer_id = t.id group by t.id`);
    expect(transfer).toMatchObject({ kind: 'adjustment', memo: 'welcome credit', total: '0' });
    expect(Number(transfer?.entries)).toBe(2);
    expect(Number(transfer?.player_id)).toBe(id);
    expect(transfer?.actor).toMatch(/^ops:.+/);

    const taken = await ops('wallet', 'adjust', '09171234567', '-20.5', 'correction');
    expect(taken.output).toContain('wallet now 100.00');
    const check = await ops('ledger', 'check');
    expect(check.exitCode, check.output).toBe(EXIT_OK);
    expect(check.output).toBe(
      ['accounts 2, transfers 2, entries 4', 'players hold 100.00; house: adjustments -100.00; all balances sum to 0.00', 'Ledger OK.'].join('\n'),
    );
  });

  it('wallet adjust refuses a bad amount, no reason, an unknown player and an overdraft, moving nothing', async () => {
    const { id } = await newPlayer();
    expect(await ops('wallet', 'adjust', 'money_one', '10.001', 'x')).toMatchObject({ exitCode: EXIT_REFUSED, output: expect.stringContaining('is not an amount') });
    expect(await ops('wallet', 'adjust', 'money_one', '0', 'x')).toMatchObject({ exitCode: EXIT_REFUSED });
    expect(await ops('wallet', 'adjust', 'money_one', 'ten', 'x')).toMatchObject({ exitCode: EXIT_REFUSED });
    expect(await ops('wallet', 'adjust', 'money_one', '5', '  ')).toMatchObject({ exitCode: EXIT_REFUSED, output: 'A reason is required.' });
    expect(await ops('wallet', 'adjust', 'nobody', '5', 'x')).toMatchObject({ exitCode: EXIT_REFUSED, output: 'No player with username or phone "nobody".' });
    await ops('wallet', 'adjust', 'money_one', '5', 'seed');
    expect(await ops('wallet', 'adjust', 'money_one', '-5.01', 'too much')).toEqual({
      exitCode: EXIT_REFUSED,
      output: "Refused: money_one's wallet holds less than 5.01; nothing moved.",
    });
    expect((await ledger().balances(id)).wallet).toBe(500n);
    expect((await ledger().check()).transfers).toBe(1);
  });

  it('the same reference twice moves once and returns the first transfer', async () => {
    const { id } = await newPlayer();
    await ops('wallet', 'adjust', 'money_one', '100', 'seed');
    const input = { kind: 'withdraw', from: wallet(id), to: hold(id), amount: 3000n, reference: 'withdrawal:1:hold', actor: 'player' } as const;
    const first = await ledger().transfer(input);
    const again = await ledger().transfer(input);
    const changed = await ledger().transfer({ ...input, amount: 1n });
    expect(first.created).toBe(true);
    expect(again).toEqual({ transferId: first.transferId, created: false });
    expect(changed).toEqual({ transferId: first.transferId, created: false });
    expect(await ledger().balances(id)).toEqual({ wallet: 7000n, promotion: 0n, withdrawalHold: 3000n });
  });

  it('an overdraft throws InsufficientFunds, localized, and changes nothing; a caller transaction stays usable', async () => {
    const { id } = await newPlayer();
    await ops('wallet', 'adjust', 'money_one', '10', 'seed');
    const over = { kind: 'withdraw', from: wallet(id), to: hold(id), amount: 1001n, reference: 'withdrawal:2:hold', actor: 'player' } as const;
    const error = await ledger()
      .transfer(over)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InsufficientFunds);
    expect(error).toMatchObject({ bodyCode: 500, messageKey: 'server.wallet.insufficientBalance' });
    expect(await ledger().balances(id)).toEqual({ wallet: 1000n, promotion: 0n, withdrawalHold: 0n });
    expect(await rows(sql`select 1 from ledger_transfer where reference = 'withdrawal:2:hold'`)).toHaveLength(0);

    // Inside a caller's transaction the refusal rolls back to a savepoint: the caller goes on.
    const done = await db().transaction(async (tx) => {
      await expect(ledger().transfer(over, tx)).rejects.toBeInstanceOf(InsufficientFunds);
      return ledger().transfer({ ...over, amount: 400n, reference: 'withdrawal:3:hold' }, tx);
    });
    expect(done.created).toBe(true);
    expect(await ledger().balances(id)).toEqual({ wallet: 600n, promotion: 0n, withdrawalHold: 400n });
    expect((await ledger().check()).violations).toEqual([]);
  });

  it('transferMany posts a list as if one by one: a reference posted or repeated is existing, the first overdraft and all after it post nothing', async () => {
    const a = (await newPlayer('many_a', '09171230001')).id;
    const b = (await newPlayer('many_b', '09171230002')).id;
    const game = (playerId: number) => ({ playerId, purpose: 'game', maker: 'demo' }) as const;
    const fund = (playerId: number, amount: bigint) =>
      ({ kind: 'adjustment', from: { house: 'adjustments' }, to: game(playerId), amount, reference: `many:fund:${playerId}`, actor: 'ops:test' }) as const;
    const lose = (playerId: number, amount: bigint, reference: string) =>
      ({ kind: 'gameRound', from: game(playerId), to: { house: 'games' }, amount, reference, actor: 'maker:demo' }) as const;
    const earlier = await ledger().transfer(fund(a, 5_00n));

    const answers = await ledger().transferMany([
      fund(a, 5_00n), // posted before: existing, its first id
      fund(b, 3_00n), // created (b's game account made on first use)
      lose(a, 4_00n, 'many:1'), // a 1.00 left
      lose(b, 2_00n, 'many:2'), // b 1.00 left
      lose(b, 2_00n, 'many:2'), // repeated in the list: existing, the same id
      lose(a, 1_00n, 'many:3'), // a 0.00 left
      lose(b, 2_00n, 'many:4'), // b would be -1.00: insufficient
      lose(a, 1_00n, 'many:5'), // after it: skipped, though a could not pay it either way
      { ...fund(a, 1_00n), reference: 'many:fund:late' }, // skipped
    ]);
    expect(answers.map((answer) => answer.outcome)).toEqual(['existing', 'created', 'created', 'created', 'existing', 'created', 'insufficient', 'skipped', 'skipped']);
    expect(answers[0]?.transferId).toBe(earlier.transferId);
    expect(answers[4]?.transferId).toBe(answers[3]?.transferId);
    // New transfers take ids in list order.
    const created = answers.filter((answer) => answer.outcome === 'created').map((answer) => answer.transferId!);
    expect(created).toEqual([...created].sort((x, y) => x - y));
    expect(created[0]).toBeGreaterThan(earlier.transferId);
    const balance = async (key: string) => (await rows<{ balance: string }>(sql`select balance::text from ledger_account where key = ${key}`))[0]?.balance;
    expect(await balance(`player:${a}:game:demo`)).toBe('0');
    expect(await balance(`player:${b}:game:demo`)).toBe('100');
    expect(await rows(sql`select id from ledger_transfer where reference in ('many:4', 'many:5', 'many:fund:late')`)).toEqual([]);
    // Each account's entries run in list order: the last one holds its balance.
    expect(
      await rows<{ key: string; after: string }>(sql`
        select a.key, e.balance_after::text as after from ledger_entry e join ledger_account a on a.id = e.account_id
        where a.key = ${`player:${a}:game:demo`} order by e.id`),
    ).toEqual(['500', '100', '0'].map((after) => ({ key: `player:${a}:game:demo`, after })));
    expect((await ledger().check()).violations).toEqual([]);
    // The same list again posts nothing new; each answers the transfer it posted.
    const again = await ledger().transferMany([fund(a, 5_00n), fund(b, 3_00n), lose(a, 4_00n, 'many:1')]);
    expect(again).toEqual([answers[0], { outcome: 'existing', transferId: answers[1]?.transferId }, { outcome: 'existing', transferId: answers[2]?.transferId }]);
  });

  it('the database CHECK refuses a negative player balance whatever writes it; house accounts may go negative', async () => {
    const { id } = await newPlayer();
    await ops('wallet', 'adjust', 'money_one', '1', 'seed');
    await expect(db().execute(sql`update ledger_account set balance = -1 where player_id = ${id}`)).rejects.toThrow();
    const [house] = await rows<{ balance: string }>(sql`select balance::text from ledger_account where key = 'house:adjustments'`);
    expect(house?.balance).toBe('-100');
  });

  it('invalid transfers are programming errors: no amount, same account twice, a game account without maker', async () => {
    const { id } = await newPlayer();
    const base = { kind: 'withdraw', from: wallet(id), to: hold(id), reference: 'r:1', actor: 'player' } as const;
    await expect(ledger().transfer({ ...base, amount: 0n })).rejects.toThrow(/positive amount/);
    await expect(ledger().transfer({ ...base, amount: -5n })).rejects.toThrow(/positive amount/);
    await expect(ledger().transfer({ ...base, to: wallet(id), amount: 5n })).rejects.toThrow(/two different accounts/);
    await expect(ledger().transfer({ ...base, to: { playerId: id, purpose: 'game', maker: '' }, amount: 5n })).rejects.toThrow(/maker/);
    expect((await ledger().check()).transfers).toBe(0);
  });

  it('50 concurrent transfers on one wallet never take it below zero, and opposite transfers do not deadlock', async () => {
    const { id } = await newPlayer();
    await ops('wallet', 'adjust', 'money_one', '10', 'seed');
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, n) =>
        ledger().transfer({ kind: 'withdraw', from: wallet(id), to: hold(id), amount: 30n, reference: `withdrawal:${n}:hold`, actor: 'player' }),
      ),
    );
    const moved = results.filter((result) => result.status === 'fulfilled');
    const refused = results.filter((result) => result.status === 'rejected');
    expect(moved).toHaveLength(33);
    expect(refused.every((result) => result.reason instanceof InsufficientFunds)).toBe(true);
    expect(await ledger().balances(id)).toEqual({ wallet: 10n, promotion: 0n, withdrawalHold: 990n });

    // Back and forth at once between the same two accounts: locked in id order, none waits forever.
    await Promise.all(
      Array.from({ length: 40 }, (_, n) =>
        ledger().transfer({
          kind: 'withdraw',
          from: n % 2 ? hold(id) : wallet(id),
          to: n % 2 ? wallet(id) : hold(id),
          amount: 1n,
          reference: `swap:${n}`,
          actor: 'player',
        }),
      ),
    );
    const report = await ledger().check();
    expect(report.violations).toEqual([]);
    expect(report.playerTotal).toBe(1000n);
    expect(report.grandTotal).toBe(0n);
  });

  it('refuses to change or delete a posted entry or transfer: a correction is a new transfer', async () => {
    await newPlayer();
    await ops('wallet', 'adjust', 'money_one', '10', 'seed');
    const attempts = [
      sql`update ledger_entry set amount = amount + 5 where amount < 0`,
      sql`delete from ledger_entry`,
      sql`update ledger_transfer set memo = 'rewritten'`,
      sql`delete from ledger_transfer`,
    ];
    for (const attempt of attempts) {
      // drizzle wraps the database's error as the cause of its own "Failed query".
      const refused = await db().execute(attempt).then(() => undefined, (error: unknown) => error);
      expect(String((refused as Error | undefined)?.cause)).toMatch(/ledger rows are immutable/);
    }
    const report = await ledger().check();
    expect(report.violations).toEqual([]);
    expect(report.playerTotal).toBe(1000n);
  });

  it('ledger check catches a tampered balance, a tampered entry and exits non-zero', async () => {
    const { id } = await newPlayer();
    await ops('wallet', 'adjust', 'money_one', '10', 'seed');
    await db().execute(sql`update ledger_account set balance = balance + 1 where player_id = ${id}`);
    const tampered = await ops('ledger', 'check');
    expect(tampered.exitCode).toBe(EXIT_REFUSED);
    expect(tampered.output).toContain(`account player:${id}:wallet: balance 1001, but its entries sum to 1000`);
    expect(tampered.output).toContain('all balances sum to 1, not zero');

    await db().execute(sql`update ledger_account set balance = balance - 1 where player_id = ${id}`);
    expect((await ops('ledger', 'check')).exitCode).toBe(EXIT_OK);
    // Someone with the rights to drop the immutability trigger first: the check still sees it.
    await db().execute(sql`alter table ledger_entry disable trigger ledger_entry_immutable`);
    await db().execute(sql`update ledger_entry set amount = amount + 5 where amount < 0`);
    await db().execute(sql`alter table ledger_entry enable trigger ledger_entry_immutable`);
    const entry = await ops('ledger', 'check');
    expect(entry.exitCode).toBe(EXIT_REFUSED);
    expect(entry.output).toMatch(/transfer \d+: 2 entries summing to 5, not zero/);
    expect(entry.output).toContain('account house:adjustments: balance -1000, but its entries sum to -995');
  });
});
