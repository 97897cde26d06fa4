// The player API under /user-api (SPEC.md §7). Its own scope, so the merged-input hook touches
// only these routes. Each module entry (app-modules.ts) registers its routes here, with paths as
// SPEC.md writes them (e.g. '/game/getWebsiteInfo').
import type { FastifyPluginAsync } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import userApiInput from './plugins/user-api-input';
import controlCharacters from './shared/control-characters';
import requirePlayer from './shared/require-player';
import { APP_MODULES } from './app-modules';
import { playerAuthenticator } from './modules/accounts/accounts.module';
import { AUTH_ROUTE_RATE_LIMIT, type AuthRateLimit } from './shared/auth-rate-limit';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The module (server/modules/<area>) whose entry registered the route. */
    area?: string;
  }
}

export interface UserApiOptions {
  /** More route plugins for this scope; tests use it to exercise the envelope with their own schemas. */
  extraRoutes?: readonly FastifyPluginAsync[];
  /** Per-address limit on login, sign-up, reset and code calls (default AUTH_ROUTE_RATE_LIMIT). */
  authRateLimit?: AuthRateLimit;
  /** NODE_ENV as the server was started with: the development routes need development or test. */
  nodeEnv?: string;
}

const userApi: FastifyPluginAsync<UserApiOptions> = async (app, { extraRoutes = [], authRateLimit = AUTH_ROUTE_RATE_LIMIT, nodeEnv }) => {
  const { services } = app;
  await app.register(userApiInput);
  await app.register(controlCharacters);
  await app.register(requirePlayer, { authenticate: playerAuthenticator(services.sessions) });
  // In-process counters per address: a second line behind the per-account lock and the
  // per-phone/per-address SMS limits kept in the database. Only routes that ask are limited.
  await app.register(rateLimit, { global: false });
  const rateLimitOptions = { max: authRateLimit.max, timeWindow: authRateLimit.timeWindowMs };

  for (const { name, userApi: routes } of APP_MODULES) {
    if (!routes) continue;
    // Each route carries the name of the area that serves it: the OpenAPI document groups by it.
    await app.register(async (area) => {
      area.addHook('onRoute', (route) => {
        route.config = { ...route.config, area: name };
      });
      await area.register(routes, { services, rateLimit: rateLimitOptions, nodeEnv });
    });
  }
  for (const routes of extraRoutes) await app.register(routes);
};

export default userApi;
