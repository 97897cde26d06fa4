// The installed app's icon, drawn per theme: the site's gold star on a disc (or, for the maskable
// icon, a full square) of the theme's brand colours. The build turns it into the manifest's SVG and
// PNG icons (build/web-app-manifest.ts); its colours live here because only src/styles holds them.
import type { ThemeName } from '../domain/themes.ts';
import { themeTokens } from './tokens.ts';

const GOLD = { light: '#ffe680', mid: '#ffc629', deep: '#f09a10', edge: '#b86b00', shine: '#fff7cc', sparkle: '#ffffff' };

/** Keeps a launcher's mask (a circle, a squircle) off the star: the maskable safe zone is 80 %. */
const MASKABLE_STAR_SCALE = 0.72;

const STAR = 'M64 18 L77.2 47.6 L109.4 50.9 L85.4 72.6 L92.2 104.3 L64 88 L35.8 104.3 L42.6 72.6 L18.6 50.9 L50.8 47.6 Z';

/** The icon as an SVG document, 128 units square. `maskable` fills the square to its edges. */
export function appIconSvg(theme: ThemeName, { maskable = false }: { maskable?: boolean } = {}): string {
  const { primary, primaryStrong } = themeTokens[theme];
  const backdrop = maskable
    ? '<rect width="128" height="128" fill="url(#sky)"/>'
    : `<circle cx="64" cy="64" r="60" fill="url(#sky)"/><circle cx="64" cy="64" r="54" fill="none" stroke="${GOLD.sparkle}" stroke-opacity="0.35" stroke-width="2"/>`;
  const scale = maskable ? MASKABLE_STAR_SCALE : 1;
  const offset = 64 * (1 - scale);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" width="128" height="128">',
    '<defs>',
    `<radialGradient id="sky" cx="50%" cy="38%" r="${maskable ? 80 : 65}%"><stop offset="0" stop-color="${primary}"/><stop offset="1" stop-color="${primaryStrong}"/></radialGradient>`,
    `<linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${GOLD.light}"/><stop offset="0.55" stop-color="${GOLD.mid}"/><stop offset="1" stop-color="${GOLD.deep}"/></linearGradient>`,
    '</defs>',
    backdrop,
    `<g transform="translate(${offset} ${offset}) scale(${scale})">`,
    `<path d="${STAR}" fill="url(#gold)" stroke="${GOLD.edge}" stroke-width="2.5" stroke-linejoin="round"/>`,
    `<path d="M64 30 L73 50.5 L95 52.8 L78.5 67.6" fill="none" stroke="${GOLD.shine}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round" stroke-opacity="0.8"/>`,
    `<circle cx="98" cy="26" r="4" fill="${GOLD.light}"/>`,
    `<circle cx="28" cy="96" r="3" fill="${GOLD.light}" fill-opacity="0.8"/>`,
    `<circle cx="22" cy="32" r="2.5" fill="${GOLD.sparkle}" fill-opacity="0.8"/>`,
    '</g>',
    '</svg>',
  ].join('');
}

/** What the manifest says about the app's colours in this theme: its bar, and the splash behind the icon. */
export function appManifestColours(theme: ThemeName): { themeColor: string; backgroundColor: string } {
  const { primary, background } = themeTokens[theme];
  return { themeColor: primary, backgroundColor: background };
}
