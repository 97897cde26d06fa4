// axe with the WCAG 2.1 A and AA rules, as every spec checks a screen: a serious or critical
// violation fails with the rule, the elements and axe's advice; minor and moderate ones are left to
// the sweep's report (accessibility.spec.ts).
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from './fixtures';

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
 * and joins the results in a blank page it opens (runPartial and finishRun): the only way it can
 * read a frame of another origin. Any other page is read by one axe.run in the page itself, same
 * rules and frames of its own origin included, in half the time (home on a phone: 350 ms against
 * 730 ms, 2026-11-29; the blank page and a second copy of axe's 550 kB script went).
 */
function framesAnotherOrigin(page: Page): boolean {
  const origin = new URL(page.url()).origin;
  return page.frames().some((frame) => frame.url().startsWith('http') && new URL(frame.url()).origin !== origin);
}

export async function expectNoSeriousViolations(page: Page, { include, soft = false, settle = true, label }: AxeCheck = {}): Promise<void> {
  // No fixed pause after the network goes quiet: networkidle already means half a second without a
  // request, so no call is left to raise the loading indicator (it shows only for a call still
  // running after LOADING_DELAY_MS), and fades are waited for below. A 300 ms pause here cost about
  // half a minute of a run's browser time (over a hundred checks) and guarded nothing.
  if (settle) await page.waitForLoadState('networkidle');
  await transitionsEnded(page);
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(!framesAnotherOrigin(page));
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
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
