// The demo maker's server-to-server API, called only by the platform's adapter (demo-adapter.ts).
// Every request carries a timestamp and an HMAC-SHA256 signature over timestamp, method, path and
// raw body (demo-maker-signature.ts); anything else is refused with 401 before it is read.
// Amounts travel as decimal text of minor units (bigint on both sides); replies are plain JSON.
//   POST /platform/launch        {player, gameCode, returnUrl}      -> {url}
//   POST /platform/transfer-in   {playerId, transferId, amount}     -> {balance}
//   POST /platform/transfer-out  {playerId, transferId}             -> {amount, lastRoundId}
//   GET  /platform/balance?playerId=                               -> {balance}
//   GET  /platform/rounds?after=&limit=                            -> {rounds: [...]}
//   GET  /platform/revealed-seed?hash=                             -> {serverSeed | null}
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import { isLocaleCode } from '../../../src/domain/locales';
import type { Clock } from '../../clock';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, signatureValid } from './demo-maker-signature';
import { DemoMakerRefusal, type DemoMakerService, MAX_ROUNDS_PAGE } from './demo-maker.service';
import type { MakerPlatformRouteOptions } from '../maker-server';

export type PlatformRouteOptions = MakerPlatformRouteOptions<DemoMakerService>;

export const MinorText = Type.String({ pattern: '^(0|[1-9][0-9]{0,17})$' });
const PlayerId = Type.Integer({ minimum: 1 });
const TransferId = Type.String({ minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9:_.-]+$' });
export const LaunchBody = Type.Object({
  player: Type.Object({
    id: PlayerId,
    displayName: Type.String({ maxLength: 64 }),
    locale: Type.String({ maxLength: 8 }),
    currencyCode: Type.String({ maxLength: 8 }),
    currencySymbol: Type.String({ maxLength: 8 }),
  }),
  gameCode: Type.String({ minLength: 1, maxLength: 64 }),
  returnUrl: Type.String({ maxLength: 2048 }),
  /** The largest stake of the session (minor units), or null / absent for the game's own limits. */
  maxBet: Type.Optional(Type.Union([MinorText, Type.Null()])),
});
const TransferInBody = Type.Object({ playerId: PlayerId, transferId: TransferId, amount: MinorText });
const TransferOutBody = Type.Object({ playerId: PlayerId, transferId: TransferId });
const BalanceQuery = Type.Object({ playerId: Type.String({ pattern: '^[1-9][0-9]{0,15}$' }) });
const RoundsQuery = Type.Object({
  after: Type.Optional(Type.String({ pattern: '^(|[0-9]{1,18})$' })),
  limit: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,3}$' })),
});
const SeedQuery = Type.Object({ hash: Type.String({ pattern: '^[0-9a-f]{64}$' }) });

// The replies, as the adapter reads them (demo-adapter.ts).
const WireRound = Type.Object({
  makerRoundId: Type.String(),
  playerId: Type.Integer(),
  gameCode: Type.String(),
  bet: MinorText,
  win: MinorText,
  balanceAfter: MinorText,
  serverSeedHash: Type.String({ description: 'SHA-256 of the server seed, committed before the round' }),
  clientSeed: Type.String(),
  nonce: Type.Integer(),
  wager: Type.Unknown({ description: "The game's own wager (stake, lines, bets), as the round was played" }),
  outcome: Type.Unknown({ description: "The game's own outcome, recomputable from the seeds (docs/provably-fair.md)" }),
  finishedAt: Type.String({ description: 'ISO 8601' }),
});
const Refusal = Type.Object({ error: Type.String({ description: "The reason's key, for the operator's log (`signature` for a refused signature)" }) });
/** Every call's refusals: 401 for the signature, another 4xx for a refused call, 500 for a fault. */
export const refusals = { '4xx': Refusal, 500: Refusal };
export const doc = (summary: string, description?: string) => ({ tags: ['platform'], summary, ...(description ? { description } : {}) });

export async function platformRoutes(app: FastifyInstance, options: PlatformRouteOptions): Promise<void> {
  const { service, secret, now } = options;

  guardSignedCalls(app, { secret, now, rawBody: options.rawBody });

  app.post<{ Body: Static<typeof LaunchBody> }>('/platform/launch', {
      schema: {
        ...doc('Open a game for a player', 'Answers the URL of the game page the platform frames; its token ties the page to this player and maxBet.'),
        body: LaunchBody,
        response: { 200: Type.Object({ url: Type.String() }), ...refusals },
      },
    }, async (request) => {
    const { player, gameCode, maxBet } = request.body;
    const locale = isLocaleCode(player.locale) ? player.locale : 'en_US';
    const limit = maxBet === undefined || maxBet === null || maxBet === '0' ? null : BigInt(maxBet);
    const { token } = await service.launch({ player: { ...player, locale }, gameCode, maxBet: limit });
    return { url: frameUrl({ publicOrigin: options.publicOrigin(), platformOrigin: options.platformOrigin, gameCode, token, locale }) };
  });

  app.post<{ Body: Static<typeof TransferInBody> }>('/platform/transfer-in', {
      schema: {
        ...doc('Move money into the maker', 'Idempotent by transferId: a repeat answers the balance and moves nothing; the same id with another amount is refused (409).'),
        body: TransferInBody,
        response: { 200: Type.Object({ balance: MinorText }), ...refusals },
      },
    }, async (request) => {
    const { balance } = await service.transferIn({ ...request.body, amount: BigInt(request.body.amount) });
    return { balance: String(balance) };
  });

  app.post<{ Body: Static<typeof TransferOutBody> }>('/platform/transfer-out', {
      schema: {
        ...doc('Move all of a player\'s money back to the platform', 'Idempotent by transferId: a repeat answers the first amount. lastRoundId is the last round the amount includes.'),
        body: TransferOutBody,
        response: { 200: Type.Object({ amount: MinorText, lastRoundId: Type.Union([Type.String(), Type.Null()]) }), ...refusals },
      },
    }, async (request) => {
    const { amount, lastRoundId } = await service.transferOut(request.body);
    return { amount: String(amount), lastRoundId };
  });

  app.get<{ Querystring: Static<typeof BalanceQuery> }>('/platform/balance', { schema: { ...doc("A player's balance at the maker"), querystring: BalanceQuery, response: { 200: Type.Object({ balance: MinorText }), ...refusals } } }, async (request) => ({
    balance: String(await service.balance(Number(request.query.playerId))),
  }));

  app.get<{ Querystring: Static<typeof RoundsQuery> }>('/platform/rounds', {
      schema: {
        ...doc('Finished rounds after a round id, oldest first', 'The platform pulls these onto its books (game_round and the ledger).'),
        querystring: RoundsQuery,
        response: { 200: Type.Object({ rounds: Type.Array(WireRound) }), ...refusals },
      },
    }, async (request) => {
    const after = request.query.after ? Number(request.query.after) : null;
    const limit = Math.min(Number(request.query.limit ?? 100), MAX_ROUNDS_PAGE);
    const rounds = await service.rounds(after, limit);
    return {
      rounds: rounds.map((round) => ({
        makerRoundId: String(round.id),
        playerId: round.playerId,
        gameCode: round.gameCode,
        bet: String(round.bet),
        win: String(round.win),
        balanceAfter: String(round.balanceAfter),
        serverSeedHash: round.serverSeedHash,
        clientSeed: round.clientSeed,
        nonce: round.nonce,
        wager: round.wager,
        outcome: round.outcome,
        finishedAt: round.finishedAt.toISOString(),
      })),
    };
  });

  revealedSeedRoute(app, (hash) => service.revealedSeed(hash));
}

/**
 * The signature every server-to-server call carries, checked before anything is read (401 when it
 * is wrong or stale), and the refusals answered with their key, for the caller's log.
 */
export function guardSignedCalls(app: FastifyInstance, options: { secret: string; now: Clock; rawBody: (request: FastifyRequest) => string }): void {
  const { secret, now, rawBody } = options;
  app.addHook('preHandler', async (request, reply) => {
    const valid = signatureValid(
      secret,
      {
        timestamp: request.headers[TIMESTAMP_HEADER],
        signature: request.headers[SIGNATURE_HEADER],
        method: request.method,
        pathWithQuery: request.url,
        body: rawBody(request),
      },
      now(),
    );
    if (!valid) return reply.code(401).send({ error: 'signature' });
  });
  // The platform's adapter reads the reason; its texts are for the operator's log, not a player.
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof DemoMakerRefusal) return reply.code(error.status).send({ error: error.key });
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) return reply.code(status).send({ error: error instanceof Error ? error.message : 'bad request' });
    app.log.error({ err: error }, 'maker platform call failed');
    return reply.code(500).send({ error: 'internal' });
  });
}

/** The URL of a game page the platform frames: its launch token, its language, and the page that frames it. */
export function frameUrl(input: { publicOrigin: string; platformOrigin: string; gameCode: string; token: string; locale: string }): string {
  const url = new URL(`/play/${encodeURIComponent(input.gameCode)}`, input.publicOrigin);
  url.searchParams.set('token', input.token);
  url.searchParams.set('lang', input.locale);
  url.searchParams.set('parent', input.platformOrigin);
  return url.toString();
}

/** GET /platform/revealed-seed?hash=: a server seed once rotated away, for the platform's round proofs. */
export function revealedSeedRoute(app: FastifyInstance, reveal: (serverSeedHash: string) => Promise<string | null>): void {
  app.get<{ Querystring: Static<typeof SeedQuery> }>('/platform/revealed-seed', {
      schema: {
        ...doc('A server seed by its hash, once rotated', 'null while the seed is still in use.'),
        querystring: SeedQuery,
        response: { 200: Type.Object({ serverSeed: Type.Union([Type.String(), Type.Null()]) }), ...refusals },
      },
    }, async (request) => ({
    serverSeed: await reveal(request.query.hash),
  }));
}
