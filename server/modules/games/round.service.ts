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
import type { LedgerService } from '../wallet/wallet.module';
import type { CatalogueService } from './catalogue.service';
import { paging, type PagingQuery } from './my-games.service';
import type { RoundRepository, RoundRow } from './round.repository';

/** The change-bus topic announced when rounds are recorded. */
export const ROUNDS_TOPIC = 'game-rounds';

/** The ledger's one call a round makes. */
export type RoundLedger = Pick<LedgerService, 'transfer'>;

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
   * Records the rounds in the order given, each in its own transaction with its ledger transfer
   * (win > bet: house games -> game wallet; bet > win: game wallet -> house games; equal: no
   * transfer). A round already recorded is skipped. A round that would take the player's game
   * wallet below zero throws InsufficientFunds and records nothing of itself or what follows; the
   * rounds before it stay recorded, so the cursor (lastRecorded) points at the last good one.
   */
  async record(makerCode: string, rounds: readonly MakerRound[], promotionRecordIds?: ReadonlyMap<string, number>): Promise<{ recorded: number }> {
    let recorded = 0;
    try {
      for (const round of rounds) {
        const entry = await this.deps.catalogue.gameByMakerAndCode(makerCode, round.gameCode);
        if (!entry) throw new UnknownMakerGame(`Maker ${makerCode} reported round ${round.makerRoundId} of unknown game ${round.gameCode}.`);
        const created = await this.deps.db.transaction(async (tx) => {
          const id = await this.deps.rounds.insertOnce(
            {
              makerCode,
              makerRoundId: round.makerRoundId,
              playerId: round.playerId,
              gameId: entry.id,
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
            },
            tx,
          );
          if (id === null) return false;
          const net = round.win - round.bet;
          if (net !== 0n) {
            const gameWallet = { playerId: round.playerId, purpose: 'game' as const, maker: makerCode };
            const house = { house: 'games' as const };
            await this.deps.ledger.transfer(
              {
                kind: 'gameRound',
                from: net > 0n ? house : gameWallet,
                to: net > 0n ? gameWallet : house,
                amount: net > 0n ? net : -net,
                reference: roundReference(makerCode, round.makerRoundId),
                memo: `${entry.name} #${round.makerRoundId}`,
                actor: `maker:${makerCode}`,
              },
              tx,
            );
          }
          return true;
        });
        if (created) recorded += 1;
      }
    } finally {
      // Whatever was recorded before a refusal still refreshes the home lists.
      if (recorded > 0) await this.deps.changes.publish(ROUNDS_TOPIC);
    }
    return { recorded };
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
