// A name's initials for a game tile whose art has not arrived. Counts and other figures are in
// display-format.ts.

/** Up to two letters of a game's or maker's name, for the tile shown while its art loads or when it fails. */
export function nameInitials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? words.slice(0, 2).map((word) => [...word][0]) : [...(words[0] ?? '')].slice(0, 2);
  return letters.join('').toUpperCase();
}
