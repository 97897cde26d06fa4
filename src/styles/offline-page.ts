// The offline page's stylesheet (build/offline-page.ts writes it into offline.html): the page is
// plain HTML served from the service worker's cache, without the app's stylesheet or scripts, so
// its rules are CSS text here, with each theme's colours from the same tokens as the app's.
import { THEMES } from '../domain/themes.ts';
import { spaceScale, themeTokens } from './tokens.ts';

const FONT = '"Noto Sans Thai", "Noto Sans Myanmar", system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif';

function themeRule(theme: (typeof THEMES)[number]): string {
  const { background, surface, text, textMuted, primaryStrong, onPrimaryStrong, border } = themeTokens[theme];
  const icon = `url("/icons/${theme}.svg")`;
  return `.${theme}{--background:${background};--surface:${surface};--text:${text};--muted:${textMuted};--action:${primaryStrong};--on-action:${onPrimaryStrong};--border:${border};--icon:${icon}}`;
}

export function offlinePageStyles(): string {
  const { sm, md, lg, xl } = spaceScale;
  return [
    ...THEMES.map(themeRule),
    '*,*::before,*::after{box-sizing:border-box}',
    `html,body{margin:0;min-height:100%;background:var(--background);color:var(--text);font-family:${FONT};font-size:14px;line-height:1.5}`,
    `main{min-height:100vh;display:flex;align-items:center;justify-content:center;padding:${xl}}`,
    `.card{max-width:420px;width:100%;display:flex;flex-direction:column;align-items:center;gap:${md};text-align:center;background:var(--surface);border:1px solid var(--border);border-radius:16px;padding:${xl} ${lg}}`,
    '.mark{width:72px;height:72px;background:var(--icon) center/contain no-repeat}',
    'h1{margin:0;font-size:20px;line-height:1.3}',
    'p{margin:0;overflow-wrap:anywhere}',
    '.hint{color:var(--muted);font-size:12px}',
    `button{font:inherit;font-weight:600;min-height:44px;min-width:160px;padding:${sm} ${xl};border:0;border-radius:999px;background:var(--action);color:var(--on-action);cursor:pointer}`,
    'button:focus-visible{outline:2px solid var(--text);outline-offset:2px}',
  ].join('\n');
}
