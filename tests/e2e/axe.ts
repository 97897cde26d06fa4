// axe with the WCAG 2.1 A and AA rules, as every spec checks a screen: a serious or critical
// violation fails with the rule, the elements and axe's advice; minor and moderate ones are left to
// the sweep's report (accessibility.spec.ts).
import AxeBuilder from '@axe-core/playwright';
import { createRequire } from 'node:module';
import type axe from 'axe-core';
import type { AxeResults } from 'axe-core';
import type { Frame } from '@playwright/test';
import { expect, type Page } from './fixtures';

// The axe-core AxeBuilder runs (its own dependency, 4.10 today; the project's top level holds a
// newer one for Lighthouse, whose rules differ), so a check reads the same rules whichever way it
// runs. Its script as text, to send to a page.
const axeSource = (createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core') as typeof axe).source;

// What withAxe puts in a page.
declare global {
  interface Window {
    axe: typeof axe;
  }
}

const BLOCKING = new Set(['serious', 'critical']);
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeCheck {
  /** Only this part of the page (a selector). */
  include?: string;
  /** Record a failure and go on, so a sweep of many screens reports each screen's violations. */
  soft?: boolean;
  /**
   * Wait for the network to go quiet, which also outlasts the loading indicator's delay (default). Off
   * where the page's clock is the test's (page.clock) or a step must be checked while something is
   * still on its way. Fades and slides are waited for either way.
   */
  settle?: boolean;
  /** Named in the failure, for a check inside a loop. */
  label?: string;
}

/**
 * Until no fade or slide is running: axe read a colour halfway through one on a busy machine (a
 * loading page's contrast at 2.83:1 once, its end colours pass). Endless animations (a spinner, a
 * placeholder's shimmer) never end and are not waited for.
 */
async function transitionsEnded(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
}

/**
 * Whether the page frames another origin (a game maker's page). axe then reads each frame apart
 * and joins the results in a blank page it opens (AxeBuilder's runPartial and finishRun): the only
 * way it can read a frame of another origin. Any other page is read by one axe.run in the page
 * itself (below), same rules and frames of its own origin included, in half the time (home on a
 * phone: 350 ms against 730 ms, 2026-11-29; the blank page and a second copy of axe went).
 */
function framesAnotherOrigin(page: Page): boolean {
  const origin = new URL(page.url()).origin;
  return page.frames().some((frame) => frame.url().startsWith('http') && new URL(frame.url()).origin !== origin);
}

/**
 * axe's script in a frame that does not hold it yet. AxeBuilder sends its 550 kB to the page twice
 * for every check (once to ask whether runPartial exists, once more with the frames), 50-75 ms each
 * on a busy machine; a document keeps the copy it got, so a second check of the same screen sends
 * none. A frame that cannot take it (one still loading, or gone) is skipped, as AxeBuilder skips it.
 */
async function withAxe(frame: Frame): Promise<void> {
  try {
    if (await frame.evaluate(() => typeof window.axe?.run === 'function')) return;
    await frame.evaluate(axeSource);
    await frame.evaluate(() => window.axe.configure({ allowedOrigins: ['<same_origin>'] }));
  } catch {
    // Not a frame axe can read; the run in the page reports what it could not reach.
  }
}

/** axe.run in the page, its own-origin frames included, with the WCAG tags. */
async function runInPage(page: Page, include: string | undefined): Promise<AxeResults> {
  for (const frame of page.frames()) await withAxe(frame);
  // The results as JSON (axe's own shape), typed here: Playwright's deep inference of AxeResults
  // through evaluate's generics does not end.
  const json = await page.evaluate(
    async ({ selector, tags }) => {
      const context = selector === null ? document : { include: [selector] };
      return JSON.stringify(await window.axe.run(context, { runOnly: { type: 'tag', values: tags } }));
    },
    { selector: include ?? null, tags: WCAG_TAGS },
  );
  return JSON.parse(json) as AxeResults;
}

async function violationsNow(page: Page, include: string | undefined): Promise<AxeResults['violations']> {
  if (framesAnotherOrigin(page)) {
    let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
    if (include) builder = builder.include(include);
    return (await builder.analyze()).violations;
  }
  return (await runInPage(page, include)).violations;
}

export async function expectNoSeriousViolations(page: Page, { include, soft = false, settle = true, label }: AxeCheck = {}): Promise<void> {
  // No fixed pause after the network goes quiet: networkidle already means half a second without a
  // request, so no call is left to raise the loading indicator (it shows only for a call still
  // running after LOADING_DELAY_MS), and fades are waited for below. A 300 ms pause here cost about
  // half a minute of a run's browser time (over a hundred checks) and guarded nothing.
  if (settle) await page.waitForLoadState('networkidle');
  await transitionsEnded(page);
  let violations = await violationsNow(page, include);
  // A fade that began while axe read the page (a toast that came meanwhile: 1.99:1 halfway in, on
  // a fresh-clone run at load 12) is read again once it has ended; a contrast that still fails then
  // is the page's, and is reported.
  if (violations.some((violation) => violation.id === 'color-contrast' && BLOCKING.has(violation.impact ?? ''))) {
    await transitionsEnded(page);
    violations = await violationsNow(page, include);
  }
  const blocking = violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      elements: violation.nodes.map((node) => `${node.target.join(' ')} — ${node.failureSummary ?? ''}`),
    }));
  const message = `${label ? `${label}: ` : ''}${JSON.stringify(blocking, null, 2)}`;
  (soft ? expect.soft : expect)(blocking, message).toEqual([]);
}
