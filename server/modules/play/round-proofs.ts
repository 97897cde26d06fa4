// A player's recorded rounds with their proofs (GET /game/round/list, /game/round/info/{id}), read
// through the games module's RoundService. The server seed of a round stays unknown until the
// player rotates that seed pair at the maker; when a round is opened and its seed is still
// unknown, the maker is asked once more and a revealed seed is stored, so the verify page can
// recompute the round from then on.
import type { RoundRecord } from '../../../src/domain/game-play';
import { hashServerSeed } from '../../../src/domain/provably-fair';
import type { Page } from '../../../src/domain/trade';
import type { MakerRegistry } from '../../makers/maker-registry';
import type { PlayLog } from './maker-transfers';
import type { PlayCatalogue } from './play.service';

/** The games module's RoundService reads, as far as play uses them. */
export interface RoundReads {
  /** The player's rounds, newest first; of one game when gameId is given. */
  listForPlayer(playerId: number, query: { page: number; limit: number; gameId?: number }): Promise<Page<RoundRecord>>;
  /** One of the player's own rounds; throws the "round not found" refusal for any other. */
  oneForPlayer(playerId: number, id: number): Promise<RoundRecord>;
  /** Stores the revealed server seed of every round committed to `serverSeedHash` (refusing one that does not hash to it). */
  revealSeed(serverSeedHash: string, serverSeed: string): Promise<unknown>;
}

export class RoundProofs {
  constructor(private readonly deps: { rounds: RoundReads; catalogue: PlayCatalogue; makers: MakerRegistry; log: PlayLog }) {}

  async list(playerId: number, query: { page: number; limit: number; gameId?: number }): Promise<Page<RoundRecord>> {
    return this.deps.rounds.listForPlayer(playerId, query);
  }

  async info(playerId: number, id: number): Promise<RoundRecord> {
    const round = await this.deps.rounds.oneForPlayer(playerId, id);
    if (round.serverSeed !== null) return round;
    const makerCode = (await this.deps.catalogue.gameById(round.gameId))?.makerCode;
    const adapter = makerCode === undefined ? undefined : this.deps.makers.get(makerCode);
    if (!adapter) return round;
    try {
      const seed = await adapter.revealedSeed(round.serverSeedHash);
      if (seed === null) return round;
      // A seed that does not hash to the commitment proves nothing; never store it as the proof.
      if (hashServerSeed(seed) !== round.serverSeedHash) {
        this.deps.log.error({ maker: makerCode, serverSeedHash: round.serverSeedHash }, 'a game maker revealed a seed that does not match its commitment');
        return round;
      }
      await this.deps.rounds.revealSeed(round.serverSeedHash, seed);
      return { ...round, serverSeed: seed };
    } catch (error) {
      // The proof can wait for the maker; the round itself is on the books.
      this.deps.log.warn({ maker: makerCode, roundId: id, err: error instanceof Error ? error.message : String(error) }, 'could not ask the game maker for a revealed seed');
      return round;
    }
  }
}
