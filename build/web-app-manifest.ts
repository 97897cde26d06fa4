// The installable app's icons and manifest, per theme, written into the build: icons/<theme>.svg,
// icons/<theme>-192.png, icons/<theme>-512.png, icons/<theme>-maskable-512.png, and
// manifest/<theme>.json, the manifest without its names. The names are the operator's site
// settings, which change without a rebuild, so the server adds them when it answers
// /manifest.webmanifest (server/plugins/web-manifest.ts). Drawn from the theme tokens
// (src/styles/app-icon.ts), so a theme's colour changes its icon at the next build.
import sharp from 'sharp';
import type { Plugin } from 'vite';
import { THEMES, type ThemeName } from '../src/domain/themes.ts';
import { appIconSvg, appManifestColours } from '../src/styles/app-icon.ts';

export const ICONS_DIR = 'icons';
export const MANIFESTS_DIR = 'manifest';
const PNG_SIZES = [192, 512] as const;
const MASKABLE_SIZE = 512;

export interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** The manifest's fields that come from the build; `name` and `short_name` come from the server. */
export function themeManifest(theme: ThemeName): Record<string, unknown> {
  const { themeColor, backgroundColor } = appManifestColours(theme);
  const icons: ManifestIcon[] = [
    { src: `/${ICONS_DIR}/${theme}.svg`, sizes: 'any', type: 'image/svg+xml' },
    ...PNG_SIZES.map((size) => ({ src: `/${ICONS_DIR}/${theme}-${size}.png`, sizes: `${size}x${size}`, type: 'image/png' })),
    { src: `/${ICONS_DIR}/${theme}-maskable-${MASKABLE_SIZE}.png`, sizes: `${MASKABLE_SIZE}x${MASKABLE_SIZE}`, type: 'image/png', purpose: 'maskable' },
  ];
  // One id whatever the theme, so a player who changes theme still has the one installed app.
  return { id: '/', start_url: '/', scope: '/', display: 'standalone', theme_color: themeColor, background_color: backgroundColor, icons };
}

async function png(svg: string, size: number): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: (72 * size) / 128 }).resize(size, size).png({ compressionLevel: 9 }).toBuffer();
}

export function webAppManifest(): Plugin {
  return {
    name: 'web-app-manifest',
    apply: 'build',
    async generateBundle() {
      for (const theme of THEMES) {
        const svg = appIconSvg(theme);
        const maskable = appIconSvg(theme, { maskable: true });
        this.emitFile({ type: 'asset', fileName: `${ICONS_DIR}/${theme}.svg`, source: svg });
        for (const size of PNG_SIZES) this.emitFile({ type: 'asset', fileName: `${ICONS_DIR}/${theme}-${size}.png`, source: await png(svg, size) });
        this.emitFile({ type: 'asset', fileName: `${ICONS_DIR}/${theme}-maskable-${MASKABLE_SIZE}.png`, source: await png(maskable, MASKABLE_SIZE) });
        this.emitFile({ type: 'asset', fileName: `${MANIFESTS_DIR}/${theme}.json`, source: `${JSON.stringify(themeManifest(theme), null, 2)}\n` });
      }
    },
  };
}
