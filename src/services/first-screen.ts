// The data a server-rendered page carries (src/domain/first-screen.ts): read once at start, so the
// app renders what the page was rendered with and React hydrates the markup instead of replacing it.
import { FIRST_SCREEN_DATA_ID, type FirstScreenPageData } from '../domain/first-screen';

export function readFirstScreen(doc: Document = document): FirstScreenPageData | null {
  const text = doc.getElementById(FIRST_SCREEN_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as FirstScreenPageData;
  } catch {
    // A damaged block: the app renders on its own, as on any other page.
    return null;
  }
}
