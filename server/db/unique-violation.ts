// Which unique constraint an insert or update broke, if that is what failed. Both drivers report
// SQLSTATE 23505 with the constraint name; drizzle wraps the driver's error, so the cause chain
// is searched.
const UNIQUE_VIOLATION = '23505';

interface DriverError {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

export function uniqueViolation(error: unknown): string | null {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, constraint, cause } = current as DriverError;
    if (code === UNIQUE_VIOLATION) return typeof constraint === 'string' ? constraint : '';
    current = cause;
  }
  return null;
}
