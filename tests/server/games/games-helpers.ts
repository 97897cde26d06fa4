// Shared steps of the games tests: players who log in as the web app does, money moved into a
// player's game wallet at the demo maker the way a launch moves it, and rounds as a maker reports them.
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../../server/db/client';
import type { MakerRound } from '../../../server/makers/maker-adapter';
import type { Services } from '../../../server/services';
import { registerPlayer, setFlags, type Call } from '../accounts/accounts-helpers';

export interface TestPlayer {
  token: string;
  id: number;
}

export async function newGamePlayer(call: Call, services: Services, username: string, phone: string): Promise<TestPlayer> {
  await setFlags(services, { gameAccountRegisterSMS: false, gameAccountRegisterBank: false, gameAccountCaptchaEnabled: false });
  const token = await registerPlayer(call, services, { phone, username });
  const { id } = await services.players.find(username);
  return { token, id };
}

/** Money into the player's wallet (an operator's adjustment), then into the maker (as a launch does). */
export async function fundGameWallet(services: Services, playerId: number, minor: bigint, maker = 'demo'): Promise<void> {
  const reference = `test-fund:${playerId}:${maker}:${minor}:${Math.random()}`;
  await services.ledger.transfer({ kind: 'adjustment', from: { house: 'adjustments' }, to: { playerId, purpose: 'wallet' }, amount: minor, reference: `${reference}:in`, actor: 'ops:test' });
  await services.ledger.transfer({ kind: 'toGameMaker', from: { playerId, purpose: 'wallet' }, to: { playerId, purpose: 'game', maker }, amount: minor, reference: `${reference}:game`, actor: 'player' });
}

let seedCounter = 0;
/** A finished round as the demo maker reports it (bet and win in minor units). */
export function makerRound(playerId: number, makerRoundId: string, bet: bigint, win: bigint, overrides: Partial<MakerRound> = {}): MakerRound {
  seedCounter += 1;
  return {
    makerRoundId,
    playerId,
    gameCode: 'lucky-lanterns',
    bet,
    win,
    balanceAfter: 0n,
    serverSeedHash: 'a'.repeat(64),
    clientSeed: 'test-client-seed',
    nonce: seedCounter,
    wager: { stake: Number(bet) / 2000 },
    outcome: { stops: [1, 2, 3, 4, 5] },
    finishedAt: new Date(),
    ...overrides,
  };
}

/** The id of a seeded demo game by its code. */
export async function gameIdOf(services: Services, code: string): Promise<number> {
  const found = await services.catalogue.gameByMakerAndCode('demo', code);
  if (!found) throw new Error(`no seeded game ${code}`);
  return found.id;
}

/**
 * Where the recorded rounds and the ledger postings that moved their money disagree (empty when
 * they agree). Rounds are netted per player per batch (a batch is one transaction, so its rounds
 * share recorded_at): a player's rounds of one batch point at one gameRound transfer that moved
 * their game wallet by the sum of their win - bet, or at none when that sum is 0; and every
 * gameRound transfer covers the rounds of one player and one batch.
 */
export async function roundPostingProblems(db: AppDatabase): Promise<string[]> {
  const { rows } = (await db.execute(sql`
    with batch as (
      select r.player_id, r.maker_code, r.recorded_at, count(*)::int as rounds,
        count(distinct r.ledger_transfer_id)::int as postings, count(r.ledger_transfer_id)::int as posted,
        sum(r.win - r.bet)::text as net, min(r.ledger_transfer_id) as transfer_id
      from game_round r group by r.player_id, r.maker_code, r.recorded_at
    )
    select 'player ' || b.player_id || ' at ' || b.recorded_at || ': ' || b.rounds || ' rounds netting ' || b.net
      || ' posted by ' || b.postings || ' transfers (' || b.posted || ' rounds pointing at one), moving the game wallet by '
      || coalesce(moved.amount::text, 'nothing') || ' (' || coalesce(moved.kind, 'no transfer') || ')' as problem
    from batch b
    left join lateral (
      select e.amount, t.kind from ledger_transfer t
      join ledger_entry e on e.transfer_id = t.id
      join ledger_account a on a.id = e.account_id and a.key = 'player:' || b.player_id || ':game:' || b.maker_code
      where t.id = b.transfer_id
    ) moved on true
    where b.postings > 1 or (b.postings = 1 and b.posted < b.rounds) or (b.postings = 0 and b.net <> '0')
      or (b.postings = 1 and (moved.amount is null or moved.amount::text <> b.net or moved.kind <> 'gameRound'))
    union all
    select 'transfer ' || t.id || ' (' || t.reference || ') covers ' || count(r.id) || ' rounds of '
      || count(distinct (r.player_id, r.recorded_at)) || ' player batches'
    from ledger_transfer t left join game_round r on r.ledger_transfer_id = t.id
    where t.kind = 'gameRound' group by t.id, t.reference having count(distinct (r.player_id, r.recorded_at)) <> 1`)) as unknown as {
    rows: { problem: string }[];
  };
  return rows.map((row) => row.problem);
}

/**
 * What a table has given up (rows of its scans and entries of its indexes): in the open
 * transaction (`transaction`, the transaction's own counters), or in all (`all`, the counters as
 * last flushed: call pg_stat_force_next_flush() first). Counted, so a plan that reads more fails a test.
 */
export async function tableReads(executor: Pick<AppDatabase, 'execute'>, table: 'game_round' | 'ledger_transfer', scope: 'transaction' | 'all'): Promise<number> {
  const counter = sql.raw(scope === 'transaction' ? 'pg_stat_get_xact_tuples_returned' : 'pg_stat_get_tuples_returned');
  const result = (await executor.execute(sql`select (${counter}(${table}::regclass) + (
      select coalesce(sum(${counter}(indexrelid)), 0) from pg_index where indrelid = ${table}::regclass))::int as read`)) as unknown as { rows: { read: number }[] };
  return Number(result.rows[0]?.read ?? 0);
}
