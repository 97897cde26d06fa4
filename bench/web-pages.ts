// The three pages `npm run bench:web` loads, built by the same Vite in the same run: the smallest
// page React 19 can render (the yardstick), React plus the design card's libraries really used
// (what the stack costs before any app code), and the app itself (the repository's own config).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { viteBundle } from '../scripts/build-web';

const BARE_HTML =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>bench</title>' +
  '<meta name="viewport" content="width=device-width, initial-scale=1.0" /></head>' +
  '<body><div id="root"></div><script type="module" src="/main.tsx"></script></body></html>\n';

const BARE_MAIN = `import { createRoot } from 'react-dom/client';
createRoot(document.getElementById('root') as HTMLElement).render(<h1>hello</h1>);
`;

// Every library is called the way the app calls it (a machine with a promise actor, a selector
// hook, a routed switch with links, an ofetch instance, a rosetta table, clsx), so none of it is
// tree-shaken away and the figure is what the stack really costs.
const CARD_MAIN = `import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { assign, createActor, fromPromise, setup } from 'xstate';
import { useSelector } from '@xstate/react';
import { Link, Route, Switch } from 'wouter';
import { ofetch } from 'ofetch';
import rosetta from 'rosetta';
import clsx from 'clsx';

const i18n = rosetta<Record<string, string>>({ en: { hello: 'Hello {{name}}', other: 'Other page' } });
i18n.locale('en');
const api = ofetch.create({ baseURL: '/user-api', retry: 0, timeout: 5000 });

const machine = setup({
  types: { context: {} as { name: string; error: string | null } },
  actors: { load: fromPromise(() => api<{ name: string }>('/name', { method: 'POST', body: {} })) },
}).createMachine({
  context: { name: 'world', error: null },
  initial: 'idle',
  states: {
    idle: { on: { LOAD: 'loading' } },
    loading: {
      invoke: {
        src: 'load',
        onDone: { target: 'idle', actions: assign({ name: ({ event }) => event.output.name }) },
        onError: { target: 'idle', actions: assign({ error: ({ event }) => String(event.error) }) },
      },
    },
  },
});
const actor = createActor(machine).start();

function Hello() {
  const name = useSelector(actor, (s) => s.context.name);
  const busy = useSelector(actor, (s) => s.matches('loading'));
  const [bold, setBold] = useState(false);
  return (
    <main>
      <h1 className={clsx('title', bold && 'bold', { busy })} onClick={() => setBold(!bold)}>{i18n.t('hello', { name })}</h1>
      <button type="button" onClick={() => actor.send({ type: 'LOAD' })}>load</button>
      <Link href="/other">{i18n.t('other')}</Link>
    </main>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <Switch>
    <Route path="/other">{() => <p>{i18n.t('other')}</p>}</Route>
    <Route component={Hello} />
  </Switch>,
);
`;

// A busy machine makes Rolldown print a plugin-timing table; the bench prints its own figures.
const QUIET = { checks: { bundlerTimings: false } };

export interface BuiltPages {
  bare: string;
  card: string;
  app: string;
}

async function buildReferencePage(workDir: string, name: string, main: string): Promise<string> {
  const source = join(workDir, `${name}-src`);
  const outDir = join(workDir, `${name}-dist`);
  mkdirSync(source, { recursive: true });
  writeFileSync(join(source, 'index.html'), BARE_HTML);
  writeFileSync(join(source, 'main.tsx'), main);
  // Same Vite, same React plugin, same module-preload setting as the app; no config file.
  await build({
    root: source,
    configFile: false,
    envDir: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, modulePreload: { polyfill: false }, rollupOptions: QUIET },
  });
  return outDir;
}

/** Builds the three pages under workDir (which must sit inside the repository, to resolve react). */
export async function buildPages(_root: string, workDir: string): Promise<BuiltPages> {
  const app = join(workDir, 'app-dist');
  // As `npm run build` makes it: the app and the server's renderer of the home.
  await viteBundle(app);
  return {
    bare: await buildReferencePage(workDir, 'bare', BARE_MAIN),
    card: await buildReferencePage(workDir, 'card', CARD_MAIN),
    app,
  };
}
