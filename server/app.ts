// The whole server as one Fastify plugin: plugins first (database, services, language, headers,
// errors), then each module's app-level plugin (the address block list, /health), then the
// /user-api routes. start.ts and the tests build it with buildApp(); both run the same app.
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions, type RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Database } from './db/client';
import database from './plugins/database';
import services from './plugins/services';
import locale from './plugins/locale';
import securityHeaders from './plugins/security-headers';
import { pixelPolicy, siteInfoReplies } from './modules/site/site.module';
import errorHandler from './plugins/error-handler';
import requestTimeLimit from './plugins/request-time-limit';
import jsonBody from './plugins/json-body';
import webApp from './plugins/web-app';
import webManifest from './plugins/web-manifest';
import apiCompression from './plugins/api-compression';
import openapi from './plugins/openapi';
import { APP_MODULES } from './app-modules';
import userApi from './user-api';
import type { ServiceOptions } from './services';
import type { AuthRateLimit } from './shared/auth-rate-limit';
import { USER_API_PREFIX } from './shared/user-api-scope';
import { sendEnvelope } from './shared/envelope';
import { answerClientError } from './shared/client-error';
import { moneyAmountKeyword } from './shared/schemas';

/** Longer than PostgreSQL's statement timeout (db/client.ts), so a cancelled statement answers first. */
export const REQUEST_TIME_LIMIT_MS = 20_000;

export interface AppOptions {
  /** An opened database (db/client.ts openDatabase); the app closes it when it closes. */
  database: Database;
  /** The built web app (dist/web); without it only the API and /health are served. */
  webDir?: string;
  /** Where locales/*.json are; defaults to the repository's locales/. */
  localesDir?: string;
  /** More route plugins inside the /user-api scope (tests); the product's routes come from the module entries. */
  extraUserApiRoutes?: readonly FastifyPluginAsync[];
  /** SMS provider, Facebook app, clock (server/services.ts). */
  services?: ServiceOptions;
  /** Per-address limit on the login and sign-up calls. */
  authRateLimit?: AuthRateLimit;
  /** How long a request may go unanswered before it is answered 503 (default REQUEST_TIME_LIMIT_MS). */
  requestTimeLimitMs?: number;
}

export const app = fp<AppOptions>(
  async (instance, options) => {
    // First, so a request's time counts from its arrival, whatever the hooks after it do.
    await instance.register(requestTimeLimit, { limitMs: options.requestTimeLimitMs ?? REQUEST_TIME_LIMIT_MS });
    await instance.register(database, { database: options.database });
    await instance.register(services, options.services ?? {});
    await instance.register(locale, { localesDir: options.localesDir });
    await instance.register(securityHeaders, {
      frameOrigins: instance.services.makers.origins(),
      pageScripts: async () => pixelPolicy((await instance.services.site.getSiteInfo()).facebookPixel ?? ''),
    });
    await instance.register(errorHandler);
    await instance.register(jsonBody);
    await instance.register(apiCompression);
    // Before any route, so the OpenAPI documents see them all.
    await instance.register(openapi, { nodeEnv: options.services?.nodeEnv });
    // The modules' app-level plugins before any route: the access hook gives a blocked address
    // HTTP 403 on /user-api (SPEC.md §8) before anything else is done; /health is one too.
    for (const module of APP_MODULES) {
      if (module.app) await instance.register(module.app, { services: instance.services });
    }
    await instance.register(userApi, {
      prefix: USER_API_PREFIX,
      extraRoutes: options.extraUserApiRoutes,
      authRateLimit: options.authRateLimit,
      nodeEnv: options.services?.nodeEnv,
    });
    await instance.register(webManifest, {
      webDir: options.webDir,
      siteName: async () => {
        const { websiteName, documentTitle } = await instance.services.site.getSiteInfo();
        return websiteName || documentTitle;
      },
    });
    const { site, gameHome, catalogue, notices, promotions, access, facebook } = instance.services;
    // What GET /game/getWebsiteInfo answers, one object per loaded copy (the kept pages compare it by identity).
    const siteInfoReply = siteInfoReplies(facebook);
    await instance.register(webApp, {
      webDir: options.webDir,
      // From memory: the same copies GET /game/home, the tag list and site info answer.
      firstScreen: {
        siteInfo: async () => siteInfoReply(await site.getSiteInfo()),
        addressBlocked: (address) => access.isBlocked(address),
        lobby: async () => {
          const [home, tags] = await Promise.all([gameHome.home(), catalogue.tags()]);
          return { home, tags };
        },
        hasNotices: async () => (await notices.list()).length > 0,
        // What the hero's own call keeps (promotion-hero.actors.ts): open ones with a picture.
        heroSlides: async (localeCode) => {
          const [activities, games] = await Promise.all([promotions.list('activity', localeCode, null), promotions.list('gamePromotion', localeCode, null)]);
          return [...activities, ...games].filter((promotion) => promotion.open && promotion.picture !== '');
        },
      },
    });
  },
  { name: 'app' },
);

export default app;

export type BuildAppOptions = AppOptions & {
  /** Server-level options: logger, timeouts. */
  server?: FastifyServerOptions;
  /** Called with every route as it is registered (tests walk them all). */
  onRoute?: (route: RouteOptions) => void;
};

/** A Fastify instance with the app registered and ready (not listening). */
export async function buildApp({ server, onRoute, ...options }: BuildAppOptions): Promise<FastifyInstance> {
  const instance = Fastify({
    logger: false,
    // The player API accepts JSON up to 1 MiB; uploads register their own limits.
    bodyLimit: 1024 * 1024,
    // A URL that cannot be decoded never reaches the plugins (no error handler, no request.t);
    // answer it in the same JSON shape, in English.
    frameworkErrors: (_error, _request, reply) => {
      void sendEnvelope(reply, 400, 400, 'The request could not be processed');
    },
    // A request Node's parser refuses (headers too large, say) gets the same JSON shape.
    clientErrorHandler: answerClientError,
    // Money amounts are checked without the schema's type coercion (shared/schemas.ts MoneyAmount).
    ajv: { customOptions: { keywords: [moneyAmountKeyword] } },
    ...server,
  }).withTypeProvider<TypeBoxTypeProvider>();
  if (onRoute) instance.addHook('onRoute', onRoute);
  try {
    await instance.register(app, options);
    await instance.ready();
  } catch (error) {
    await instance.close().catch(() => undefined);
    throw error;
  }
  return instance;
}
