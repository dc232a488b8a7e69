import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** The WCAG 2.1 A/AA rules and axe's best practices: what Lighthouse's accessibility score checks. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Runs axe-core (injected into the page) over the whole document and returns each violation as
 * one readable line (rule, impact, the first offending elements), so a failing test says what to fix.
 * `ready` waits for the page's content; when the page reloads under the check (a cold dev server
 * reloads once after optimising a dependency), it waits for it again and checks again.
 */
export async function axeViolations(page: Page, ready: () => Promise<unknown>): Promise<string[]> {
  for (let attempt = 1; ; attempt++) {
    try {
      await ready();
      return await runAxe(page);
    } catch (error) {
      const reloaded = /context was destroyed|navigat/i.test(String(error));
      if (!reloaded || attempt === 3) throw error;
      await page.waitForLoadState('load');
    }
  }
}

async function runAxe(page: Page): Promise<string[]> {
  // A page that has just opened fades in (the route transition, 180 ms): axe would read its
  // colours half transparent and report contrast the user never sees once it has settled. The
  // finite animations are let finish first (an endless one, e.g. a progress bar, is not waited
  // for), for at most 2 s: a paused animation never finishes, and axe then runs anyway.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  );
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<AxeResults> } }).axe;
    interface AxeResults {
      violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
    }
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return result.violations.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    );
  }, TAGS);
  return violations;
}
