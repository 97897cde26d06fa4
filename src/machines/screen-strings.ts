// A screen that loads on demand comes with the language's strings beyond the first screen's
// (services/i18n.ts loads them in two parts), so it renders translated from its first frame. The
// views' screen loader (views/lazy-screen.tsx) asks for a screen's code through this: fetching the
// strings is a call, and views make none (DESIGN.md); they only read the table (t).
import { loadAllStrings } from '../services/i18n';

/** `load`, resolving once the screen's code and the rest of the language's strings have both arrived. */
export function withAllStrings<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadAllStrings()]).then(([loaded]) => loaded);
}
