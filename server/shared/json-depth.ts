// How deep a JSON body may nest. No call of the player API takes more than a few levels (an object
// of fields, now and then a list of small objects), but JSON.parse takes any depth, and every
// later walk of the input (the control-character check, the idempotency fingerprint, a log line)
// then pays for it, or overflows the stack in a recursive one. So a body deeper than this is
// refused where it is parsed, before any hook or handler sees it.
export const JSON_MAX_DEPTH = 32;

/** Whether the parsed value nests objects or arrays deeper than `max` levels; a loop, not recursion. */
export function nestsDeeperThan(value: unknown, max = JSON_MAX_DEPTH): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const { value: current, depth } = pending.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth >= max) return true;
    for (const item of Object.values(current)) {
      if (item !== null && typeof item === 'object') pending.push({ value: item, depth: depth + 1 });
    }
  }
  return false;
}

/** The error code of that refusal (plugins/error-handler.ts gives it its message). */
export const BODY_TOO_DEEP = 'BODY_TOO_DEEP';

/** The refusal: HTTP 400 with body code 400, like a malformed body (the error handler names it). */
export function bodyTooDeep(): Error & { statusCode: number; code: string } {
  return Object.assign(new Error(`JSON body nested deeper than ${JSON_MAX_DEPTH} levels`), { statusCode: 400, code: BODY_TOO_DEEP });
}
