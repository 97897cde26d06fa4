// A player's name as other players see it (home winners, comments, what a game maker may show):
// enough to recognise yourself, not enough to find anyone. "09171234567" -> "09***67".

/** Keeps the first two and last two characters (one each for short names) around "***". */
export function maskPlayerName(name: string): string {
  const characters = [...name.trim()];
  if (characters.length === 0) return '***';
  if (characters.length <= 2) return `${characters[0]}***`;
  if (characters.length <= 5) return `${characters[0]}***${characters.at(-1)}`;
  return `${characters.slice(0, 2).join('')}***${characters.slice(-2).join('')}`;
}
