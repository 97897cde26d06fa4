// Every round a maker reports, recorded once with its money (DESIGN.md "Game makers"): the row in
// game_round and the round's net through the ledger between the player's game wallet at that
// maker and the house's games account, in one transaction, so a round is either recorded with its
// money or not at all. Recording announces ROUNDS_TOPIC, which refreshes the home lists (trending,
// winners) on every instance. The play module's sync calls record() with what adapter.rounds()
// returned after lastRecorded().
import type { RoundRecord } from '../../../src/domain/game-play.schema';
import { toMajorUnits } from '../../../src/domain/money';
import { hashServerSeed, SERVER_SEED_PATTERN } from '../../../src/domain/provably-fair';
import type { Page } from '../../../src/domain/trade';
import type { AppDatabase } from '../../db/client';
import { refused } from '../../errors';
import type { MakerRound } from '../../makers/maker-adapter';
import type { ChangeBus } from '../../shared/cache/change-bus';
import type { LedgerService, TransferInput } from '../wallet/wallet.module';
import { InsufficientFunds } from '../../shared/insufficient-funds';
import type { CatalogueGame, CatalogueService } from './catalogue.service';
import { paging, type PagingQuery } from './my-games.service';
import type { RoundRepository, RoundRow } from './round.repository';

/** The change-bus topic announced when rounds are recorded. */
export const ROUNDS_TOPIC = 'game-rounds';

/** The ledger's one call a batch of rounds makes. */
export type RoundLedger = Pick<LedgerService, 'transferMany'>;

/** Rolls a batch's transaction back when the ledger refused one of its rounds (its index in the batch). */
class BatchRefused extends Error {
  constructor(readonly index: number) {
    super(`Round ${index} of the batch would take a game wallet below zero.`);
  }
}

/** A maker reported a round the platform cannot place (an unknown game): the sync stops there. */
export class UnknownMakerGame extends Error {
  override name = 'UnknownMakerGame';
}

/** The ledger reference of a round's net: unique, so a repeat posts nothing. */
export const roundReference = (makerCode: string, makerRoundId: string) => `round:${makerCode}:${makerRoundId}`;

export class RoundService {
  constructor(
    private readonly deps: {
      db: AppDatabase;
      rounds: RoundRepository;
      catalogue: CatalogueService;
      ledger: RoundLedger;
      changes: ChangeBus;
    },
  ) {}

  /**
   * Records the rounds in the order given, as one batch in one transaction: the new rows in one
   * insert (a round already recorded is skipped: a replayed or overlapping batch records nothing
   * twice) and the net of each new round in one ledger call (win > bet: house games -> game wallet;
   * bet > win: game wallet -> house games; equal: no transfer), so the batch is on the books whole
   * or not at all. As when rounds were recorded one at a time, a round of a game the catalogue does
   * not know (UnknownMakerGame) or one that would take the player's game wallet below zero
   * (InsufficientFunds) records nothing of itself or what follows, while the rounds before it are
   * recorded (a batch of their own), so the cursor (lastRecorded) points at the last good one.
   */
  async record(makerCode: string, rounds: readonly MakerRound[], promotionRecordIds?: ReadonlyMap<string, number>): Promise<{ recorded: number }> {
    const games: CatalogueGame[] = [];
    for (const round of rounds) {
      const entry = await this.deps.catalogue.gameByMakerAndCode(makerCode, round.gameCode);
      if (!entry) {
        await this.record(makerCode, rounds.slice(0, games.length), promotionRecordIds);
        throw new UnknownMakerGame(`Maker ${makerCode} reported round ${round.makerRoundId} of unknown game ${round.gameCode}.`);
      }
      games.push(entry);
    }
    const batch = await this.recordBatch(makerCode, rounds, games, promotionRecordIds);
    if (batch.refused === null) return { recorded: batch.recorded };
    // The round at `refused` cannot be paid: the batch was rolled back whole; the rounds before it go on the books alone.
    const before = await this.recordBatch(makerCode, rounds.slice(0, batch.refused), games, promotionRecordIds);
    if (before.refused !== null) throw new Error(`Rounds before ${rounds[batch.refused]?.makerRoundId ?? '?'} were refused too.`);
    throw new InsufficientFunds();
  }

  /**
   * One batch in one transaction. `refused`: the index of the first round the game wallet could not
   * pay, the whole batch rolled back; else null and `recorded` new rounds are on the books.
   */
  private async recordBatch(
    makerCode: string,
    rounds: readonly MakerRound[],
    games: readonly CatalogueGame[],
    promotionRecordIds: ReadonlyMap<string, number> | undefined,
  ): Promise<{ recorded: number; refused: number | null }> {
    if (rounds.length === 0) return { recorded: 0, refused: null };
    let outcome: { recorded: number; refused: number | null };
    try {
      outcome = await this.deps.db.transaction(async (tx) => {
        const rows = rounds.map((round, index) => ({
          makerCode,
          makerRoundId: round.makerRoundId,
          playerId: round.playerId,
          gameId: games[index]!.id,
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
        }));
        const inserted = await this.deps.rounds.insertMany(rows, tx);
        const posting: { index: number; transfer: TransferInput }[] = [];
        rounds.forEach((round, index) => {
          const net = round.win - round.bet;
          if (net === 0n || !inserted.has(round.makerRoundId)) return;
          const gameWallet = { playerId: round.playerId, purpose: 'game' as const, maker: makerCode };
          const house = { house: 'games' as const };
          posting.push({
            index,
            transfer: {
              kind: 'gameRound',
              from: net > 0n ? house : gameWallet,
              to: net > 0n ? gameWallet : house,
              amount: net > 0n ? net : -net,
              reference: roundReference(makerCode, round.makerRoundId),
              memo: `${games[index]!.name} #${round.makerRoundId}`,
              actor: `maker:${makerCode}`,
            },
          });
        });
        const answers = await this.deps.ledger.transferMany(
          posting.map((one) => one.transfer),
          tx,
        );
        const refusedAt = answers.findIndex((answer) => answer.outcome === 'insufficient');
        if (refusedAt >= 0) throw new BatchRefused(posting[refusedAt]!.index);
        return { recorded: inserted.size, refused: null };
      });
    } catch (error) {
      if (error instanceof BatchRefused) return { recorded: 0, refused: error.index };
      throw error;
    }
    // Recording announces the rounds: the home lists (trending, winners) refresh on every instance.
    if (outcome.recorded > 0) await this.deps.changes.publish(ROUNDS_TOPIC);
    return outcome;
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
