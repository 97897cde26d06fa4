// The per-request input checks (control characters, numbers that are not finite) walk a call's
// input and path parameters with a stack of their own; most calls have no path parameter and many
// no input, so they ask this first and walk (and allocate) nothing then.

/** An object with no field of its own (a call's empty query, or a route's empty params). */
export function hasNoFields(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  for (const key in value) if (Object.hasOwn(value, key)) return false;
  return true;
}
