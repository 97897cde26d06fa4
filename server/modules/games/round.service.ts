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
import type { AppDatabase, AppTransaction } from '../../db/client';
import { refused } from '../../errors';
import type { MakerRound } from '../../makers/maker-adapter';
import type { ChangeBus } from '../../shared/cache/change-bus';
import type { LedgerService, TransferInput } from '../wallet/wallet.module';
import { InsufficientFunds } from '../../shared/insufficient-funds';
import type { CatalogueGame, CatalogueService } from './catalogue.service';
import { paging, type PagingQuery } from './my-games.service';
import { netByPlayer } from './round-netting';
import { checkRoundPostings } from './round-postings';
import type { RoundRepository, RoundRow } from './round.repository';

/** The change-bus topic announced when rounds are recorded. */
export const ROUNDS_TOPIC = 'game-rounds';

/** The ledger's calls a batch of rounds makes: the game wallets locked and read, then one posting per player. */
export type RoundLedger = Pick<LedgerService, 'transferMany' | 'lockedBalances' | 'gameRoundMoves'>;

/** Rolls a batch's transaction back when one of its rounds would take a game wallet below zero (its index in the batch). */
class BatchRefused extends Error {
  constructor(readonly index: number) {
    super(`Round ${index} of the batch would take a game wallet below zero.`);
  }
}

/**
 * Rolls a batch's transaction back when another recorder wrote some of its rounds after it looked:
 * its postings counted rounds it then could not insert. The batch runs again and sees them.
 */
class BatchOvertaken extends Error {
  constructor() {
    super('Another recorder recorded rounds of this batch at the same time.');
  }
}

/** A batch overtaken this often in a row is left to the next sync. */
const BATCH_ATTEMPTS = 3;

/** A maker reported a round the platform cannot place (an unknown game): the sync stops there. */
export class UnknownMakerGame extends Error {
  override name = 'UnknownMakerGame';
}

/**
 * The ledger reference of a player's netted rounds in one batch, named by the first of them: a
 * round is recorded once, so the posting that covers it first is made once. Its rounds point at the
 * transfer (game_round.ledger_transfer_id). Rounds recorded before netting kept round:<maker>:<id>.
 */
export const roundsReference = (makerCode: string, firstMakerRoundId: string) => `rounds:${makerCode}:${firstMakerRoundId}`;

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
    // The round at `refused` cannot be paid: the batch was rolled back whole; the rounds before it go on the books alone.
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
   * One batch in one transaction, run again when another recorder overtook it. `refused`: the index
   * of the first round whose net the game wallet could not pay, the whole batch rolled back; else
   * null and `recorded` new rounds are on the books.
   */
  private async recordBatch(
    makerCode: string,
    rounds: readonly MakerRound[],
    games: ReadonlyMap<string, CatalogueGame>,
    promotionRecordIds: ReadonlyMap<string, number> | undefined,
  ): Promise<{ recorded: number; refused: number | null }> {
    if (rounds.length === 0) return { recorded: 0, refused: null };
    let outcome: { recorded: number; refused: number | null } | undefined;
    for (let attempt = 1; outcome === undefined; attempt += 1) {
      try {
        outcome = { recorded: await this.deps.db.transaction((tx) => this.postAndInsert(tx, makerCode, rounds, games, promotionRecordIds)), refused: null };
      } catch (error) {
        if (error instanceof BatchRefused) return { recorded: 0, refused: error.index };
        if (!(error instanceof BatchOvertaken) || attempt >= BATCH_ATTEMPTS) throw error;
      }
    }
    // Recording announces the rounds: the home lists (trending, winners) refresh on every instance.
    if (outcome.recorded > 0) await this.deps.changes.publish(ROUNDS_TOPIC);
    return outcome;
  }

  /**
   * The batch's writes, in an order that keeps each round's money posted once: the game wallets of
   * every player in the batch (and the house's) are locked first, so a recorder of the same players'
   * rounds elsewhere has committed or waits; then the rounds already recorded are read and left
   * out, the rest netted per player and posted, and inserted pointing at their posting. Should
   * another recorder have written one of them anyway (it recorded a player whose rounds here moved
   * no money, so it took no lock we wait on), the insert skips it, the count differs, and the
   * transaction rolls back before anything is posted twice. The players' running bet totals (the
   * level check's) grow by the rounds' bets in the same transaction. Answers the rounds recorded.
   */
  private async postAndInsert(
    tx: AppTransaction,
    makerCode: string,
    rounds: readonly MakerRound[],
    games: ReadonlyMap<string, CatalogueGame>,
    promotionRecordIds: ReadonlyMap<string, number> | undefined,
  ): Promise<number> {
    const playerIds = [...new Set(rounds.map((round) => round.playerId))];
    const gameWallet = (playerId: number) => ({ playerId, purpose: 'game' as const, maker: makerCode });
    const house = { house: 'games' as const };
    const locked = await this.deps.ledger.lockedBalances([...playerIds.map(gameWallet), house], tx);
    const balances = new Map(playerIds.map((playerId, index) => [playerId, locked[index]!]));

    const fresh = await this.freshRounds(makerCode, rounds, tx);
    if (fresh.length === 0) return 0;

    const netted = netByPlayer(
      fresh.map(({ index, round }) => ({ index, playerId: round.playerId, bet: round.bet, win: round.win, round })),
      balances,
    );
    if (netted.refusedAt !== null) throw new BatchRefused(fresh[netted.refusedAt]!.index);
    const postings = netted.nets.filter((player) => player.net !== 0n);
    const transfers: TransferInput[] = postings.map(({ playerId, net, rounds: theirs }) => {
      const first = theirs[0]!.round.makerRoundId;
      const last = theirs[theirs.length - 1]!.round.makerRoundId;
      return {
        kind: 'gameRound',
        from: net > 0n ? house : gameWallet(playerId),
        to: net > 0n ? gameWallet(playerId) : house,
        amount: net > 0n ? net : -net,
        reference: roundsReference(makerCode, first),
        memo: theirs.length === 1 ? `${games.get(theirs[0]!.round.gameCode)!.name} #${first}` : `${theirs.length} rounds #${first} to #${last}`,
        actor: `maker:${makerCode}`,
      };
    });
    const answers = await this.deps.ledger.transferMany(transfers, tx);
    const transferOf = new Map<number, number>();
    for (const [index, answer] of answers.entries()) {
      // Locked and checked above, a posting can only be refused or found posted if the books moved under us.
      if (answer.outcome !== 'created') throw new BatchOvertaken();
      transferOf.set(postings[index]!.playerId, answer.transferId);
    }

    const inserted = await this.insertRounds(tx, makerCode, fresh.map(({ round }) => round), games, promotionRecordIds, transferOf);
    if (inserted !== fresh.length) throw new BatchOvertaken();
    return inserted;
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
      rounds.map((round) => ({
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
        ledgerTransferId: transferOf.get(round.playerId) ?? null,
      })),
      tx,
    );
    const bets = new Map<number, bigint>();
    for (const round of rounds) {
      if (inserted.has(round.makerRoundId)) bets.set(round.playerId, (bets.get(round.playerId) ?? 0n) + round.bet);
    }
    await this.deps.rounds.addBets(bets, tx);
    return inserted.size;
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
  /** What a player bet and won at one maker since a time (the reality check's reading). */
  totalsSince(playerId: number, makerCode: string, since: Date): Promise<{ rounds: number; bet: bigint; win: bigint }> {
    return this.deps.rounds.totalsSince(playerId, makerCode, since);
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
