// The player API under /user-api (SPEC.md §7). Its own scope, so the merged-input hook touches
// only these routes. A new module registers its routes plugin here, with paths as SPEC.md writes
// them (e.g. '/game/getWebsiteInfo').
import type { FastifyPluginAsync } from 'fastify';
import userApiInput from './plugins/user-api-input';
import siteRoutes from './modules/site/site.routes';

export interface UserApiOptions {
  /** More route plugins for this scope; tests use it to exercise the envelope with their own schemas. */
  extraRoutes?: readonly FastifyPluginAsync[];
}

const userApi: FastifyPluginAsync<UserApiOptions> = async (app, { extraRoutes = [] }) => {
  await app.register(userApiInput);
  await app.register(siteRoutes);
  for (const routes of extraRoutes) await app.register(routes);
};

export default userApi;
