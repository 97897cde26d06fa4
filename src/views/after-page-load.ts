// The page's load event, once, as a promise. The home's parts the server draws in full (the hero,
// the winners, the notices strip) fetch their code only once it has passed: until then their
// markup is the server's, so no first screen waits for their scripts (issue 20's budget).
let loaded: Promise<void> | undefined;

/** Resolves just after the load event (at once if it has passed, or on the server: nothing to wait for). */
export function afterPageLoad(): Promise<void> {
  loaded ??= new Promise((done) => {
    if (typeof document === 'undefined' || document.readyState === 'complete') setTimeout(done, 0);
    else window.addEventListener('load', () => setTimeout(done, 0), { once: true });
  });
  return loaded;
}

/** Runs once the browser is idle (or after 2 s at the latest). */
export function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 200);
}
