// The home arrives as the server's HTML (issue 20) and the app takes it over once it has booted: a
// button tapped before then belongs to the static page and does nothing (links still work). A
// step that taps one right after opening the home waits for the app first, as a player's second
// tap would find it.
import { expect, type Locator, type Page } from './fixtures';

/** Until React holds the page's root: it hydrated the server's home or drew its own. */
export async function appTookOver(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer'))))
    .toBe(true);
}

/**
 * Until React holds this element: the home's hero, winners and notices strip hydrate on their own,
 * once their code has come after the page's load event (views/home/home.tsx), which may be after
 * the app took the rest of the page over. A tap before then lands on the server's markup.
 */
export async function partTookOver(part: Locator): Promise<void> {
  await expect.poll(() => part.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')))).toBe(true);
}
