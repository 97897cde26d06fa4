// Which unique constraint an insert or update broke, if that is what failed. Both drivers report
// SQLSTATE 23505 with the constraint name, on the driver's error drizzle wraps (sql-state.ts).
import { driverErrorIn } from './sql-state';

const UNIQUE_VIOLATION = '23505';

export function uniqueViolation(error: unknown): string | null {
  const found = driverErrorIn(error, ({ code }) => code === UNIQUE_VIOLATION);
  if (!found) return null;
  return typeof found.constraint === 'string' ? found.constraint : '';
}
