// What a caught value says, for a log line, an operator's output or an error of our own: a thrown
// Error's message, else the value as text (a library may throw a string or anything else).
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** messageOf with the error's class before it (`MakerUnavailable: ...`), where the kind of failure matters to whoever reads it. */
export function namedMessageOf(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
