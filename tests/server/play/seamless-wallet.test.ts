// The platform's seamless-wallet callbacks (docs/seamless-wallet.md), called as a maker's server
// calls them: signed, replayed and out of order. Each test checks where the money is by the
// ledger, what the maker was answered, and that `ledger check` stays clean.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PromotionSummary } from '../../../src/domain/promotion.schema';
import { issueWalletToken } from '../../../server/modules/play/wallet-token';
import { body, caller } from '../accounts/accounts-helpers';
import { promotionCalls, type JoinEnvelope } from '../promotions/promotions-helpers';
import { TEST_DATABASES, useTestApp } from '../test-app';
import { playCalls } from './play-helpers';
import { openSeamlessSession, roundProof, SEAMLESS, seamlessGame, signedCall, type WalletCall } from './seamless-helpers';

const SECRET = 'seamless-test-secret-0123456789abcdef';

describe.each(TEST_DATABASES)('seamless-wallet callbacks ($name)', (target) => {
  const ctx = useTestApp(target, { services: { seamlessWallet: { makerCode: SEAMLESS, secret: SECRET } } });
  const call = caller(() => ctx().app);
  const play = playCalls(ctx, call, () => 0n);

  const send = async (kind: WalletCall, payload: unknown, options: { timestamp?: number; makerCode?: string; secret?: string } = {}) => {
    const signed = signedCall(options.secret ?? SECRET, kind, payload, options);
    const reply = await ctx().app.inject({ method: 'POST', url: signed.url, headers: signed.headers, payload: signed.body });
    return { status: reply.statusCode, text: reply.body, json: reply.json() as { status: string; balance?: string; error?: string } };
  };
  const wallet = async (playerId: number) => (await ctx().services.ledger.balances(playerId)).wallet;
  const ledgerClean = async () => expect((await ctx().services.ledger.check()).violations).toEqual([]);
  const rows = async (table: 'seamless_transaction' | 'game_round') =>
    ((await ctx().app.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: { n: number }[] }).rows[0]!.n;

  /** A player with 100.00 in the wallet and an open session at the seamless maker. */
  async function seated(username = 'liza', phone = '09171234567') {
    const gameId = await seamlessGame(ctx().app.db, ctx().services);
    const { id, token: playerToken } = await play.player(username, phone, '100');
    const session = await openSeamlessSession(ctx().app.db, SECRET, { playerId: id, gameId });
    const debit = (transactionId: string, amount: string, roundId = `r-${transactionId}`, token = session.token) =>
      send('debit', { transactionId, token, playerId: id, gameCode: 'seamless-test-shootout', roundId, amount });
    const credit = (transactionId: string, debitTransactionId: string, amount: string, roundId = `r-${debitTransactionId}`) =>
      send('credit', { transactionId, debitTransactionId, token: session.token, playerId: id, gameCode: 'seamless-test-shootout', roundId, amount, round: roundProof(debitTransactionId.length) });
    const rollback = (transactionId: string, debitTransactionId: string, roundId = `r-${debitTransactionId}`) =>
      send('rollback', { transactionId, debitTransactionId, token: session.token, playerId: id, gameCode: 'seamless-test-shootout', roundId });
    return { id, playerToken, gameId, ...session, debit, credit, rollback };
  }

  it('refuses a wrong signature, a stale timestamp and a maker not configured, before reading the body; nothing moves', async () => {
    const seat = await seated();
    const payload = { transactionId: 'forged-1', token: seat.token, playerId: seat.id, gameCode: 'seamless-test-shootout', roundId: 'r1', amount: '100' };
    expect(await send('debit', payload, { secret: 'another-secret-0123456789abcdef' })).toMatchObject({ status: 401, json: { error: 'signature' } });
    expect(await send('debit', payload, { timestamp: Date.now() - 61_000 })).toMatchObject({ status: 401 });
    expect(await send('debit', payload, { timestamp: Date.now() + 61_000 })).toMatchObject({ status: 401 });
    expect(await send('debit', payload, { makerCode: 'demo' })).toMatchObject({ status: 404 });
    // A body that is not JSON from an unsigned caller still gets 401, not a hint about its shape.
    const unsigned = await ctx().app.inject({ method: 'POST', url: '/maker-api/seamless/wallet/debit', headers: { 'content-type': 'application/json' }, payload: '{nope' });
    expect(unsigned.statusCode).toBe(401);
    // Signed, a body of the wrong shape answers BAD_REQUEST.
    expect((await send('debit', { ...payload, amount: '-5' })).json).toEqual({ status: 'BAD_REQUEST' });
    expect(await wallet(seat.id)).toBe(10_000n);
    expect(await rows('seamless_transaction')).toBe(0);
    // The same call, signed now, is taken.
    expect((await send('debit', payload)).json).toEqual({ status: 'OK', balance: '9900' });
  });

  it('debits and credits the wallet once per transaction id; a replay answers the first answer byte for byte; the round is recorded with its proof', async () => {
    const seat = await seated();
    const first = await seat.debit('d1', '250');
    expect(first).toMatchObject({ status: 200, json: { status: 'OK', balance: '9750' } });
    const replay = await seat.debit('d1', '250');
    expect(replay.text).toBe(first.text);
    expect(await wallet(seat.id)).toBe(9_750n);
    // The same id with other content is refused, and moves nothing.
    expect((await seat.debit('d1', '300')).json).toEqual({ status: 'BAD_REQUEST' });
    expect((await send('balance', { token: seat.token, playerId: seat.id })).json).toEqual({ status: 'OK', balance: '9750' });
    // The token the launch hands the maker (the service's own) is taken as this one is.
    const launchToken = ctx().services.seamlessWallet.tokenFor({ id: seat.sessionId, playerId: seat.id });
    expect((await send('balance', { token: launchToken, playerId: seat.id })).json).toEqual({ status: 'OK', balance: '9750' });

    const won = await seat.credit('c1', 'd1', '600');
    expect(won.json).toEqual({ status: 'OK', balance: '10350' });
    expect((await seat.credit('c1', 'd1', '600')).text).toBe(won.text);
    // A second settlement of the same debit under another id is refused: the round is settled.
    expect((await seat.credit('c2', 'd1', '600')).json).toEqual({ status: 'ROUND_SETTLED', balance: '10350' });
    expect(await wallet(seat.id)).toBe(10_350n);
    // After the credit, the debit's replay still answers what it answered first.
    expect((await seat.debit('d1', '250')).text).toBe(first.text);

    // The round is the player's, with its proof, in round history as any maker's round is.
    const { rows: rounds } = (await ctx().app.db.execute(
      sql`select maker_code, maker_round_id, bet::text, win::text, balance_after::text, server_seed_hash, outcome from game_round where player_id = ${seat.id}`,
    )) as unknown as { rows: Record<string, unknown>[] };
    expect(rounds).toEqual([{ maker_code: SEAMLESS, maker_round_id: 'r-d1', bet: '250', win: '600', balance_after: '10350', server_seed_hash: 'b'.repeat(64), outcome: { home: 5, away: 4 } }]);
    const history = body<{ rows: { gameCode: string; bet: number; win: number }[] }>(
      await call({ method: 'GET', url: '/user-api/game/round/list?lang=en_US', headers: { authorization: `Bearer ${seat.playerToken}` } }),
    ).data.rows;
    expect(history).toMatchObject([{ gameCode: 'seamless-test-shootout', bet: 2.5, win: 6 }]);
    // Its bet counts towards the player's level as a synced round's does.
    expect(await ctx().services.rounds.totalsSince(seat.id, SEAMLESS, new Date(0), 0)).toMatchObject({ rounds: 1, bet: 250n, win: 600n });
    await ledgerClean();
    // The operator's round check knows these rounds' money moved call by call, not in a batch posting.
    expect(await ctx().services.rounds.checkPostings()).toMatchObject({ rounds: 1, problems: [] });
  });

  it('takes callbacks out of order: credit before debit, rollback before debit then the debit, rollback after credit, credit after rollback', async () => {
    const seat = await seated();
    // A credit of a debit that never arrived.
    expect((await seat.credit('c-early', 'd-late', '100')).json).toEqual({ status: 'UNKNOWN_DEBIT', balance: '10000' });
    // A rollback of a debit not seen yet: acknowledged, nothing moves, and the debit is refused when it comes.
    expect((await seat.rollback('rb-1', 'd-ghost')).json).toEqual({ status: 'OK', balance: '10000' });
    expect((await seat.debit('d-ghost', '400')).json).toEqual({ status: 'DEBIT_ROLLED_BACK' });
    expect((await seat.credit('c-ghost', 'd-ghost', '800')).json).toEqual({ status: 'DEBIT_ROLLED_BACK', balance: '10000' });
    expect(await wallet(seat.id)).toBe(10_000n);

    // A rollback of an open debit brings its stake back, once.
    await seat.debit('d2', '300');
    expect(await wallet(seat.id)).toBe(9_700n);
    expect((await seat.rollback('rb-2', 'd2')).json).toEqual({ status: 'OK', balance: '10000' });
    expect((await seat.rollback('rb-2b', 'd2')).json).toEqual({ status: 'OK', balance: '10000' });
    expect((await seat.credit('c2', 'd2', '900')).json).toEqual({ status: 'DEBIT_ROLLED_BACK', balance: '10000' });

    // A rollback of a credited debit is refused: the round is settled.
    await seat.debit('d3', '500');
    await seat.credit('c3', 'd3', '0');
    expect(await wallet(seat.id)).toBe(9_500n);
    expect((await seat.rollback('rb-3', 'd3')).json).toEqual({ status: 'ROUND_SETTLED', balance: '9500' });
    expect(await wallet(seat.id)).toBe(9_500n);
    // Only the credited round is a round.
    expect(await rows('game_round')).toBe(1);
    await ledgerClean();
  });

  it('refuses a debit past the balance, with a dead token or on a closed session; credits and rollbacks still land', async () => {
    const seat = await seated();
    expect((await seat.debit('big', '10001')).json).toEqual({ status: 'INSUFFICIENT_FUNDS', balance: '10000' });
    expect((await seat.debit('all', '10000')).json).toEqual({ status: 'OK', balance: '0' });
    expect((await seat.debit('more', '1')).json).toEqual({ status: 'INSUFFICIENT_FUNDS', balance: '0' });
    expect((await seat.debit('zero', '0')).json).toEqual({ status: 'BAD_REQUEST', balance: '0' });

    // A token not ours, or of another player, opens nothing.
    expect((await seat.debit('forged', '1', 'r-forged', `${seat.token.slice(0, -2)}xx`)).json).toEqual({ status: 'INVALID_TOKEN' });
    // An expired token: the debit is refused, the credit of the earlier debit still lands.
    const expired = issueWalletToken(SECRET, { sessionId: seat.sessionId, playerId: seat.id, now: new Date(Date.now() - 13 * 3600_000) });
    expect((await seat.debit('late', '1', 'r-late', expired)).json).toEqual({ status: 'INVALID_TOKEN' });
    expect((await send('credit', { transactionId: 'c-all', debitTransactionId: 'all', token: expired, playerId: seat.id, gameCode: 'seamless-test-shootout', roundId: 'r-all', amount: '2000', round: roundProof(1) })).json).toEqual({
      status: 'OK',
      balance: '2000',
    });

    // The session closes (an exit, a time-out): debits are refused, a rollback still lands.
    expect((await seat.debit('open-1', '500')).json).toEqual({ status: 'OK', balance: '1500' });
    await ctx().app.db.execute(sql`update game_session set state = 'closed', closed_at = now(), close_reason = 'auto' where id = ${seat.sessionId}`);
    expect((await seat.debit('after-close', '100')).json).toEqual({ status: 'INVALID_TOKEN', balance: '1500' });
    expect((await seat.rollback('rb-open-1', 'open-1')).json).toEqual({ status: 'OK', balance: '2000' });
    expect(await wallet(seat.id)).toBe(2_000n);
    await ledgerClean();
  });

  it('a time-out or a self-exclusion ends seamless play at once: the next debit is refused, a credit of an earlier one still lands', async () => {
    for (const [length, username, phone] of [['24h', 'tina', '09171230001'], ['6m', 'sele', '09171230002']] as const) {
      const seat = await seated(username, phone);
      expect((await seat.debit(`${username}-1`, '500')).json).toEqual({ status: 'OK', balance: '9500' });
      const taken = body(await call({ method: 'POST', url: '/user-api/safety/break', headers: { authorization: `Bearer ${seat.playerToken}` }, payload: { length } }));
      expect(taken.code, taken.msg).toBe(200);
      expect((await seat.debit(`${username}-2`, '100')).json, length).toEqual({ status: 'INVALID_TOKEN', balance: '9500' });
      expect((await seat.credit(`${username}-c1`, `${username}-1`, '1200')).json).toEqual({ status: 'OK', balance: '10700' });
      expect(await wallet(seat.id)).toBe(10_700n);
    }
    await ledgerClean();
  });

  it('a debit and its rollback racing each other: whichever lands first, the stake comes back exactly once', async () => {
    const seat = await seated();
    const races = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        i % 2 ? Promise.all([seat.debit(`race-${i}`, '100'), seat.rollback(`undo-${i}`, `race-${i}`)]) : Promise.all([seat.rollback(`undo-${i}`, `race-${i}`), seat.debit(`race-${i}`, '100')]).then(([undo, bet]) => [bet, undo] as const),
      ),
    );
    for (const [bet, undo] of races) {
      expect(['OK', 'DEBIT_ROLLED_BACK']).toContain(bet.json.status);
      expect(undo.json.status).toBe('OK');
    }
    // Every debit that went through was rolled back; none left open, none refunded twice.
    const { rows: open } = (await ctx().app.db.execute(sql`select count(*)::int as n from seamless_debit where state = 'open'`)) as unknown as { rows: { n: number }[] };
    expect(open[0]!.n).toBe(0);
    expect(await wallet(seat.id)).toBe(10_000n);
    await ledgerClean();
  });

  it("refuses a stake over the session's promotion max bet; one within it plays the record's money and counts as its round", async () => {
    const gameId = await seamlessGame(ctx().app.db, ctx().services);
    const { token: playerToken, id } = await play.player('mara', '09171234568', '1000');
    const promo = promotionCalls(ctx, call, play.newKey);
    const lanterns = body<PromotionSummary[]>(await promo.get('/gamePromotion/list')).data[0]!;
    const joined = body<JoinEnvelope['data']>(await promo.join(playerToken, 'gamePromotion', lanterns.id, { amount: 200 })).data;
    // The seeded promotion counts the demo maker's slot; this record counts the seamless test game too.
    await ctx().app.db.execute(sql`update promotion_record set game_ids = array_append(game_ids, ${gameId}::bigint) where id = ${joined.recordId}`);
    const before = await promo.balances(id);
    expect(before.promotion).toBe(24_000n);
    const seat = await openSeamlessSession(ctx().app.db, SECRET, { playerId: id, gameId, promotionRecordId: joined.recordId });
    const debit = (transactionId: string, amount: string) => send('debit', { transactionId, token: seat.token, playerId: id, gameCode: 'seamless-test-shootout', roundId: `r-${transactionId}`, amount });

    // The record's max bet is 5.00.
    expect((await debit('over', '501')).json).toEqual({ status: 'MAX_BET_EXCEEDED', balance: '24000' });
    expect((await debit('within', '500')).json).toEqual({ status: 'OK', balance: '23500' });
    expect(await promo.balances(id)).toEqual({ wallet: before.wallet, promotion: 23_500n });
    const credited = await send('credit', { transactionId: 'c-within', debitTransactionId: 'within', token: seat.token, playerId: id, gameCode: 'seamless-test-shootout', roundId: 'r-within', amount: '1000', round: roundProof(7) });
    expect(credited.json).toEqual({ status: 'OK', balance: '24500' });
    expect(await promo.balances(id)).toEqual({ wallet: before.wallet, promotion: 24_500n });
    // The round is the record's: the promotion's turnover sees it.
    expect(await ctx().services.rounds.promotionTotals([joined.recordId])).toEqual(new Map([[joined.recordId, { bet: 500n, win: 1000n }]]));
    await ledgerClean();
  });
});
