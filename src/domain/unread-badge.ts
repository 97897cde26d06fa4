// What an unread badge shows: the count up to 99, then "99+" (the badge stays one small pill).
export const UNREAD_BADGE_MAX = 99;

/** The badge's text, or null when there is nothing unread (no badge). */
export function unreadBadgeText(count: number): string | null {
  if (!Number.isFinite(count) || count < 1) return null;
  return count > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(Math.floor(count));
}
