// The browser's build drops the `description` of every machine and state (src/machines/*.machine.ts):
// a sentence for the flow diagrams (`npm run flows`, which reads the sources) and the Stately
// inspector (development only), which no player's browser reads. On the first screen alone they
// were 1.1 kB of the shell chunk. Only a description on a line of its own, one string literal, is
// dropped; anything else is left as it is.
import type { Plugin } from 'vite';

const MACHINE_FILE = /\/src\/machines\/[^/]+\.machine\.ts$/;
const DESCRIPTION_LINE = /^[ \t]*description:[ \t]*(['"`])(?:\\.|(?!\1)[^\\\n])*\1,[ \t]*\n/gm;

/** The machine file's source without its description lines. */
export function withoutDescriptions(source: string): string {
  return source.replace(DESCRIPTION_LINE, '');
}

export function stripMachineDescriptions(): Plugin {
  return {
    name: 'strip-machine-descriptions',
    apply: 'build',
    transform(code, id) {
      if (!MACHINE_FILE.test(id.split('?')[0]!)) return null;
      const stripped = withoutDescriptions(code);
      return stripped === code ? null : { code: stripped, map: null };
    },
  };
}
