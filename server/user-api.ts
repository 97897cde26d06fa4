// The player API under /user-api (SPEC.md §7). Its own scope, so the merged-input hook touches
// only these routes. A new module registers its routes plugin here, with paths as SPEC.md writes
// them (e.g. '/game/getWebsiteInfo').
import type { FastifyPluginAsync } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import userApiInput from './plugins/user-api-input';
import requirePlayer from './plugins/require-player';
import siteRoutes from './modules/site/site.routes';
import captchaRoutes from './modules/captcha/captcha.routes';
import loginRoutes from './modules/accounts/login.routes';
import registrationRoutes from './modules/accounts/registration.routes';
import passwordRoutes from './modules/accounts/password.routes';
import profileRoutes from './modules/accounts/profile.routes';
import walletRoutes from './modules/wallet/wallet.routes';
import levelRoutes from './modules/levels/level.routes';
import bankRoutes from './modules/banks/bank.routes';
import facebookRoutes from './modules/facebook/facebook.routes';
import devRoutes from './modules/dev/dev.routes';
import { AUTH_ROUTE_RATE_LIMIT } from './modules/accounts/account-limits';

export interface AuthRateLimit {
  max: number;
  timeWindowMs: number;
}

export interface UserApiOptions {
  /** More route plugins for this scope; tests use it to exercise the envelope with their own schemas. */
  extraRoutes?: readonly FastifyPluginAsync[];
  /** Per-address limit on login, sign-up, reset and code calls (default AUTH_ROUTE_RATE_LIMIT). */
  authRateLimit?: AuthRateLimit;
}

const userApi: FastifyPluginAsync<UserApiOptions> = async (app, { extraRoutes = [], authRateLimit = AUTH_ROUTE_RATE_LIMIT }) => {
  await app.register(userApiInput);
  await app.register(requirePlayer);
  // In-process counters per address: a second line behind the per-account lock and the
  // per-phone/per-address SMS limits kept in the database. Only routes that ask are limited.
  await app.register(rateLimit, { global: false });
  const auth = { rateLimit: { max: authRateLimit.max, timeWindow: authRateLimit.timeWindowMs } };

  await app.register(siteRoutes);
  await app.register(captchaRoutes);
  await app.register(loginRoutes, auth);
  await app.register(registrationRoutes, auth);
  await app.register(passwordRoutes, auth);
  await app.register(facebookRoutes, auth);
  await app.register(profileRoutes);
  await app.register(walletRoutes);
  await app.register(levelRoutes);
  await app.register(bankRoutes);
  await app.register(devRoutes);
  for (const routes of extraRoutes) await app.register(routes);
};

export default userApi;
