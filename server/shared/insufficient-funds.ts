// The one error every money path throws when a player's account would go below zero: a refused
// business rule (body code 500) with SPEC.md §8's text, so a route that does not catch it still
// answers the player correctly.
import { BodyCode } from '../../src/domain/api-reply';
import { ApiError } from '../errors';

export class InsufficientFunds extends ApiError {
  override name = 'InsufficientFunds';
  constructor() {
    super(BodyCode.refused, 'server.wallet.insufficientBalance');
  }
}

const CHECK_VIOLATION = '23514';

interface DriverError {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

/** True when the error (or a cause drizzle wrapped it in) is a CHECK violation of that constraint. */
export function checkViolation(error: unknown, constraint: string): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const found = current as DriverError;
    if (found.code === CHECK_VIOLATION && found.constraint === constraint) return true;
    current = found.cause;
  }
  return false;
}
