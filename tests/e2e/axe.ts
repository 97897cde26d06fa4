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
   * Wait for the network to go quiet and for fades and the loading indicator's delay to end before
   * axe reads colours (default). Off where the page's clock is the test's (page.clock) or a step
   * must be checked while something is still on its way.
   */
  settle?: boolean;
  /** Named in the failure, for a check inside a loop. */
  label?: string;
}

export async function expectNoSeriousViolations(page: Page, { include, soft = false, settle = true, label }: AxeCheck = {}): Promise<void> {
  if (settle) {
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
  }
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
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
