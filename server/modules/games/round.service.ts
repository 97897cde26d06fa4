// Every round a maker reports, recorded once with its money (DESIGN.md "Game makers"): the row in
// game_round and its money through the ledger between the player's game wallet at that maker and
// the house's games account (one posting per player per batch, the rows pointing at it), in one
// transaction, so a round is either recorded with its money or not at all. Recording announces ROUNDS_TOPIC, which refreshes the home lists (trending,
// winners) on every instance. The play module's sync calls record() with what adapter.rounds()
// returned after lastRecorded().
import type { RoundRecord } from '../../../src/domain/game-play.schema';
import { toMajorUnits } from '../../../src/domain/money';
import { hashServerSeed, SERVER_SEED_PATTERN } from '../../../src/domain/provably-fair';
import type { Page } from '../../../src/domain/trade';
import type { AppDatabase, AppTransaction, DbExecutor } from '../../db/client';
import { sqlStateOf } from '../../db/sql-state';
import { refused } from '../../errors';
import type { MakerRound } from '../../makers/maker-adapter';
import type { ChangeBus } from '../../shared/cache/change-bus';
import type { LedgerService } from '../wallet/wallet.module';
import { InsufficientFunds } from '../../shared/insufficient-funds';
import type { CatalogueGame, CatalogueService } from './catalogue.service';
import { paging, type PagingQuery } from './my-games.service';
import { checkRoundPostings } from './round-postings';
import { ROUNDS_OVERTAKEN, type NewRoundRow, type RoundRepository, type RoundRow } from './round.repository';

/** The change-bus topic announced when rounds are recorded. */
export const ROUNDS_TOPIC = 'game-rounds';

/** What the games module asks of the ledger beside the batch call: the round postings, for the operator's check. */
export type RoundLedger = Pick<LedgerService, 'gameRoundMoves'>;

/** A batch overtaken this often in a row is left to the next sync. */
const BATCH_ATTEMPTS = 3;

/** A maker reported a round the platform cannot place (an unknown game): the sync stops there. */
export class UnknownMakerGame extends Error {
  override name = 'UnknownMakerGame';
}

export class RoundService {
  constructor(
    private readonly deps: {
      db: AppDatabase;
      rounds: RoundRepository;
      catalogue: CatalogueService;
      ledger: RoundLedger;
      changes: ChangeBus;
      /** Makers whose rounds' money moves call by call (seamless wallet, recordSettled): their rounds name no posting. */
      settledPerCall?: readonly string[];
    },
  ) {}

  /**
   * Records the rounds in the order given, as one batch in one transaction: the rounds not yet
   * recorded (a replayed or overlapping batch records nothing twice) in one insert, and their money
   * in one ledger call that nets each player's rounds into one posting (win > bet overall: house
   * games -> game wallet; bet > win: game wallet -> house games; even: no posting), so the batch is
   * on the books whole or not at all. As when rounds were recorded one at a time, a round of a game
   * the catalogue does not know (UnknownMakerGame) or one whose net would take the player's game
   * wallet below zero, counting the rounds before it (InsufficientFunds), records nothing of itself
   * or what follows, while the rounds before it are recorded (a batch of their own), so the cursor
   * (lastRecorded) points at the last good one.
   */
  async record(makerCode: string, rounds: readonly MakerRound[], promotionRecordIds?: ReadonlyMap<string, number>): Promise<{ recorded: number }> {
    const games = new Map<string, CatalogueGame>();
    for (const [index, round] of rounds.entries()) {
      if (games.has(round.gameCode)) continue;
      const entry = await this.deps.catalogue.gameByMakerAndCode(makerCode, round.gameCode);
      if (!entry) {
        await this.record(makerCode, rounds.slice(0, index), promotionRecordIds);
        throw new UnknownMakerGame(`Maker ${makerCode} reported round ${round.makerRoundId} of unknown game ${round.gameCode}.`);
      }
      games.set(round.gameCode, entry);
    }
    const batch = await this.recordBatch(makerCode, rounds, games, promotionRecordIds);
    if (batch.refused === null) return { recorded: batch.recorded };
    // The round at `refused` cannot be paid: nothing of the batch was written; the rounds before it go on the books alone.
    const before = await this.recordBatch(makerCode, rounds.slice(0, batch.refused), games, promotionRecordIds);
    if (before.refused !== null) throw new Error(`Rounds before ${rounds[batch.refused]?.makerRoundId ?? '?'} were refused too.`);
    throw new InsufficientFunds();
  }

  /**
   * In the caller's transaction `tx`: rounds whose money already moved through the ledger one call
   * at a time (a seamless-wallet maker's debit and credit, docs/seamless-wallet.md), so nothing is
   * posted here; each is inserted once (a repeat is left out) naming no posting, and its bet counts
   * towards its player's running total as a synced round's does. The caller announces them
   * (announceRecorded) once `tx` committed. Throws UnknownMakerGame for a game the catalogue lacks.
   */
  async recordSettled(makerCode: string, rounds: readonly MakerRound[], promotionRecordIds: ReadonlyMap<string, number> | undefined, tx: AppTransaction): Promise<number> {
    const games = new Map<string, CatalogueGame>();
    for (const round of rounds) {
      const entry = games.get(round.gameCode) ?? (await this.deps.catalogue.gameByMakerAndCode(makerCode, round.gameCode));
      if (!entry) throw new UnknownMakerGame(`Maker ${makerCode} settled round ${round.makerRoundId} of unknown game ${round.gameCode}.`);
      games.set(round.gameCode, entry);
    }
    const fresh = await this.freshRounds(makerCode, rounds, tx);
    return this.insertRounds(tx, makerCode, fresh.map(({ round }) => round), games, promotionRecordIds, new Map());
  }

  /** After rounds were recorded outside record(): the home lists (trending, winners) refresh on every instance. */
  announceRecorded(): Promise<void> {
    return this.deps.changes.publish(ROUNDS_TOPIC);
  }

  /**
   * One batch in one call (RoundRepository.recordBatch: game_rounds_record locks the batch's game
   * wallets, leaves out the rounds recorded already, nets the rest per player, posts, inserts and
   * grows the bet totals, as one statement), run again when another recorder overtook it.
   * `refused`: the index of the first round whose net the game wallet could not pay, nothing
   * written; else null and `recorded` new rounds are on the books.
   */
  private async recordBatch(
    makerCode: string,
    rounds: readonly MakerRound[],
    games: ReadonlyMap<string, CatalogueGame>,
    promotionRecordIds: ReadonlyMap<string, number> | undefined,
  ): Promise<{ recorded: number; refused: number | null }> {
    if (rounds.length === 0) return { recorded: 0, refused: null };
    const rows = rounds.map((round) => ({ ...this.roundRow(makerCode, round, games, promotionRecordIds, null), gameName: games.get(round.gameCode)!.name }));
    let outcome: { recorded: number; refused: number | null } | undefined;
    for (let attempt = 1; outcome === undefined; attempt += 1) {
      try {
        const answer = await this.deps.rounds.recordBatch(makerCode, rows);
        outcome = { recorded: answer.recorded, refused: answer.refusedAt };
      } catch (error) {
        if (sqlStateOf(error) !== ROUNDS_OVERTAKEN || attempt >= BATCH_ATTEMPTS) throw error;
      }
    }
    // Recording announces the rounds: the home lists (trending, winners) refresh on every instance.
    if (outcome.recorded > 0) await this.deps.changes.publish(ROUNDS_TOPIC);
    return outcome;
  }

  /** The rounds not recorded yet, each once, with their index in `rounds`. */
  private async freshRounds(makerCode: string, rounds: readonly MakerRound[], tx: AppTransaction): Promise<{ index: number; round: MakerRound }[]> {
    const recorded = await this.deps.rounds.recordedOf(makerCode, [...new Set(rounds.map((round) => round.makerRoundId))], tx);
    const fresh: { index: number; round: MakerRound }[] = [];
    const seen = new Set<string>();
    for (const [index, round] of rounds.entries()) {
      if (recorded.has(round.makerRoundId) || seen.has(round.makerRoundId)) continue;
      seen.add(round.makerRoundId);
      fresh.push({ index, round });
    }
    return fresh;
  }

  /**
   * Inserts the rounds (one already there is skipped), each pointing at its player's posting in
   * `transferOf` if any, and grows their players' running bet totals (the level check's) by what
   * the inserted ones bet. Answers how many were inserted.
   */
  private async insertRounds(
    tx: AppTransaction,
    makerCode: string,
    rounds: readonly MakerRound[],
    games: ReadonlyMap<string, CatalogueGame>,
    promotionRecordIds: ReadonlyMap<string, number> | undefined,
    transferOf: ReadonlyMap<number, number>,
  ): Promise<number> {
    const inserted = await this.deps.rounds.insertMany(
      rounds.map((round) => this.roundRow(makerCode, round, games, promotionRecordIds, transferOf.get(round.playerId) ?? null)),
      tx,
    );
    const bets = new Map<number, bigint>();
    const promoted = new Map<number, { bet: bigint; win: bigint }>();
    for (const round of rounds) {
      if (!inserted.has(round.makerRoundId)) continue;
      bets.set(round.playerId, (bets.get(round.playerId) ?? 0n) + round.bet);
      const recordId = promotionRecordIds?.get(round.makerRoundId);
      if (recordId === undefined) continue;
      const total = promoted.get(recordId) ?? { bet: 0n, win: 0n };
      promoted.set(recordId, { bet: total.bet + round.bet, win: total.win + round.win });
    }
    await this.deps.rounds.addBets(bets, tx);
    await this.deps.rounds.addPromotionTotals(promoted, tx);
    return inserted.size;
  }

  /** The game_round row of a maker's round: its game, the promotion record it staked (if any) and its posting (if any). */
  private roundRow(
    makerCode: string,
    round: MakerRound,
    games: ReadonlyMap<string, CatalogueGame>,
    promotionRecordIds: ReadonlyMap<string, number> | undefined,
    ledgerTransferId: number | null,
  ): NewRoundRow {
    return {
      makerCode,
      makerRoundId: round.makerRoundId,
      playerId: round.playerId,
      gameId: games.get(round.gameCode)!.id,
      gameCode: round.gameCode,
      bet: round.bet,
      win: round.win,
      balanceAfter: round.balanceAfter,
      serverSeedHash: round.serverSeedHash,
      clientSeed: round.clientSeed,
      nonce: round.nonce,
      wager: round.wager ?? null,
      outcome: round.outcome ?? null,
      finishedAt: round.finishedAt,
      promotionRecordId: promotionRecordIds?.get(round.makerRoundId) ?? null,
      ledgerTransferId,
    };
  }

  /** `game rounds check`: the round postings against the rounds naming them; `problems` is empty when they agree. */
  async checkPostings(): Promise<{ postings: number; rounds: number; problems: string[] }> {
    const [moves, groups] = [await this.deps.ledger.gameRoundMoves(), await this.deps.rounds.postingGroups()];
    return { postings: moves.length, rounds: groups.reduce((sum, group) => sum + group.rounds, 0), problems: checkRoundPostings(moves, groups, new Set(this.deps.settledPerCall)) };
  }

  /** Bets and wins (minor units) of the rounds staked with each record's money. */
  promotionTotals(recordIds: readonly number[]): Promise<Map<number, { bet: bigint; win: bigint }>> {
    return this.deps.rounds.promotionTotals(recordIds);
  }

  /** The rounds of a record's money, oldest first: game, net and time (the promotion bill's game rows). */
  promotionRounds(recordId: number): Promise<{ gameId: number; bet: bigint; win: bigint; finishedAt: Date }[]> {
    return this.deps.rounds.promotionRounds(recordId);
  }

  /** The maker round id of the last round recorded from this maker (the sync's cursor), or null. */
  /** What a player bet and won at one maker since a time, of the rounds recorded after `afterRoundId` (the reality check's reading). */
  totalsSince(playerId: number, makerCode: string, since: Date, afterRoundId: number, tx?: DbExecutor): Promise<{ rounds: number; bet: bigint; win: bigint }> {
    return this.deps.rounds.totalsSince(playerId, makerCode, since, afterRoundId, tx);
  }

  /** The id of the last round recorded, of any maker (0 before the first): a session opened now records its rounds above it. */
  highWater(): Promise<number> {
    return this.deps.rounds.highWater();
  }

  lastRecorded(makerCode: string): Promise<string | null> {
    return this.deps.rounds.lastRecorded(makerCode);
  }

  /** GET /game/round/list: the player's rounds, newest first, of one game when asked. */
  async listForPlayer(playerId: number, query: PagingQuery & { gameId?: number }): Promise<Page<RoundRecord>> {
    const { offset, limit } = paging(query);
    const { rows, total } = await this.deps.rounds.pageForPlayer(playerId, query.gameId, offset, limit);
    return { rows: await this.toRecords(rows), total };
  }

  /** GET /game/round/info/{id}: one of the player's own rounds; anyone else's is not found. */
  async oneForPlayer(playerId: number, id: number): Promise<RoundRecord> {
    const row = await this.deps.rounds.oneForPlayer(playerId, id);
    if (!row) throw refused('server.games.roundNotFound');
    const [record] = await this.toRecords([row]);
    return record!;
  }

  /**
   * Fills in the server seed of every round played on it, once the maker has revealed it (the
   * player rotated the pair). A seed that does not hash to the commitment is refused: the records
   * must prove the rounds, not merely repeat what a maker said. Returns the rounds it proves.
   */
  async revealSeed(serverSeedHash: string, serverSeed: string): Promise<number> {
    if (!SERVER_SEED_PATTERN.test(serverSeed) || hashServerSeed(serverSeed) !== serverSeedHash) {
      throw new Error(`The revealed seed does not hash to ${serverSeedHash}.`);
    }
    return this.deps.rounds.revealSeed(serverSeedHash, serverSeed);
  }

  private async toRecords(rows: RoundRow[]): Promise<RoundRecord[]> {
    const catalogue = await this.deps.catalogue.snapshot();
    return rows.map((row) => ({
      id: row.id,
      gameId: row.gameId,
      gameName: catalogue.byId.get(row.gameId)?.name ?? row.gameCode,
      gameCode: row.gameCode,
      makerRoundId: row.makerRoundId,
      bet: toMajorUnits(row.bet),
      win: toMajorUnits(row.win),
      balanceAfter: toMajorUnits(row.balanceAfter),
      serverSeedHash: row.serverSeedHash,
      serverSeed: row.serverSeed,
      clientSeed: row.clientSeed,
      nonce: row.nonce,
      outcome: row.outcome,
      wager: row.wager,
      time: row.finishedAt.getTime(),
    }));
  }
}
