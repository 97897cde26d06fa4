// The game makers an operator command talks to when it opens the database itself (server/ops.ts;
// with PGlite and a server running, the command runs in that server with its own makers). The
// demo maker runs inside each server on that server's DEMO_MAKER_PORT, which the operator's
// shell need not know: so unless DEMO_MAKER_HOST or DEMO_MAKER_PORT is given, the command asks the
// database where the running servers recorded their makers (maker_endpoint) and uses the newest
// that answers, falling back to the default address. It signs with DEMO_MAKER_SECRET, as the
// servers do. The address is found on the first call to the maker, so commands that never call
// it (most) never wait for it.
import type { DbExecutor } from '../db/client';
import { DemoMakerAdapter } from '../makers/demo/demo-adapter';
import { DEMO_MAKER_CODE } from '../makers/demo/demo-maker';
import { readDemoMakerConfig } from '../makers/demo/demo-maker-config';
import { MakerUnavailable, type GameMakerAdapter, type MakerPlayer, type MakerRound } from '../makers/maker-adapter';
import { MakerRegistry } from '../makers/maker-registry';
import { MakerEndpoints } from '../modules/play/play.module';

/** How long the search waits for each recorded address before trying the next. */
const PROBE_TIMEOUT_MS = 2_000;

export function opsMakerRegistry(db: DbExecutor, env: Record<string, string | undefined>, platform: { host: string; port: number; nodeEnv: string }): MakerRegistry {
  let maker;
  try {
    maker = readDemoMakerConfig(env, platform);
  } catch {
    // No usable secret (production without DEMO_MAKER_SECRET): no maker to ask, and the command says so.
    return new MakerRegistry();
  }
  const host = maker.host === '0.0.0.0' || maker.host === '::' ? '127.0.0.1' : maker.host.includes(':') ? `[${maker.host}]` : maker.host;
  const configured = `http://${host}:${maker.port}`;
  const named = Boolean(env.DEMO_MAKER_HOST?.trim() || env.DEMO_MAKER_PORT?.trim());
  const adapterAt = (apiOrigin: string, timeoutMs?: number) =>
    new DemoMakerAdapter({ code: DEMO_MAKER_CODE, origin: maker.publicOrigin ?? apiOrigin, apiOrigin, secret: maker.secret, timeoutMs });
  const find = async (): Promise<GameMakerAdapter> => {
    if (named) return adapterAt(configured);
    const recorded = await new MakerEndpoints(db).newestFirst(DEMO_MAKER_CODE);
    for (const apiOrigin of [...new Set([...recorded, configured])]) {
      try {
        await adapterAt(apiOrigin, PROBE_TIMEOUT_MS).balance(1);
        return adapterAt(apiOrigin);
      } catch (error) {
        // A refusal is an answer (a wrong secret, say): that is the maker, and the command shows why.
        if (!(error instanceof MakerUnavailable)) return adapterAt(apiOrigin);
      }
    }
    return adapterAt(recorded[0] ?? configured);
  };
  return new MakerRegistry([new FoundOnFirstCall(DEMO_MAKER_CODE, maker.publicOrigin ?? configured, find)]);
}

/** An adapter whose address is looked up on its first call, then kept. */
class FoundOnFirstCall implements GameMakerAdapter {
  private found: Promise<GameMakerAdapter> | undefined;

  constructor(
    readonly code: string,
    readonly origin: string,
    private readonly find: () => Promise<GameMakerAdapter>,
  ) {}

  private adapter(): Promise<GameMakerAdapter> {
    this.found ??= this.find();
    return this.found;
  }

  async launch(input: { player: MakerPlayer; gameCode: string; returnUrl: string; maxBet?: bigint | null }): Promise<{ url: string }> {
    return (await this.adapter()).launch(input);
  }
  async transferIn(input: { playerId: number; transferId: string; amount: bigint }): Promise<{ balance: bigint }> {
    return (await this.adapter()).transferIn(input);
  }
  async transferOut(input: { playerId: number; transferId: string }): Promise<{ amount: bigint; lastRoundId: string | null }> {
    return (await this.adapter()).transferOut(input);
  }
  async balance(playerId: number): Promise<bigint> {
    return (await this.adapter()).balance(playerId);
  }
  async rounds(afterRoundId: string | null, limit: number): Promise<MakerRound[]> {
    return (await this.adapter()).rounds(afterRoundId, limit);
  }
  async revealedSeed(serverSeedHash: string): Promise<string | null> {
    return (await this.adapter()).revealedSeed(serverSeedHash);
  }
}
