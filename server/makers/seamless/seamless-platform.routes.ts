// The seamless maker's server-to-server API, called only by the platform's adapter
// (seamless-adapter.ts), signed as the demo maker's (guardSignedCalls):
//   POST /platform/launch        {player, gameCode, returnUrl, maxBet, walletToken} -> {url}
//   GET  /platform/revealed-seed?hash=                                          -> {serverSeed | null}
// There is no transfer, balance or rounds call: the maker holds no money and reports each round
// with its credit to the platform's wallet.
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import { isLocaleCode } from '../../../src/domain/locales';
import { LaunchBody, doc, frameUrl, guardSignedCalls, refusals, revealedSeedRoute } from '../demo/demo-platform.routes';
import type { MakerPlatformRouteOptions } from '../maker-server';
import type { SeamlessMakerService } from './seamless-maker.service';

export type SeamlessPlatformRouteOptions = MakerPlatformRouteOptions<SeamlessMakerService>;

const SeamlessLaunchBody = Type.Object({
  ...LaunchBody.properties,
  /** The platform's wallet token for the game session (wallet-token.ts): echoed on every wallet call. */
  walletToken: Type.String({ minLength: 1, maxLength: 200 }),
});

export async function seamlessPlatformRoutes(app: FastifyInstance, options: SeamlessPlatformRouteOptions): Promise<void> {
  const { service } = options;
  guardSignedCalls(app, { secret: options.secret, now: options.now, rawBody: options.rawBody });

  app.post<{ Body: Static<typeof SeamlessLaunchBody> }>('/platform/launch', {
      schema: {
        ...doc('Open a game for a player of a wallet session', 'Answers the URL of the game page the platform frames; the maker keeps the wallet token for its debit, credit and rollback calls.'),
        body: SeamlessLaunchBody,
        response: { 200: Type.Object({ url: Type.String() }), ...refusals },
      },
    }, async (request) => {
    const { player, gameCode, maxBet, walletToken } = request.body;
    const locale = isLocaleCode(player.locale) ? player.locale : 'en_US';
    const limit = maxBet === undefined || maxBet === null || maxBet === '0' ? null : BigInt(maxBet);
    const { token } = await service.launch({ player: { ...player, locale }, gameCode, maxBet: limit, walletToken });
    return { url: frameUrl({ publicOrigin: options.publicOrigin(), platformOrigin: options.platformOrigin, gameCode, token, locale }) };
  });

  revealedSeedRoute(app, (hash) => service.revealedSeed(hash));
}
