// How the game screens write counts (SPEC.md §9): 1000 and more with k, 10000 and more with w (ten
// thousand), whole numbers with thousands separators below; and a name's initials for a tile whose
// art has not arrived. No date code here: the home screen carries this file.

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const oneDecimal = (value: number): string => String(Math.floor(value * 10) / 10);

/** `987`, `1.2k`, `3.4w`: a like, favorite or play count on a tile or a button. */
export function formatCount(count: number): string {
  const whole = Math.max(0, Math.round(count));
  if (whole >= 10_000) return `${oneDecimal(whole / 10_000)}w`;
  if (whole >= 1_000) return `${oneDecimal(whole / 1_000)}k`;
  return grouped.format(whole);
}

/** Up to two letters of a game's or maker's name, for the tile shown while its art loads or when it fails. */
export function nameInitials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? words.slice(0, 2).map((word) => [...word][0]) : [...(words[0] ?? '')].slice(0, 2);
  return letters.join('').toUpperCase();
}
