// The home's page, as the server renders it, paints from the rules it uses, inlined by the server, and holds the whole
// app's stylesheet back (media="print": fetched beside the page, never waited for; domain/
// first-screen.ts HELD_STYLESHEET). The app applies it before it draws or hydrates anything, so
// no screen, dialog or state of the home that the inlined rules do not cover ever shows unstyled.
import { HELD_STYLESHEET } from '../domain/first-screen';

/** Applies the held stylesheet and resolves once it is loaded (at once when there is none or it has loaded). */
export function applyHeldStylesheet(): Promise<void> {
  const link = document.querySelector<HTMLLinkElement>(`link[${HELD_STYLESHEET}]`);
  if (!link) return Promise.resolve();
  link.removeAttribute(HELD_STYLESHEET);
  link.media = 'all';
  // A loaded sheet has its rules; one still on its way ends in load or, its file gone (a build
  // replaced mid-visit), in error: the app then draws with the inlined rules rather than not at all.
  if (link.sheet) return Promise.resolve();
  return new Promise((done) => {
    link.addEventListener('load', () => done(), { once: true });
    link.addEventListener('error', () => done(), { once: true });
  });
}
