/// <reference lib="dom" />
// page.evaluate callbacks below run in the page (DOM types), the rest in Node.
// How long the screens a user waits on take to show, in a signed-in page of the production build:
// a sensor's chart at 24 h (its page opened from the system page), then 7 d, 30 d and 24 h again
// (the range buttons), and the events page (the navigation's link). Each time is taken in the page, from the
// click until what it asked for is drawn: the chart holding the range's data, the first event rows.
import type { Page } from 'playwright-core';

/** Each screen's times (ms), one per run. */
export interface ScreenRuns {
  chart24h: number[];
  /** 24 h again from its range button (after 30 d): the chart's own read and drawing, without the page's. */
  chart24hAgain: number[];
  chart7d: number[];
  chart30d: number[];
  events: number[];
}

/** What a drawn chart holds: its Plotly trace `trace` with at least `min` (and at most `max`) points. */
interface Drawn {
  trace: 'value' | 'mean';
  min: number;
  max: number;
}

/**
 * The chart of a month of five-minute samples: 24 h draws every sample (288), 7 d and 30 d an
 * hourly mean (168 and 720 points). A little slack for the hours the range's ends cut.
 */
export const DRAWN: Record<'24h' | '7d' | '30d', Drawn> = {
  '24h': { trace: 'value', min: 280, max: 300 },
  '7d': { trace: 'mean', min: 160, max: 175 },
  '30d': { trace: 'mean', min: 700, max: 730 },
};

const WAIT_MS = 60_000;

/**
 * Clicks the element `selector` (whose text includes `text`, when given) and waits in the page
 * until `done` holds; returns the ms between. `done` is the source of a function of no arguments
 * evaluated in the page (polled each frame).
 */
async function timedClick(page: Page, selector: string, text: string | null, done: string): Promise<number> {
  await page.locator(selector).first().waitFor({ timeout: WAIT_MS });
  return page.evaluate(
    async ([selector, text, done, waitMs]) => {
      const target = Array.from(document.querySelectorAll<HTMLElement>(selector)).find(
        (el) => text === null || el.textContent?.trim() === text,
      );
      if (!target) throw new Error(`nothing to click at ${selector} ${text ?? ''}`);
      const isDone = new Function(`return (${done})();`) as () => boolean;
      const t0 = performance.now();
      target.click();
      while (!isDone()) {
        if (performance.now() - t0 > waitMs) throw new Error(`not shown within ${waitMs} ms: ${done}`);
        await new Promise((r) => requestAnimationFrame(r));
      }
      return performance.now() - t0;
    },
    [selector, text, done, WAIT_MS] as const,
  );
}

/** In-page source: the first chart holds the trace `d.trace` with as many points as the range has. */
const chartDrawn = (d: Drawn) => `() => {
  const gd = document.querySelector('[data-testid="chart-0"] .js-plotly-plot');
  const t = (gd && gd.data || []).find((t) => t.name === ${JSON.stringify(d.trace)});
  return !!t && t.x.length >= ${d.min} && t.x.length <= ${d.max};
}`;
const eventsShown = `() => document.querySelectorAll('ul.event-list > li').length > 0`;

/**
 * `runs` rounds on a page signed in and showing the system at `systemUrl`: open the sensor `sn`
 * (24 h), switch to 7 d, 30 d and 24 h, back to the system page, open its events, back again.
 */
export async function measureScreens(page: Page, systemUrl: string, sn: string, runs = 5): Promise<ScreenRuns> {
  const out: ScreenRuns = { chart24h: [], chart24hAgain: [], chart7d: [], chart30d: [], events: [] };
  await page.goto(systemUrl);
  const systemPath = new URL(systemUrl).pathname;
  for (let round = 0; round < runs; round++) {
    out.chart24h.push(await timedClick(page, `a[href$="/sensors/${sn}"]`, null, chartDrawn(DRAWN['24h'])));
    out.chart7d.push(await timedClick(page, '.range-buttons button', '7 d', chartDrawn(DRAWN['7d'])));
    out.chart30d.push(await timedClick(page, '.range-buttons button', '30 d', chartDrawn(DRAWN['30d'])));
    out.chart24hAgain.push(await timedClick(page, '.range-buttons button', '24 h', chartDrawn(DRAWN['24h'])));
    await page.goBack();
    await page.waitForURL((u) => u.pathname === systemPath);
    out.events.push(await timedClick(page, `a[href$="${systemPath}/events"]`, null, eventsShown));
    await page.goBack();
    await page.waitForURL((u) => u.pathname === systemPath);
  }
  return out;
}
