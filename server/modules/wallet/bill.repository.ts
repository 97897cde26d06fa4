// The player's bills as rows (bill.service.ts says what a bill is), read from the ledger's tables
// beside it (wallet.tables.ts) and what other modules publish for them as views (their tables are
// theirs: tests/unit/sql-walls.test.ts): the withdrawal requests' state and order number
// (withdrawal_summary), the deposit orders not yet done (deposit_order_summary), and, for a move
// into or out of a game, the game session it belongs to (maker_transfer_summary) and that game's
// name (game_summary). Views that only pick columns are planned as the tables they read, so each
// read stays one statement. Amounts and times come back as text and are read as bigint / epoch ms
// here, so PGlite and node-postgres answer the same.
import { sql, type SQL } from 'drizzle-orm';
import type { BillType, TradeState } from '../../../src/domain/trade';
import type { AppDatabase } from '../../db/client';
import { billTypeSql } from './bill-kinds';

export interface BillRow {
  id: string;
  orderNo: string;
  type: BillType;
  state: TradeState;
  amount: bigint;
  balanceAfter: bigint | null;
  createdAt: Date;
  remark: string;
}

export interface Movement {
  kind: string;
  reference: string;
  amount: bigint;
  createdAt: Date;
}

interface RawBill {
  id: string;
  order_no: string;
  type: string;
  state: string;
  amount: string;
  balance_after: string | null;
  created_ms: string;
  remark: string;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * The wallet entries of one player, as bills. A withdrawal's entries carry its request's state. A
 * move into a game (launch, recharge) or back out of it (exit, autoExitGame, a pull-back, a
 * refused transfer voided back) shows under its game session as G<session id>, so a session's
 * money in and out read as a pair, and names the game (play's maker_transfer_summary, the games
 * module's game_summary).
 */
function walletBills(playerId: number): SQL {
  const type = billTypeSql(sql`t.kind`, sql`t.reference`, sql`e.amount`);
  return sql`
    -- An operator's adjustment has no order of its own: it shows as T<transfer id>, the number
    -- support finds it by, not its internal reference (a random id).
    select 'e' || e.id::text as id,
           coalesce(w.order_no,
                    case when t.reference like 'deposit:%' then substr(t.reference, 9)
                         when t.reference like 'adjustment:%' then 'T' || t.id::text
                         when mt.id is not null then coalesce('G' || mt.session_id::text, 'T' || t.id::text)
                         else t.reference end) as order_no,
           ${type} as type,
           coalesce(w.state, 'done') as state,
           e.amount::text as amount,
           e.balance_after::text as balance_after,
           t.created_at as created_at,
           coalesce(nullif(t.memo, ''), w.reason, g.name, '') as remark,
           e.id as seq
      from ledger_entry e
      join ledger_account a on a.id = e.account_id
      join ledger_transfer t on t.id = e.transfer_id
      -- The case keeps the cast away from other references (an adjustment's is not a number).
      left join withdrawal_summary w
        on w.id = (case when t.reference ~ '^withdrawal:[0-9]+:' then split_part(t.reference, ':', 2)::bigint end)
      left join maker_transfer_summary mt
        on mt.transfer_id = (case when t.kind in ('toGameMaker', 'outOfGameMaker') and t.reference ~ '^maker-(in|out):' then split_part(t.reference, ':', 2) end)
      left join game_summary g on g.id = mt.game_id
     where a.player_id = ${playerId} and a.purpose = 'wallet'`;
}

/**
 * Deposit orders not done (pendingPayment, pendingReview, failed): bills that moved nothing yet
 * (balance_after null). A done order is already a wallet entry (reference deposit:<orderNo>), so
 * it is not listed twice. Read from the payments module's view deposit_order_summary.
 */
function depositOrderBills(playerId: number): SQL {
  return sql`
    select 'd' || d.id::text as id, d.order_no, 'deposit' as type, d.state, d.amount::text as amount, null as balance_after,
           d.created_at, d.reason as remark, d.id as seq
      from deposit_order_summary d
     where d.player_id = ${playerId} and d.state <> 'done'`;
}

function allBills(playerId: number): SQL {
  return sql`(${walletBills(playerId)} union all ${depositOrderBills(playerId)})`;
}

export class BillRepository {
  constructor(private readonly db: AppDatabase) {}

  /** A page of bills, newest first, and how many match. */
  async page(
    playerId: number,
    filter: { type?: BillType; state?: TradeState },
    offset: number,
    limit: number,
  ): Promise<{ rows: BillRow[]; total: number }> {
    const where = sql.join(
      [sql`true`, ...(filter.type ? [sql`b.type = ${filter.type}`] : []), ...(filter.state ? [sql`b.state = ${filter.state}`] : [])],
      sql` and `,
    );
    const [counted] = rowsOf<{ total: string }>(await this.db.execute(sql`select count(*)::text as total from ${allBills(playerId)} b where ${where}`));
    const rows = rowsOf<RawBill>(
      await this.db.execute(sql`
        select b.id, b.order_no, b.type, b.state, b.amount, b.balance_after, b.remark,
               floor(extract(epoch from b.created_at) * 1000)::bigint::text as created_ms
          from ${allBills(playerId)} b
         where ${where}
         order by b.created_at desc, b.seq desc, b.id desc
         limit ${limit} offset ${offset}`),
    );
    return {
      total: Number(counted?.total ?? 0),
      rows: rows.map((row) => ({
        id: row.id,
        orderNo: row.order_no,
        type: row.type as BillType,
        state: row.state as TradeState,
        amount: BigInt(row.amount),
        balanceAfter: row.balance_after === null ? null : BigInt(row.balance_after),
        createdAt: new Date(Number(row.created_ms)),
        remark: row.remark,
      })),
    };
  }

  /** The wallet's movements in [start, end). */
  async movements(playerId: number, start: Date, end: Date): Promise<Movement[]> {
    const rows = rowsOf<{ kind: string; reference: string; amount: string; created_ms: string }>(
      await this.db.execute(sql`
        select t.kind, t.reference, e.amount::text as amount, floor(extract(epoch from t.created_at) * 1000)::bigint::text as created_ms
          from ledger_entry e
          join ledger_account a on a.id = e.account_id
          join ledger_transfer t on t.id = e.transfer_id
         where a.player_id = ${playerId} and a.purpose = 'wallet'
           and t.created_at >= ${start.toISOString()}::timestamptz and t.created_at < ${end.toISOString()}::timestamptz
         order by e.id`),
    );
    return rows.map((row) => ({ kind: row.kind, reference: row.reference, amount: BigInt(row.amount), createdAt: new Date(Number(row.created_ms)) }));
  }

  /**
   * The wallet balance at `instant`: the latest entry's balance_after less every movement from
   * `instant` on. Counting back from the latest balance, rather than taking the last entry before
   * the instant, keeps closing - opening equal to the movements between them even when two
   * transfers' times and commit order disagree.
   */
  async balanceAt(playerId: number, instant: Date): Promise<bigint> {
    const [row] = rowsOf<{ latest: string | null; since: string | null }>(
      await this.db.execute(sql`
        select (select e.balance_after::text
                  from ledger_entry e join ledger_account a on a.id = e.account_id
                 where a.player_id = ${playerId} and a.purpose = 'wallet'
                 order by e.id desc limit 1) as latest,
               (select sum(e.amount)::text
                  from ledger_entry e
                  join ledger_account a on a.id = e.account_id
                  join ledger_transfer t on t.id = e.transfer_id
                 where a.player_id = ${playerId} and a.purpose = 'wallet'
                   and t.created_at >= ${instant.toISOString()}::timestamptz) as since`),
    );
    return BigInt(row?.latest ?? '0') - BigInt(row?.since ?? '0');
  }
}
