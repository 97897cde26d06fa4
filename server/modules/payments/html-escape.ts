// Text placed into the sandbox checkout's HTML: every character with a meaning in markup or in a
// quoted attribute is written as an entity, so a merchant name or order number cannot add markup.
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);
}
