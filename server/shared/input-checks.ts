// Input rules the route schema cannot express are checked with the shared rules of
// src/domain/validation.ts; the first failure is answered as body code 400 with the same
// `validation.<rule>` words the form shows.
import { firstFailure, type Check } from '../../src/domain/validation';
import { invalid } from '../errors';

export function assertValid(...checks: Check[]): void {
  const failure = firstFailure(...checks);
  if (failure) throw invalid(`validation.${failure.rule}`, { field: failure.field });
}

/** Trimmed text, or '' for a missing value (SPEC.md §5: inputs are trimmed). */
export function trimmed(value: string | undefined | null): string {
  return (value ?? '').trim();
}
