// The demo maker's frame API, between its game pages and itself (same origin), and the pages:
//   GET  /play/{gameCode}?token=&lang=&parent=   the game page (webDir/<gameCode>.html)
//   GET  /assets/...                             the pages' scripts, styles and art
//   POST /api/session {token}                    -> {sessionKey, player, game, balance, maxBet, wallet, fair}
//   GET  /api/state                              -> {balance, fair, open}
//   POST /api/round  (per game, see demo-games.ts) -> {roundId, bet, win, balance, outcome, fair}
//   POST /api/fair/client-seed {clientSeed}      -> {revealedServerSeed, serverSeedHash, clientSeed, nonce}
//   POST /api/fair/rotate                        -> {revealedServerSeed, serverSeedHash, clientSeed, nonce}
// Calls after /api/session send `Authorization: Bearer <sessionKey>`. Amounts are major units
// (numbers); inside `outcome` and `wager` they are integer minor units, as recorded and replayed.
// Errors are {error: text in the player's language}; too little balance is 402.
import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { toMajorUnits } from '../../../src/domain/money';
import { FALLBACK_LOCALE, isLocaleCode, type LocaleCode } from '../../../src/domain/locales';
import { translate, type ServerMessages } from '../../i18n/server-messages';
import { keptBuildAssets } from '../../shared/kept-builds';
import { demoGame } from './demo-games';
import { DemoMakerRefusal, type DemoMakerService, type FairState, type FrameSession, type PlayedRound } from './demo-maker.service';

/** What the frame API asks of a maker's business: the demo maker's, or the seamless maker's (server/makers/seamless). */
export type MakerFrameService = Pick<DemoMakerService, 'openSession' | 'session' | 'state' | 'play' | 'rotate'>;

export interface FrameRouteOptions {
  service: MakerFrameService;
  /** The games this maker serves, by code (default: the demo maker's). */
  game?: (code: string) => ReturnType<typeof demoGame>;
  messages: ServerMessages;
  /** Where the built game pages are: <gameCode>.html and assets/. */
  webDir: string;
  /**
   * Where the session's money is (default `transfer`): brought into the maker by the platform, so
   * the page offers Recharge; or `seamless`, left in the platform's wallet and debited per bet, so
   * there is nothing to recharge and the page offers none.
   */
  wallet?: 'transfer' | 'seamless';
}

const ASSETS_PREFIX = '/assets/';
const sessions = new WeakMap<FastifyRequest, FrameSession>();

function languageOf(request: FastifyRequest): LocaleCode {
  const session = sessions.get(request);
  if (session && isLocaleCode(session.locale)) return session.locale;
  const lang = (request.query as Record<string, unknown> | undefined)?.lang;
  const code = typeof lang === 'string' ? lang.replace('-', '_') : lang;
  return isLocaleCode(code) ? code : FALLBACK_LOCALE;
}

const fairReply = (fair: FairState) => ({ serverSeedHash: fair.serverSeedHash, clientSeed: fair.clientSeed, nonce: fair.nonce });
const roundReply = (round: PlayedRound) => ({
  roundId: round.roundId,
  bet: toMajorUnits(round.bet),
  win: toMajorUnits(round.win),
  balance: toMajorUnits(round.balance),
  outcome: round.outcome,
  fair: fairReply(round.fair),
});

export async function frameRoutes(app: FastifyInstance, options: FrameRouteOptions): Promise<void> {
  const { service, messages } = options;
  const gameOf = options.game ?? demoGame;
  const sendError = (request: FastifyRequest, reply: FastifyReply, status: number, key: string, params?: Record<string, string>) =>
    reply.code(status).header('cache-control', 'no-store').send({ error: translate(messages, languageOf(request), key, params) });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof DemoMakerRefusal) return sendError(request, reply, error.status, `server.demoMaker.${error.key}`, error.params);
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 413) return sendError(request, reply, 413, 'server.bodyTooLarge');
    if (status && status >= 400 && status < 500) return sendError(request, reply, 400, 'server.badRequest');
    app.log.error({ err: error }, 'demo maker frame call failed');
    return sendError(request, reply, 500, 'server.internalError');
  });

  await app.register(
    async (assets) => {
      await assets.register(fastifyStatic, { root: path.resolve(options.webDir, 'assets'), prefix: '/', maxAge: '1d', immutable: true });
      // A game page loaded just before a new build was swapped in asks for its own build's files.
      assets.setNotFoundHandler(async (request, reply) => {
        const fileName = (request.url.split('?', 1)[0] ?? '').slice(ASSETS_PREFIX.length);
        const keptAssets = request.method === 'GET' || request.method === 'HEAD' ? await keptBuildAssets(options.webDir, fileName) : undefined;
        if (keptAssets) return reply.sendFile(fileName, keptAssets);
        return sendError(request, reply, 404, 'server.notFound');
      });
    },
    { prefix: ASSETS_PREFIX.slice(0, -1) },
  );

  app.get<{ Params: { gameCode: string } }>('/play/:gameCode', async (request, reply) => {
    const game = gameOf(request.params.gameCode);
    if (!game) return sendError(request, reply, 404, 'server.demoMaker.unknownGame');
    const page = await fs.readFile(path.join(options.webDir, `${game.code}.html`), 'utf8').catch(() => null);
    if (page === null) return sendError(request, reply, 404, 'server.demoMaker.unknownGame');
    // The URL carries a launch token: never cached, never sent on as a referrer.
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
  });

  // Every /api call answers fresh; the ones after /api/session need the session key.
  app.register(async (api) => {
    // A callback hook: every spin's reply passes it, and an async one costs each a promise.
    api.addHook('onSend', (_request, reply, payload, done) => {
      reply.header('cache-control', 'no-store');
      done(null, payload);
    });

    api.post('/api/session', async (request, reply) => {
      const token = (request.body as { token?: unknown } | null)?.token;
      if (typeof token !== 'string' || token.length === 0 || token.length > 128) return sendError(request, reply, 401, 'server.demoMaker.linkExpired');
      const opened = await service.openSession(token);
      sessions.set(request, opened.session);
      const game = gameOf(opened.session.gameCode);
      return {
        sessionKey: opened.sessionKey,
        player: opened.player,
        game: { code: game?.code, name: game?.name, rtp: game?.rtp },
        balance: toMajorUnits(opened.balance),
        maxBet: opened.session.maxBet === null ? null : toMajorUnits(opened.session.maxBet),
        wallet: options.wallet ?? 'transfer',
        fair: fairReply(opened.fair),
      };
    });

    api.register(async (authed) => {
      authed.addHook('preHandler', async (request, reply) => {
        const header = request.headers.authorization;
        const key = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
        const session = key ? await service.session(key) : null;
        if (!session) return sendError(request, reply, 401, 'server.demoMaker.sessionExpired');
        sessions.set(request, session);
      });
      const sessionOf = (request: FastifyRequest) => sessions.get(request) as FrameSession;

      authed.get('/api/state', async (request) => {
        const state = await service.state(sessionOf(request));
        const open = state.open ? { roundId: state.open.roundId, stake: toMajorUnits(state.open.stake), cards: state.open.cards } : null;
        return { balance: toMajorUnits(state.balance), fair: fairReply(state.fair), open };
      });

      authed.post('/api/round', async (request) => roundReply(await service.play(sessionOf(request), request.body)));

      authed.post('/api/fair/client-seed', async (request, reply) => {
        const clientSeed = (request.body as { clientSeed?: unknown } | null)?.clientSeed;
        if (typeof clientSeed !== 'string') return sendError(request, reply, 400, 'server.demoMaker.clientSeedInvalid');
        return service.rotate(sessionOf(request), clientSeed);
      });

      authed.post('/api/fair/rotate', async (request) => service.rotate(sessionOf(request)));
    });
  });
}
