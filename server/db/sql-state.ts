// The driver's error behind a failed query: drizzle wraps the driver's error, and both drivers
// (node-postgres, PGlite) put the SQLSTATE (and a constraint's name) on theirs, so the cause chain
// is searched. The SQLSTATE serves a database function's own RAISE ... USING ERRCODE, which the
// caller answers in its own way; unique-violation.ts reads a broken constraint the same way.
export interface DriverError {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

/** The first error in `error`'s cause chain (itself included, five deep at most) that `matches`. */
export function driverErrorIn(error: unknown, matches: (candidate: DriverError) => boolean): DriverError | null {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const candidate = current as DriverError;
    if (matches(candidate)) return candidate;
    current = candidate.cause;
  }
  return null;
}

const isSqlState = (code: unknown): code is string => typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);

export function sqlStateOf(error: unknown): string | null {
  const found = driverErrorIn(error, ({ code }) => isSqlState(code));
  return found ? (found.code as string) : null;
}
