// The level check that follows every recorded batch reads each player's deposit total, and its
// cost must not grow with how much the player has played. Every batch posts one gameRound transfer
// for each player in it, and those transfers carry the player's id, as deposits do, so a player of
// a long run owns tens of thousands of them beside a handful of deposits. The deposits' read found
// the player's transfers by ledger_transfer_player_created_idx (player, time) and filtered the
// kind row by row: 3,003 rows and index entries read here for two deposits, on every batch that
// player was in (2026-12-01). Migration 0045 indexes the deposits by player alone. Counted, not
// timed: what the read took of ledger_transfer, from the transaction's own statistics.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TransferInput } from '../../../server/modules/wallet/ledger.service';
import { caller } from '../accounts/accounts-helpers';
import { newGamePlayer, tableReads } from './games-helpers';
import { TEST_DATABASES, useTestApp } from '../test-app';

/** Round postings of the player before the read: enough that reading them is unmistakable. */
const POSTINGS = 3_000;

describe.each(TEST_DATABASES)('level totals at size ($name)', (target) => {
  const ctx = useTestApp(target);
  const call = caller(() => ctx().app);

  it("reads a player's deposits, not every round posting of theirs, and still sums them", async () => {
    const { services, app } = ctx();
    const player = await newGamePlayer(call, services, 'longdepositor', '09170003333');
    const other = await newGamePlayer(call, services, 'otherdepositor', '09170004444');
    const deposit = (playerId: number, amount: bigint, reference: string): TransferInput => ({ kind: 'deposit', from: { house: 'cashIn' }, to: { playerId, purpose: 'wallet' }, amount, reference, actor: 'player' });
    await services.ledger.transfer(deposit(player.id, 300_00n, 'deposit:D-long-1'));
    await services.ledger.transfer(deposit(player.id, 200_00n, 'deposit:D-long-2'));
    await services.ledger.transfer(deposit(other.id, 50_00n, 'deposit:D-other-1'));
    // The postings a long run of batches leaves: each a gameRound transfer of the player's (here each a win of 0.01).
    for (let start = 0; start < POSTINGS; start += 500) {
      await services.ledger.transferMany(
        Array.from({ length: 500 }, (_, index): TransferInput => ({ kind: 'gameRound', from: { house: 'games' }, to: { playerId: player.id, purpose: 'game', maker: 'demo' }, amount: 1n, reference: `rounds:demo:long-${start + index}`, actor: 'maker:demo' })),
      );
    }
    // Statistics as autovacuum (PostgreSQL) or the maintenance pass (PGlite) leave them.
    await app.db.execute(sql`analyze ledger_transfer`);
    const { totals, read } = await app.db.transaction(async (tx) => {
      const before = await tableReads(tx, 'ledger_transfer', 'transaction');
      const totals = await services.ledger.depositTotals([player.id, other.id], tx);
      return { totals, read: (await tableReads(tx, 'ledger_transfer', 'transaction')) - before };
    });
    expect(totals).toEqual(
      new Map([
        [player.id, 500_00n],
        [other.id, 50_00n],
      ]),
    );
    // The three deposits, each found through an index and its row: a scan of the player's
    // transfers read POSTINGS of them.
    expect(read).toBeLessThanOrEqual(2 * 3);
  });
});
