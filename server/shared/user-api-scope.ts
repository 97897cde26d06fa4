// Where the player API lives (SPEC.md §7: the page's own host under /user-api).
import type { FastifyRequest } from 'fastify';

export const USER_API_PREFIX = '/user-api';

/** Asked by hooks that run on every request: it reads the URL in place, with no string made. */
export function isUserApiRequest(request: FastifyRequest): boolean {
  const { url } = request;
  if (!url.startsWith(USER_API_PREFIX)) return false;
  const next = url.charCodeAt(USER_API_PREFIX.length);
  // The path ends there, or goes on below it ('/' or '?'); '/user-apix' is another path.
  return Number.isNaN(next) || next === SLASH || next === QUESTION_MARK;
}

const SLASH = 0x2f;
const QUESTION_MARK = 0x3f;
