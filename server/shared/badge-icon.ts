// The seeded banks' and payee accounts' icons: a small inline SVG badge (brand colour and
// initials), so the demo needs no image files or outside hosts; an operator can point an icon at a
// real logo later.
export function badgeIcon(initials: string, background: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48">` +
    `<rect width="48" height="48" rx="10" fill="${background}"/>` +
    `<text x="24" y="29" font-family="Arial,sans-serif" font-size="${initials.length > 3 ? 11 : 14}" ` +
    `font-weight="700" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
