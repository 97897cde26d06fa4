// The SQLSTATE an error carries, its own or a cause's: drizzle wraps the driver's error, and both
// drivers (node-postgres, PGlite) put the code on theirs. For a database function's own RAISE ...
// USING ERRCODE, which the caller answers in its own way.
interface DriverError {
  code?: unknown;
  cause?: unknown;
}

export function sqlStateOf(error: unknown): string | null {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, cause } = current as DriverError;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = cause;
  }
  return null;
}
