// The home arrives as the server's HTML (issue 20) and the app takes it over once it has booted: a
// button tapped before then belongs to the static page and does nothing (links still work). A
// step that taps one right after opening the home waits for the app first, as a player's second
// tap would find it.
import { expect, type Page } from './fixtures';

/** Until React holds the page's root: it hydrated the server's home or drew its own. */
export async function appTookOver(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer'))))
    .toBe(true);
}
