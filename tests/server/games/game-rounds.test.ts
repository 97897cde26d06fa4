// Round records (DESIGN.md "Game makers", "Money"): each round a maker reports is recorded once
// with its money through the ledger in the same transaction (a player's rounds of a batch in one
// posting they point at); a repeat posts nothing; a round the game wallet cannot pay is refused and
// records nothing; the cursor, a player's own records, and
// a revealed seed filled in only when it hashes to the commitment.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AnalyzeBillReply, BillItem } from '../../../src/domain/bill.schema';
import { hashServerSeed } from '../../../src/domain/provably-fair';
import type { Page } from '../../../src/domain/trade';
import { EXIT_OK, EXIT_REFUSED, runOpsCommand } from '../../../server/ops/commands';
import { InsufficientFunds } from '../../../server/shared/insufficient-funds';
import { UnknownMakerGame } from '../../../server/modules/games/games.module';
import { bearer, body, caller } from '../accounts/accounts-helpers';
import { fundGameWallet, gameIdOf, makerRound, newGamePlayer, roundPostingProblems } from './games-helpers';
import { TEST_DATABASES, useTestApp } from '../test-app';

describe.each(TEST_DATABASES)('game rounds ($name)', (target) => {
  const ctx = useTestApp(target);
  const call = caller(() => ctx().app);

  async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
    return ((await ctx().app.db.execute(query)) as unknown as { rows: T[] }).rows;
  }
  const gameWallet = async (playerId: number) =>
    (await rows<{ balance: string }>(sql`select balance::text from ledger_account where key = ${`player:${playerId}:game:demo`}`))[0]?.balance;
  const house = async () => (await rows<{ balance: string }>(sql`select balance::text from ledger_account where key = 'house:games'`))[0]?.balance ?? '0';

  it("records each round with its money through the ledger, the batch's rounds of a player in one posting; a repeat posts nothing and the ledger stays clean", async () => {
    const { services } = ctx();
    const player = await newGamePlayer(call, services, 'spinner', '09170001111');
    await fundGameWallet(services, player.id, 20_00n);
    const batch = [
      makerRound(player.id, '101', 2_00n, 0n), // lose 2
      makerRound(player.id, '102', 2_00n, 10_00n), // win 8 net
      makerRound(player.id, '103', 2_00n, 2_00n), // even: no transfer
      makerRound(player.id, '104', 1_00n, 0n, { gameCode: 'royal-roulette' }), // lose 1
    ];
    expect(await services.rounds.record('demo', batch)).toEqual({ recorded: 4 });
    expect(await gameWallet(player.id)).toBe(String(20_00n - 2_00n + 8_00n - 1_00n));
    expect(await house()).toBe(String(-(8_00n - 2_00n - 1_00n)));
    // One posting of the four rounds' net (+5.00 to the game wallet), named by the first; each round points at it.
    const transfers = await rows<{ id: string; reference: string; kind: string; memo: string }>(sql`select id::text, reference, kind, memo from ledger_transfer where kind = 'gameRound' order by id`);
    expect(transfers.map(({ reference, kind, memo }) => ({ reference, kind, memo }))).toEqual([{ reference: 'rounds:demo:101', kind: 'gameRound', memo: '4 rounds #101 to #104' }]);
    expect(await rows(sql`select maker_round_id from game_round where ledger_transfer_id = ${transfers[0]!.id}::bigint order by id`)).toEqual(
      ['101', '102', '103', '104'].map((id) => ({ maker_round_id: id })),
    );
    expect(await roundPostingProblems(ctx().app.db)).toEqual([]);
    expect(await services.rounds.lastRecorded('demo')).toBe('104');
    expect(await services.rounds.lastRecorded('goldenreel')).toBeNull();

    // The sync may see the same rounds again (a retry, two instances): nothing more is written.
    expect(await services.rounds.record('demo', batch)).toEqual({ recorded: 0 });
    expect(await rows(sql`select id from game_round`)).toHaveLength(4);
    expect(await rows(sql`select id from ledger_transfer where kind = 'gameRound'`)).toHaveLength(1);
    expect(await gameWallet(player.id)).toBe(String(25_00n));
    expect((await services.ledger.check()).violations).toEqual([]);
  });

  it('game rounds check traces each posting to its rounds and exits non-zero when a round no longer agrees with it', async () => {
    const { services } = ctx();
    const player = await newGamePlayer(call, services, 'checked', '09170008888');
    await fundGameWallet(services, player.id, 20_00n);
    await services.rounds.record('demo', [makerRound(player.id, '701', 2_00n, 0n), makerRound(player.id, '702', 2_00n, 5_00n), makerRound(player.id, '703', 1_00n, 1_00n)]);
    const ops = (...argv: string[]) => runOpsCommand(argv, services);
    const clean = await ops('game', 'rounds', 'check');
    expect(clean.exitCode, clean.output).toBe(EXIT_OK);
    expect(clean.output).toBe("3 round(s), 1 posting(s): every posting is its rounds' net.");

    // A round's win changed after the fact: its posting no longer equals its rounds' net.
    await ctx().app.db.execute(sql`update game_round set win = 900 where maker_round_id = '702'`);
    const tampered = await ops('game', 'rounds', 'check');
    expect(tampered.exitCode).toBe(EXIT_REFUSED);
    expect(tampered.output).toMatch(/^3 round\(s\), 1 posting\(s\): 1 problem\(s\):\ntransfer \d+ \(rounds:demo:701\) moved 1\.00, but its 3 round\(s\) net 5\.00$/);
  });

  it("lists no round as a bill: a 'games' bill is the wallet's move into or out of a game, and the analysis is untouched by rounds", async () => {
    const { services } = ctx();
    const player = await newGamePlayer(call, services, 'biller', '09170007777');
    await fundGameWallet(services, player.id, 20_00n);
    const auth = bearer(player.token);
    const before = body<Page<BillItem>>(await call({ method: 'GET', url: '/user-api/bill/list?type=games', headers: auth })).data;
    const analysisBefore = body<AnalyzeBillReply>(await call({ method: 'GET', url: '/user-api/bill/analyzeBill?period=today', headers: auth })).data;
    await services.rounds.record('demo', [makerRound(player.id, '601', 2_00n, 0n), makerRound(player.id, '602', 2_00n, 2_00n), makerRound(player.id, '603', 1_00n, 4_50n, { gameCode: 'royal-roulette' })]);

    // Only the move into the maker: the rounds moved the game wallet, not the wallet (they are the round records).
    const games = body<Page<BillItem>>(await call({ method: 'GET', url: '/user-api/bill/list?type=games', headers: auth })).data;
    expect(games).toEqual(before);
    expect(games.rows.map((bill) => [bill.type, bill.amount, bill.balanceAfter])).toEqual([['games', -20, 0]]);
    expect(body<AnalyzeBillReply>(await call({ method: 'GET', url: '/user-api/bill/analyzeBill?period=today', headers: auth })).data).toEqual(analysisBefore);
  });

  it('refuses a round the game wallet cannot pay: it and the rounds after it record nothing', async () => {
    const { services } = ctx();
    const player = await newGamePlayer(call, services, 'short_one', '09170002222');
    await fundGameWallet(services, player.id, 3_00n);
    await expect(
      services.rounds.record('demo', [makerRound(player.id, '201', 1_00n, 0n), makerRound(player.id, '202', 5_00n, 0n), makerRound(player.id, '203', 1_00n, 0n)]),
    ).rejects.toBeInstanceOf(InsufficientFunds);
    expect((await rows<{ maker_round_id: string }>(sql`select maker_round_id from game_round order by id`)).map((row) => row.maker_round_id)).toEqual(['201']);
    expect(await gameWallet(player.id)).toBe('200');
    expect(await services.rounds.lastRecorded('demo')).toBe('201');
    expect((await services.ledger.check()).violations).toEqual([]);
  });

  it('stops at a round of a game the catalogue does not know', async () => {
    const { services } = ctx();
    const player = await newGamePlayer(call, services, 'lost_one', '09170003333');
    await fundGameWallet(services, player.id, 3_00n);
    await expect(services.rounds.record('demo', [makerRound(player.id, '301', 1_00n, 0n, { gameCode: 'no-such-game' })])).rejects.toBeInstanceOf(UnknownMakerGame);
    expect(await rows(sql`select id from game_round`)).toHaveLength(0);
  });

  it("lists a player's own rounds, newest first, by game; another player's round is not found", async () => {
    const { services } = ctx();
    const mine = await newGamePlayer(call, services, 'owner', '09170004444');
    const other = await newGamePlayer(call, services, 'stranger', '09170005555');
    await fundGameWallet(services, mine.id, 10_00n);
    await fundGameWallet(services, other.id, 10_00n);
    await services.rounds.record('demo', [
      makerRound(mine.id, '401', 1_00n, 0n, { balanceAfter: 9_00n }),
      makerRound(other.id, '402', 1_00n, 0n),
      makerRound(mine.id, '403', 50n, 1_25n, { gameCode: 'royal-roulette', balanceAfter: 9_75n, wager: { bets: [{ kind: 'red', numbers: [], amount: 0.5 }] } }),
    ]);
    const page = await services.rounds.listForPlayer(mine.id, {});
    expect(page.total).toBe(2);
    expect(page.rows.map((row) => row.makerRoundId)).toEqual(['403', '401']);
    expect(page.rows[0]).toMatchObject({ gameName: 'Royal Roulette', gameCode: 'royal-roulette', bet: 0.5, win: 1.25, balanceAfter: 9.75, serverSeed: null });
    expect(page.rows[0]?.wager).toEqual({ bets: [{ kind: 'red', numbers: [], amount: 0.5 }] });
    const lanterns = await gameIdOf(services, 'lucky-lanterns');
    expect((await services.rounds.listForPlayer(mine.id, { gameId: lanterns })).rows.map((row) => row.makerRoundId)).toEqual(['401']);
    expect((await services.rounds.listForPlayer(mine.id, { page: 2, limit: 1 })).rows.map((row) => row.makerRoundId)).toEqual(['401']);

    const othersRound = (await services.rounds.listForPlayer(other.id, {})).rows[0]!;
    await expect(services.rounds.oneForPlayer(mine.id, othersRound.id)).rejects.toMatchObject({ messageKey: 'server.games.roundNotFound' });
    expect((await services.rounds.oneForPlayer(other.id, othersRound.id)).makerRoundId).toBe('402');
  });

  it('fills in a revealed server seed only when it hashes to the commitment', async () => {
    const { services } = ctx();
    const player = await newGamePlayer(call, services, 'prover', '09170006666');
    await fundGameWallet(services, player.id, 10_00n);
    const seed = 'ab'.repeat(32);
    const hash = hashServerSeed(seed);
    await services.rounds.record('demo', [makerRound(player.id, '501', 1_00n, 0n, { serverSeedHash: hash }), makerRound(player.id, '502', 1_00n, 0n, { serverSeedHash: hash })]);
    await expect(services.rounds.revealSeed(hash, 'cd'.repeat(32))).rejects.toThrow(/does not hash/);
    expect((await services.rounds.listForPlayer(player.id, {})).rows.every((row) => row.serverSeed === null)).toBe(true);
    expect(await services.rounds.revealSeed(hash, seed)).toBe(2);
    expect((await services.rounds.listForPlayer(player.id, {})).rows.map((row) => row.serverSeed)).toEqual([seed, seed]);
  });
});
