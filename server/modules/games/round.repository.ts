// game_round: every round a maker reports, once (unique per maker and maker round id), and the
// reads built on it: a player's round records, the sync's cursor, and the home lists' trending
// counts and biggest wins.
import { and, asc, count, desc, eq, gt, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { AppDatabase, DbExecutor } from '../../db/client';
import { idList } from '../../db/id-list';
import { gamePlayerBet, gamePromotionTotal, gameRound, gameRoundHour } from './games.tables';

const HOUR_MS = 3_600_000;

export type RoundRow = typeof gameRound.$inferSelect;

/** The SQLSTATE game_rounds_record raises when another recorder posted or wrote rounds of its batch meanwhile. */
export const ROUNDS_OVERTAKEN = 'GR409';
export type NewRoundRow = Omit<typeof gameRound.$inferInsert, 'id' | 'recordedAt' | 'serverSeed'>;

export interface WinRow {
  playerId: number;
  gameId: number;
  win: bigint;
  finishedAt: Date;
}

export class RoundRepository {
  constructor(private readonly db: AppDatabase) {}

  /**
   * Many rows in one statement, in the order given (so ids rise in that order and the cursor,
   * lastRecorded, is the last new one); a round already recorded is skipped. The rows travel as one
   * jsonb parameter, typed by the table's own row type: a VALUES list of 500 rounds is 7,500
   * parameters, whose building and binding cost more than the insert itself. Returns the maker
   * round ids it inserted.
   */
  async insertMany(rows: readonly NewRoundRow[], tx: DbExecutor): Promise<Set<string>> {
    if (rows.length === 0) return new Set();
    const payload = rows.map(roundPayload);
    // The hour counts grow in the same statement, by the rows it inserted (a repeat adds nothing).
    const inserted = (await tx.execute(sql`
      with inserted as (
      insert into ${gameRound} (maker_code, maker_round_id, player_id, game_id, game_code, bet, win, balance_after,
        server_seed_hash, client_seed, nonce, wager, outcome, finished_at, promotion_record_id, ledger_transfer_id)
      select r.maker_code, r.maker_round_id, r.player_id, r.game_id, r.game_code, r.bet, r.win, r.balance_after,
        r.server_seed_hash, r.client_seed, r.nonce, r.wager, r.outcome, r.finished_at, r.promotion_record_id, r.ledger_transfer_id
      from jsonb_array_elements(${JSON.stringify(payload)}::jsonb) with ordinality as e(value, n),
        jsonb_populate_record(null::${gameRound}, e.value) as r
      order by e.n
      on conflict do nothing
      returning maker_round_id, game_id, finished_at),
      counted as (
        insert into ${gameRoundHour} (game_id, hour, rounds)
        select game_id, date_trunc('hour', finished_at, 'UTC'), count(*) from inserted group by 1, 2
        on conflict (game_id, hour) do update set rounds = ${gameRoundHour}.rounds + excluded.rounds)
      select maker_round_id from inserted`)) as unknown as { rows: { maker_round_id: string }[] };
    return new Set(inserted.rows.map((row) => row.maker_round_id));
  }

  /**
   * A batch of a maker's rounds on the books in one call, game_rounds_record (migration 0038): the
   * batch's game wallets locked, the rounds already recorded left out, the rest netted per player
   * from those balances, posted through the ledger (one posting per player), inserted pointing at
   * their posting with the hour counts, and the bet totals grown, as one statement. `refusedAt`:
   * the index in `rows` of the first round whose net its game wallet could not pay, nothing
   * written; else null and how many rounds were recorded. Raises SQLSTATE ROUNDS_OVERTAKEN, the
   * whole call rolled back, when another recorder posted or wrote some of them meanwhile.
   */
  async recordBatch(makerCode: string, rows: readonly (NewRoundRow & { gameName: string })[]): Promise<{ refusedAt: number | null; recorded: number }> {
    const payload = rows.map((row) => ({ ...roundPayload(row), game_name: row.gameName }));
    const result = (await this.db.execute(sql`select refused_at, recorded from game_rounds_record(${makerCode}, ${JSON.stringify(payload)}::jsonb)`)) as unknown as {
      rows: { refused_at: number | null; recorded: number }[];
    };
    const answer = result.rows[0];
    if (!answer) throw new Error('game_rounds_record answered nothing.');
    return { refusedAt: answer.refused_at === null ? null : Number(answer.refused_at), recorded: Number(answer.recorded) };
  }

  /** Which of these maker round ids of a maker are recorded already, in one indexed read. */
  async recordedOf(makerCode: string, makerRoundIds: readonly string[], tx: DbExecutor): Promise<Set<string>> {
    if (makerRoundIds.length === 0) return new Set();
    const rows = await tx
      .select({ makerRoundId: gameRound.makerRoundId })
      .from(gameRound)
      .where(
        and(eq(gameRound.makerCode, makerCode), sql`${gameRound.makerRoundId} in (select jsonb_array_elements_text(${JSON.stringify(makerRoundIds)}::jsonb))`),
      );
    return new Set(rows.map((row) => row.makerRoundId));
  }

  /**
   * The rounds grouped by the ledger transfer that moved their money (null: none), player and
   * maker: how many, their net (win - bet) and in how many batches (transactions) they were recorded.
   */
  async postingGroups(): Promise<{ transferId: number | null; playerId: number; makerCode: string; rounds: number; net: bigint; batches: number }[]> {
    const rows = await this.db
      .select({
        transferId: gameRound.ledgerTransferId,
        playerId: gameRound.playerId,
        makerCode: gameRound.makerCode,
        rounds: sql<number>`count(*)::int`,
        net: sql<string>`sum(${gameRound.win} - ${gameRound.bet})::text`,
        batches: sql<number>`count(distinct ${gameRound.recordedAt})::int`,
      })
      .from(gameRound)
      .groupBy(gameRound.ledgerTransferId, gameRound.playerId, gameRound.makerCode);
    return rows.map((row) => ({ ...row, rounds: Number(row.rounds), net: BigInt(row.net), batches: Number(row.batches) }));
  }

  /** The id of the last round recorded, of any maker (0 before the first): every round recorded later has a higher one. */
  async highWater(): Promise<number> {
    const [row] = await this.db.select({ id: sql<string>`coalesce(max(${gameRound.id}), 0)::text` }).from(gameRound);
    return Number(row?.id ?? 0);
  }

  async lastRecorded(makerCode: string): Promise<string | null> {
    const [row] = await this.db
      .select({ makerRoundId: gameRound.makerRoundId })
      .from(gameRound)
      .where(eq(gameRound.makerCode, makerCode))
      .orderBy(desc(gameRound.id))
      .limit(1);
    return row?.makerRoundId ?? null;
  }

  /** What each record's rounds bet and won, from their running totals (game_promotion_total); a record with no rounds is left out. */
  async promotionTotals(recordIds: readonly number[]): Promise<Map<number, { bet: bigint; win: bigint }>> {
    const totals = new Map<number, { bet: bigint; win: bigint }>();
    if (recordIds.length === 0) return totals;
    const rows = await this.db
      .select({ recordId: gamePromotionTotal.promotionRecordId, bet: gamePromotionTotal.bet, win: gamePromotionTotal.win })
      .from(gamePromotionTotal)
      .where(inArray(gamePromotionTotal.promotionRecordId, [...recordIds]));
    for (const row of rows) totals.set(Number(row.recordId), { bet: row.bet, win: row.win });
    return totals;
  }

  /**
   * Adds what a batch's promoted rounds bet and won to their records' running totals
   * (game_promotion_total), in the transaction that inserts those rounds, as addBets does.
   */
  async addPromotionTotals(totals: ReadonlyMap<number, { bet: bigint; win: bigint }>, tx: DbExecutor): Promise<void> {
    if (totals.size === 0) return;
    const rows = [...totals].map(([recordId, { bet, win }]) => ({ record_id: recordId, bet: bet.toString(), win: win.toString() }));
    await tx.execute(sql`
      insert into ${gamePromotionTotal} (promotion_record_id, bet, win)
      select r.record_id, r.bet, r.win from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(record_id bigint, bet bigint, win bigint)
      order by r.record_id
      on conflict (promotion_record_id) do update set bet = ${gamePromotionTotal}.bet + excluded.bet, win = ${gamePromotionTotal}.win + excluded.win`);
  }

  async promotionRounds(recordId: number): Promise<{ gameId: number; bet: bigint; win: bigint; finishedAt: Date }[]> {
    return this.db
      .select({ gameId: gameRound.gameId, bet: gameRound.bet, win: gameRound.win, finishedAt: gameRound.finishedAt })
      .from(gameRound)
      .where(eq(gameRound.promotionRecordId, recordId))
      .orderBy(asc(gameRound.id));
  }

  async pageForPlayer(playerId: number, gameId: number | undefined, offset: number, limit: number): Promise<{ rows: RoundRow[]; total: number }> {
    const where = and(eq(gameRound.playerId, playerId), gameId === undefined ? undefined : eq(gameRound.gameId, gameId));
    const [rows, [totalRow]] = await Promise.all([
      this.db.select().from(gameRound).where(where).orderBy(desc(gameRound.id)).offset(offset).limit(limit),
      this.db.select({ total: count() }).from(gameRound).where(where),
    ]);
    return { rows, total: totalRow?.total ?? 0 };
  }

  async oneForPlayer(playerId: number, id: number): Promise<RoundRow | undefined> {
    const [row] = await this.db
      .select()
      .from(gameRound)
      .where(and(eq(gameRound.id, id), eq(gameRound.playerId, playerId)));
    return row;
  }

  /** Fills the seed of every round played on it; returns how many rounds it proves. */
  async revealSeed(serverSeedHash: string, serverSeed: string): Promise<number> {
    const rows = await this.db
      .update(gameRound)
      .set({ serverSeed })
      .where(and(eq(gameRound.serverSeedHash, serverSeedHash), isNull(gameRound.serverSeed)))
      .returning({ id: gameRound.id });
    return rows.length;
  }

  /** Rounds per game since `weekStart`, and of those since `dayStart`. */
  async roundCounts(dayStart: Date, weekStart: Date): Promise<{ gameId: number; day: number; week: number }[]> {
    // Whole hours after each window's start from the hour counts; the part of the hour a window
    // starts in from the rounds themselves (an index range of under an hour), so the counts are
    // exact and the read does not grow with the week's rounds.
    const dayEdge = nextHour(dayStart);
    const weekEdge = nextHour(weekStart);
    const [day, week, dayFrom, weekFrom] = [dayStart, weekStart, dayEdge, weekEdge].map((at) => sql`${at.toISOString()}::timestamptz`);
    const result = (await this.db.execute(sql`
      select game_id, sum(day)::int as day, sum(week)::int as week from (
        select ${gameRoundHour.gameId} as game_id, sum(${gameRoundHour.rounds}) filter (where ${gameRoundHour.hour} >= ${dayFrom}) as day, sum(${gameRoundHour.rounds}) as week
        from ${gameRoundHour} where ${gameRoundHour.hour} >= ${weekFrom} group by 1
        union all
        select ${gameRound.gameId}, count(*) filter (where ${gameRound.finishedAt} >= ${day} and ${gameRound.finishedAt} < ${dayFrom}),
          count(*) filter (where ${gameRound.finishedAt} >= ${week} and ${gameRound.finishedAt} < ${weekFrom})
        from ${gameRound}
        where (${gameRound.finishedAt} >= ${day} and ${gameRound.finishedAt} < ${dayFrom}) or (${gameRound.finishedAt} >= ${week} and ${gameRound.finishedAt} < ${weekFrom})
        group by 1
      ) as parts group by game_id`)) as unknown as { rows: { game_id: number; day: number | null; week: number | null }[] };
    return result.rows.map((row) => ({ gameId: Number(row.game_id), day: Number(row.day ?? 0), week: Number(row.week ?? 0) }));
  }

  /** The biggest single wins since `since` (of all time when null); earlier first on a tie. */
  async biggestWins(since: Date | null, limit: number): Promise<WinRow[]> {
    return this.db
      .select({ playerId: gameRound.playerId, gameId: gameRound.gameId, win: gameRound.win, finishedAt: gameRound.finishedAt })
      .from(gameRound)
      .where(and(gt(gameRound.win, 0n), since === null ? undefined : gte(gameRound.finishedAt, since)))
      .orderBy(desc(gameRound.win), gameRound.finishedAt, gameRound.id)
      .limit(limit);
  }

  /**
   * A player's rounds at one maker finished since `since` and recorded after round `afterRoundId`:
   * how many, what was bet and what was won (minor units). One session at a time per player, so the
   * rounds since its opening are its own; `finished_at` is the maker's stamp, so this trusts the
   * maker's clock to agree with ours. `afterRoundId` is the session's highWater at its opening:
   * its rounds were all recorded after it, so the read walks game_round_player_idx from there, not
   * through every round the player ever played (0: from the first).
   */
  async totalsSince(playerId: number, makerCode: string, since: Date, afterRoundId: number, tx: DbExecutor = this.db): Promise<{ rounds: number; bet: bigint; win: bigint }> {
    // The player's rounds above the bound first, materialized, so they are found by
    // game_round_player_idx (both are its keys) and only then tested: given the finish time too,
    // the planner may take game_round_finished_idx, every player's rounds since the opening.
    const result = (await tx.execute(sql`
      with session_rounds as materialized (
        select ${gameRound.makerCode} as maker_code, ${gameRound.finishedAt} as finished_at, ${gameRound.bet} as bet, ${gameRound.win} as win
        from ${gameRound} where ${gameRound.playerId} = ${playerId} and ${gameRound.id} > ${afterRoundId}
      )
      select count(*)::int as rounds, coalesce(sum(bet), 0)::text as bet, coalesce(sum(win), 0)::text as win
      from session_rounds where maker_code = ${makerCode} and finished_at >= ${since.toISOString()}::timestamptz`)) as unknown as { rows: { rounds: number; bet: string; win: string }[] };
    const [row] = result.rows;
    return { rounds: Number(row?.rounds ?? 0), bet: BigInt(row?.bet ?? '0'), win: BigInt(row?.win ?? '0') };
  }

  /**
   * Adds each player's bets of a batch of rounds to their running total (game_player_bet), in the
   * transaction that inserts those rounds, so the total is always their rounds' sum.
   */
  async addBets(bets: ReadonlyMap<number, bigint>, tx: DbExecutor): Promise<void> {
    if (bets.size === 0) return;
    const rows = [...bets].map(([playerId, bet]) => ({ player_id: playerId, bet: bet.toString() }));
    await tx.execute(sql`
      insert into ${gamePlayerBet} (player_id, bet)
      select r.player_id, r.bet from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(player_id bigint, bet bigint)
      order by r.player_id
      on conflict (player_id) do update set bet = ${gamePlayerBet}.bet + excluded.bet`);
  }

  /** betTotal of each player named, in one read of their running totals (a player with no rounds is left out). */
  async betTotals(playerIds: readonly number[], tx: DbExecutor = this.db): Promise<Map<number, bigint>> {
    const totals = new Map<number, bigint>();
    if (playerIds.length === 0) return totals;
    const rows = await tx
      .select({ playerId: gamePlayerBet.playerId, bet: gamePlayerBet.bet })
      .from(gamePlayerBet)
      .where(sql`${gamePlayerBet.playerId} in ${idList(playerIds)}`);
    for (const row of rows) totals.set(row.playerId, row.bet);
    return totals;
  }

  /** Everything a player has ever bet (minor units): the levels' bet total. */
  async betTotal(playerId: number, tx: DbExecutor = this.db): Promise<bigint> {
    return (await this.betTotals([playerId], tx)).get(playerId) ?? 0n;
  }
}

/** The start of the UTC hour after `at` (an hour start itself is its own hour's start, so the next one). */
function nextHour(at: Date): Date {
  return new Date((Math.floor(at.getTime() / HOUR_MS) + 1) * HOUR_MS);
}

/** A round as the batch statements read it: one jsonb object, keyed by game_round's column names. */
function roundPayload(row: NewRoundRow) {
  return {
    maker_code: row.makerCode,
    maker_round_id: row.makerRoundId,
    player_id: row.playerId,
    game_id: row.gameId,
    game_code: row.gameCode,
    bet: row.bet.toString(),
    win: row.win.toString(),
    balance_after: row.balanceAfter.toString(),
    server_seed_hash: row.serverSeedHash,
    client_seed: row.clientSeed,
    nonce: row.nonce,
    wager: row.wager,
    outcome: row.outcome,
    finished_at: row.finishedAt.toISOString(),
    promotion_record_id: row.promotionRecordId ?? null,
    ledger_transfer_id: row.ledgerTransferId ?? null,
  };
}
