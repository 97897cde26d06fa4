// The flow gallery for product owners: one page, docs/flows/index.html, listing every machine with
// its diagram, its states and events, the screens it drives, and a link that opens one of those
// screens in the running app with the Stately inspector attached (`?inspect`, development only).
// Self-contained (styles and a few lines of script inline, diagrams as SVG), so it opens from a
// checkout, from the Vite dev server, or from any static host.
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { paths, type RouteName } from '../src/domain/routes.ts';
import type { MachineScreens } from './flow-screens.ts';
import { renderFlowSvg } from './flow-svg.ts';

export interface GalleryEntry {
  /** `app-session` for src/machines/app-session.machine.ts */
  baseName: string;
  title: string;
  sourcePath: string;
  description: string;
  machines: Array<{ exportName: string; machine: AnyStateMachine }>;
  screens: MachineScreens | undefined;
}

/** Where `npm run dev` serves the app when the page is opened from a file. */
export const DEV_ORIGIN = 'http://localhost:5173';

const escape = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const byCodePoint = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Every state of the machine by its path (`sending.retrying`), with what it invokes. */
export function statesOf(machine: AnyStateMachine): string[] {
  const names: string[] = [];
  const visit = (node: AnyStateNode): void => {
    for (const child of Object.values(node.states)) {
      const invokes = child.invoke.map((inv) => (typeof inv.src === 'string' && !inv.src.startsWith('xstate.invoke.') ? inv.src : inv.id));
      const kind = child.type === 'final' ? ' (final)' : child.type === 'parallel' ? ' (parallel)' : child.type === 'history' ? ' (history)' : '';
      names.push(`${child.path.join('.')}${kind}${invokes.length > 0 ? ` — invokes ${invokes.join(', ')}` : ''}`);
      visit(child);
    }
  };
  visit(machine.root);
  return names;
}

/** The events the machine's states accept from outside (not its own done, error and timer events). */
export function eventsOf(machine: AnyStateMachine): string[] {
  const events = new Set<string>();
  const visit = (node: AnyStateNode): void => {
    for (const eventType of node.transitions.keys()) if (eventType !== '' && !eventType.startsWith('xstate.')) events.add(eventType);
    for (const child of Object.values(node.states)) visit(child);
  };
  visit(machine.root);
  return [...events].sort(byCodePoint);
}

const pathOf = (route: string): string | undefined => (route in paths ? paths[route as RouteName] : undefined);

function screensHtml(screens: MachineScreens | undefined): { html: string; livePath: string | undefined } {
  const routes = (screens?.routes ?? []).flatMap((route) => {
    const path = pathOf(route);
    return path ? [{ route, path }] : [];
  });
  const items = routes.map(({ route, path }) => `<li><a class="live" data-path="${escape(path)}" href="${escape(path)}?inspect">${escape(route)}</a> <code>${escape(path)}</code></li>`);
  if (screens?.appWide) items.unshift('<li>every screen: the app starts it (<code>src/main.tsx</code>, the app frame)</li>');
  if (items.length === 0) items.push('<li>none found from the route tables (started by another machine, or by a component not on a route)</li>');
  const livePath = routes[0]?.path ?? (screens?.appWide ? paths.root : undefined);
  return { html: `<ul class="screens">${items.join('')}</ul>`, livePath };
}

function entryHtml(entry: GalleryEntry): string {
  const { html: screens, livePath } = screensHtml(entry.screens);
  const live = livePath
    ? `<a class="button live" data-path="${escape(livePath)}" href="${escape(livePath)}?inspect" target="_blank" rel="noopener">Open live in the Stately inspector</a>`
    : '<span class="button disabled" aria-disabled="true">No screen to open</span>';
  const machines = entry.machines.map(({ exportName, machine }) => {
    const heading = entry.machines.length > 1 ? `<h3><code>${escape(exportName)}</code> (${escape(machine.id)})</h3>` : '';
    const states = statesOf(machine);
    const events = eventsOf(machine);
    return (
      `${heading}<div class="diagram">${renderFlowSvg(machine, `${entry.baseName}-${exportName}`)}</div>` +
      `<div class="facts"><details><summary>${states.length} states</summary><ul>${states.map((s) => `<li><code>${escape(s)}</code></li>`).join('')}</ul></details>` +
      `<details><summary>${events.length} events</summary><ul>${events.map((e) => `<li><code>${escape(e)}</code></li>`).join('')}</ul></details></div>`
    );
  });
  return (
    `<section class="machine" id="${escape(entry.baseName)}" data-name="${escape(`${entry.baseName} ${entry.title} ${entry.description}`.toLowerCase())}">` +
    `<header><h2><a href="#${escape(entry.baseName)}">${escape(entry.title)}</a></h2>${live}</header>` +
    `<p>${escape(entry.description)}</p>` +
    `<p class="source"><code>${escape(entry.sourcePath)}</code> · <a href="${escape(entry.baseName)}.md">Mermaid text</a></p>` +
    `<h3>Screens it drives</h3>${screens}${machines.join('')}</section>`
  );
}

const STYLE = `
:root{color-scheme:light dark;--bg:#f6f7fb;--card:#fff;--ink:#1c2333;--muted:#5b6478;--line:#c5cddd;--accent:#2557d6;--cluster:#eef2fa}
@media (prefers-color-scheme:dark){:root{--bg:#12151c;--card:#1b2029;--ink:#e6e9f0;--muted:#9aa3b5;--line:#3a4254;--accent:#7aa2ff;--cluster:#232a36}}
*{box-sizing:border-box}body{margin:0;font:15px/1.5 system-ui,sans-serif;background:var(--bg);color:var(--ink)}
main{max-width:1200px;margin:0 auto;padding:24px 16px 64px}h1{margin:0 0 8px}a{color:var(--accent)}
.intro,.machine{background:var(--card);border:1px solid var(--line);border-radius:12px;padding:16px 20px;margin:16px 0}
.controls{display:flex;flex-wrap:wrap;gap:12px;align-items:end}.controls label{display:flex;flex-direction:column;font-size:13px;color:var(--muted)}
input{font:inherit;padding:6px 10px;border:1px solid var(--line);border-radius:8px;background:var(--bg);color:var(--ink);min-width:260px}
.machine header{display:flex;flex-wrap:wrap;gap:12px;align-items:center;justify-content:space-between}.machine h2{margin:0;font-size:20px}
.button{display:inline-block;padding:6px 14px;border-radius:8px;background:var(--accent);color:#fff;text-decoration:none;font-weight:600;font-size:14px}
.button.disabled{background:var(--line);color:var(--muted)}.source{color:var(--muted);font-size:13px}h3{font-size:15px;margin:16px 0 4px}
.screens{margin:0;padding-left:20px}.screens code{color:var(--muted);font-size:12px}
.diagram{overflow:auto;border:1px solid var(--line);border-radius:8px;margin:12px 0;padding:8px;background:var(--bg)}
.facts{display:flex;flex-wrap:wrap;gap:8px 32px}.facts ul{columns:2;margin:4px 0}
svg.flow{display:block;font:12px ui-monospace,monospace}svg.flow text{fill:var(--ink);text-anchor:middle}
svg.flow .cluster rect{fill:var(--cluster);stroke:var(--line)}svg.flow .cluster text{text-anchor:start;font-weight:700}
svg.flow .state rect{fill:var(--card);stroke:var(--muted)}svg.flow .invoke{fill:var(--accent)}svg.flow .note{fill:var(--muted);font-size:11px}
svg.flow .edge{fill:none;stroke:var(--muted);stroke-width:1.2}svg.flow marker path{fill:var(--muted)}
svg.flow .edge-label rect{fill:var(--bg);opacity:.9}svg.flow .start{fill:var(--ink)}svg.flow .end circle{fill:none;stroke:var(--ink);stroke-width:1.5}
nav ol{columns:3;font-size:14px}@media (max-width:700px){nav ol{columns:1}.facts ul{columns:1}}[hidden]{display:none}
`;

// Points every "open live" link at the app: this origin when the dev server serves the page,
// else the origin typed in (kept in localStorage); filters the list by the search box.
const SCRIPT = `
const originInput=document.getElementById('origin');
const stored=localStorage.getItem('flowGalleryOrigin');
originInput.value=stored||(location.protocol.startsWith('http')?location.origin:${JSON.stringify(DEV_ORIGIN)});
const point=()=>{const origin=originInput.value.replace(/\\/+$/,'');for(const a of document.querySelectorAll('a.live'))a.href=origin+a.dataset.path+'?inspect';};
originInput.addEventListener('input',()=>{localStorage.setItem('flowGalleryOrigin',originInput.value);point();});point();
document.getElementById('filter').addEventListener('input',(e)=>{const q=e.target.value.trim().toLowerCase();for(const s of document.querySelectorAll('section.machine'))s.hidden=q!==''&&!s.dataset.name.includes(q);for(const li of document.querySelectorAll('nav li'))li.hidden=q!==''&&document.getElementById(li.dataset.for).hidden;});
`;

/** The page carries its style and script on one line each: generated text, not for reading. */
const oneLine = (text: string): string => text.trim().split('\n').join('');

export function renderGallery(entries: GalleryEntry[]): string {
  const sorted = [...entries].sort((a, b) => byCodePoint(a.baseName, b.baseName));
  const machineCount = sorted.reduce((n, entry) => n + entry.machines.length, 0);
  return `<!doctype html>
<!-- Generated by \`npm run flows\` from src/machines. Do not edit: change a machine and run it again. -->
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Flows: every machine of the web app</title>
<style>${oneLine(STYLE)}</style>
</head>
<body>
<main>
<h1>Flows</h1>
<div class="intro">
<p>Every stateful flow of the web app is an XState machine in <code>src/machines/</code>. This page lists all ${machineCount} machines of ${sorted.length} files, each with the diagram drawn from the machine itself, its states and events, and the screens that run it. QA's path tests are generated from the same graphs.</p>
<p><strong>See a flow live.</strong> Start the platform (<code>npm start</code>, the API on port 8080) and the app in development (<code>npm run dev</code>, on ${DEV_ORIGIN}), then press <em>Open live in the Stately inspector</em>: it opens that screen with <code>?inspect</code>, which in development (never in a production build) attaches the <a href="https://stately.ai/docs/inspector">Stately inspector</a>. The inspector opens in a window of its own (allow pop-ups) and shows every actor of the app, this machine among them, with its state and each event as the player clicks. Any screen of the app takes <code>?inspect</code> the same way. Served by <code>npm run dev</code>, this page is at <code>/docs/flows/index.html</code> and its links point at the same origin.</p>
<div class="controls">
<label>The app in development<input id="origin" type="url" spellcheck="false"></label>
<label>Find a machine<input id="filter" type="search" placeholder="withdrawal, deposit, login…"></label>
</div>
</div>
<nav aria-label="Machines"><ol>${sorted.map((entry) => `<li data-for="${escape(entry.baseName)}"><a href="#${escape(entry.baseName)}">${escape(entry.title)}</a></li>`).join('')}</ol></nav>
${sorted.map(entryHtml).join('\n')}
</main>
<script>${oneLine(SCRIPT)}</script>
</body>
</html>
`;
}
