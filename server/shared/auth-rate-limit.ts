// The per-address limit on the calls that try a password or a code (login, sign-up, reset, code
// requests): an in-process second line behind the per-account lock and the per-phone/per-address
// SMS limits kept in the database. The app sets it once; each module's routes apply it where they
// take a secret.
import type { RateLimitOptions } from '@fastify/rate-limit';

export interface AuthRateLimit {
  max: number;
  timeWindowMs: number;
}

export const AUTH_ROUTE_RATE_LIMIT: AuthRateLimit = { max: 30, timeWindowMs: 60_000 };

/** What a routes plugin puts in `config.rateLimit` of a route that takes a password or a code. */
export interface AuthRouteOptions {
  rateLimit: RateLimitOptions;
}
