// The one entry each area under server/modules/ exposes (<area>.module.ts), in the manner of
// fastify/demo: its services come from a factory taking named dependencies, and this descriptor
// tells the app what else it brings. `Needs` names, by their keys in the composed services, the
// services its routes and commands use, so the app type-checks that it provides them.
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AuthRouteOptions } from './auth-rate-limit';
import type { OpsCommand } from './ops-command';

/** What a module's plugins are handed: the composed services, of which they read what they need. */
export interface ModuleOptions<Needs> {
  services: Needs;
}

/** A module's routes also get the per-address limit for the calls that take a password or a code. */
export interface ModuleRouteOptions<Needs> extends ModuleOptions<Needs>, AuthRouteOptions {
  /** NODE_ENV as the server was started with (shared/node-env.ts); the development routes read it. */
  nodeEnv?: string;
}

export interface ServerModule<Needs> {
  name: string;
  /** Registered on the app before any route, so its hooks see every request (wrap it in fastify-plugin). */
  app?: FastifyPluginAsync<ModuleOptions<Needs>> | FastifyPluginAsyncTypebox<ModuleOptions<Needs>>;
  /** Its routes, registered inside the /user-api scope with paths as SPEC.md writes them. */
  userApi?: FastifyPluginAsyncTypebox<ModuleRouteOptions<Needs>>;
  /** Its operator commands (`npm run ops -- <name> ...`). */
  commands?: readonly OpsCommand<Needs>[];
}
