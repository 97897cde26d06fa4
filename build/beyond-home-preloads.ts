// The preloads of what every start but a guest's phone home needs before it draws anything: the
// app's actors (src/start-actors.ts) and the whole app (src/views/app.tsx), with the chunks they
// import. The shell fetches them with dynamic imports, which a browser can only begin once the
// shell has run; listed in index.html, they download beside the shell instead. Between markers,
// so the server holds them inert in the home's page for a phone (server/plugins/first-screen-page.ts),
// whose guest first screen needs them only once the player taps or leaves. After them, one inert
// link a language to the rest of its strings (REST_STRINGS_LINK), which that phone home fetches
// when idle.
import type { Plugin } from 'vite';
import { BEYOND_HOME_PRELOADS, REST_STRINGS_LINK } from '../src/domain/first-screen.ts';

const BEYOND_HOME_MODULES = ['src/start-actors.ts', 'src/views/app-wide.tsx', 'src/views/app.tsx'];
/** A language's rest of strings (build/locales-for-web.ts), the language captured. */
const REST_STRINGS_MODULE = /[\\/]locales[\\/]([a-z]{2}_[A-Z]{2})\.json\?strings=rest$/;

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  isEntry: boolean;
  imports: string[];
}

export function beyondHomePreloads(): Plugin {
  return {
    name: 'beyond-home-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((output): output is ChunkLike & typeof output => output.type === 'chunk') as unknown as ChunkLike[];
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        // What the page's own scripts load already.
        const loaded = new Set<string>();
        const visit = (file: string, into: Set<string>) => {
          if (into.has(file) || loaded.has(file)) return;
          into.add(file);
          for (const imported of byFile.get(file)?.imports ?? []) visit(imported, into);
        };
        for (const entry of chunks.filter((chunk) => chunk.isEntry)) visit(entry.fileName, loaded);
        const wanted = new Set<string>();
        for (const name of BEYOND_HOME_MODULES) {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(`/${name}`));
          if (!chunk) throw new Error(`beyond-home-preloads: no chunk for ${name}`);
          visit(chunk.fileName, wanted);
        }
        const links = [...wanted].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
        const restStrings = chunks.flatMap((chunk) => {
          const locale = REST_STRINGS_MODULE.exec(chunk.facadeModuleId ?? '')?.[1];
          return locale ? [`<link ${REST_STRINGS_LINK}="${locale}" crossorigin href="/${chunk.fileName}">`] : [];
        });
        if (restStrings.length === 0) throw new Error('beyond-home-preloads: no chunk of a language\'s rest of strings');
        return html.replace('</head>', `${BEYOND_HOME_PRELOADS.open}${links}${BEYOND_HOME_PRELOADS.close}${restStrings.join('')}</head>`);
      },
    },
  };
}
