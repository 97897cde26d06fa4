// Where the player API lives (SPEC.md §7: the page's own host under /user-api).
import type { FastifyRequest } from 'fastify';

export const USER_API_PREFIX = '/user-api';

export function isUserApiRequest(request: FastifyRequest): boolean {
  const path = request.url.split('?', 1)[0] ?? '';
  return path === USER_API_PREFIX || path.startsWith(`${USER_API_PREFIX}/`);
}
