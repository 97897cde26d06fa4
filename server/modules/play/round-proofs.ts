// A player's recorded rounds with their proofs (GET /game/round/list, /game/round/info/{id}), read
// through the games module's RoundService. The server seed of a round stays unknown until the
// player rotates that seed pair at the maker, and a maker says nothing when that happens: so each
// read asks the maker about the seeds its rounds still lack (one call per distinct seed pair, not
// per round) and stores a revealed seed at once, so the list shows it as soon as it is revealed
// and the verify page can recompute the round from then on.
import type { RoundRecord } from '../../../src/domain/game-play.schema';
import { hashServerSeed } from '../../../src/domain/provably-fair';
import type { Page } from '../../../src/domain/trade';
import type { MakerRegistry } from '../../makers/maker-registry';
import type { PlayLog } from './maker-transfers';
import type { PlayCatalogue } from './play.service';
import { messageOf } from '../../shared/error-message';

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
    const page = await this.deps.rounds.listForPlayer(playerId, query);
    return { ...page, rows: await this.withRevealedSeeds(page.rows) };
  }

  async info(playerId: number, id: number): Promise<RoundRecord> {
    const [round] = await this.withRevealedSeeds([await this.deps.rounds.oneForPlayer(playerId, id)]);
    return round!;
  }

  /** The rounds with every seed their makers have revealed since filled in (and stored). */
  private async withRevealedSeeds(rounds: RoundRecord[]): Promise<RoundRecord[]> {
    const asked = new Map<string, { makerCode: string; roundId: number }>();
    for (const round of rounds) {
      if (round.serverSeed !== null || asked.has(round.serverSeedHash)) continue;
      const makerCode = (await this.deps.catalogue.gameById(round.gameId))?.makerCode;
      if (makerCode !== undefined) asked.set(round.serverSeedHash, { makerCode, roundId: round.id });
    }
    if (asked.size === 0) return rounds;
    const revealed = new Map<string, string>();
    await Promise.all(
      [...asked].map(async ([serverSeedHash, { makerCode, roundId }]) => {
        const seed = await this.revealed(makerCode, serverSeedHash, roundId);
        if (seed !== null) revealed.set(serverSeedHash, seed);
      }),
    );
    return rounds.map((round) => (round.serverSeed === null && revealed.has(round.serverSeedHash) ? { ...round, serverSeed: revealed.get(round.serverSeedHash)! } : round));
  }

  /** The maker's revealed seed for a commitment, stored on every round of it; null while in use, unproven or unreachable. */
  private async revealed(makerCode: string, serverSeedHash: string, roundId: number): Promise<string | null> {
    const adapter = this.deps.makers.any(makerCode);
    if (!adapter) return null;
    try {
      const seed = await adapter.revealedSeed(serverSeedHash);
      if (seed === null) return null;
      // A seed that does not hash to the commitment proves nothing; never store it as the proof.
      if (hashServerSeed(seed) !== serverSeedHash) {
        this.deps.log.error({ maker: makerCode, serverSeedHash }, 'a game maker revealed a seed that does not match its commitment');
        return null;
      }
      await this.deps.rounds.revealSeed(serverSeedHash, seed);
      return seed;
    } catch (error) {
      // The proof can wait for the maker; the round itself is on the books.
      this.deps.log.warn({ maker: makerCode, roundId, err: messageOf(error) }, 'could not ask the game maker for a revealed seed');
      return null;
    }
  }
}
