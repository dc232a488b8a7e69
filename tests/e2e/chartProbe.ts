// What the history journey reads of a page in Chromium: the traces and layout Plotly holds on a
// chart's graph div, and the boxes it drew. Each function runs in the page.
import type { Page } from 'playwright-core';

export interface PlotTrace {
  name?: string;
  mode?: string;
  x: unknown[];
  y: (number | null)[];
}

/** The traces Plotly holds for a chart (its graph div keeps them as `data`). */
export async function traces(page: Page, testId: string): Promise<PlotTrace[]> {
  return page.evaluate((id) => {
    const gd = document.querySelector(`[data-testid="${id}"] .js-plotly-plot`) as unknown as {
      data?: PlotTrace[];
    } | null;
    return (gd?.data ?? []).map((t) => ({ name: t.name, mode: t.mode, x: [...t.x], y: [...t.y] }));
  }, testId);
}

export const trace = (all: PlotTrace[], name: string) => all.find((t) => t.name === name);

/** How many history documents the page has read (client/src/data/historyReads.ts counts them). */
export const historyReads = (page: Page) =>
  page.evaluate(() => (globalThis as { __neuronHistoryReads?: number }).__neuronHistoryReads ?? 0);

/** A chart's layout field (paper_bgcolor…) as Plotly holds it. */
export const layoutOf = (page: Page, testId: string, field: string) =>
  page.evaluate(
    ([id, key]) =>
      (
        document.querySelector(`[data-testid="${id}"] .js-plotly-plot`) as unknown as {
          layout: Record<string, unknown>;
        }
      ).layout[key],
    [testId, field],
  );

/** A chart's annotations as [text, time in whole seconds]. */
export const annotationsOf = (page: Page, testId: string) =>
  page.evaluate((id) => {
    const gd = document.querySelector(`[data-testid="${id}"] .js-plotly-plot`) as unknown as {
      layout: { annotations?: { text: string; x: string }[] };
    };
    // Plotly keeps a date as 'YYYY-MM-DD hh:mm:ss.sss' (UTC here, as the ISO time it was given).
    const ms = (x: string) => Date.parse(x.includes('T') ? x : `${x.replace(' ', 'T')}Z`);
    return (gd.layout.annotations ?? []).map((a) => [a.text, Math.round(ms(String(a.x)) / 1000)]);
  }, testId);

/** A datetime-local input's text for a moment, in the page's time zone. */
export const localInput = (page: Page, ms: number) =>
  page.evaluate((t) => new Date(t - new Date(t).getTimezoneOffset() * 60_000).toISOString().slice(0, 16), ms);

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
  width: number;
}

/** The boxes of a chart and of its annotation with this text, as drawn. */
export const annotationBoxes = (page: Page, testId: string, text: string) =>
  page.evaluate(
    ([id, label]) => {
      const chart = document.querySelector(`[data-testid="${id}"] .js-plotly-plot`) as HTMLElement;
      const drawn = Array.from(chart.querySelectorAll('.annotation-text')).find((e) => e.textContent === label);
      const box = (e: Element | undefined | null): Box | null => {
        const r = e?.getBoundingClientRect();
        return r ? { left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width } : null;
      };
      return { chart: box(chart), label: box(drawn) };
    },
    [testId, text],
  );

/**
 * Makes the page itself press "Cancel export" the moment the export's first rows-read count
 * shows (a mutation observer), not after a round trip to the test: the next page of samples is
 * then still on its way. `cancelledAt` reads the count it was pressed at.
 */
export async function cancelExportWhenRowsShow(page: Page): Promise<{ cancelledAt: () => Promise<string | null> }> {
  await page.evaluate(() => {
    const w = window as unknown as { cancelledAt?: string };
    const press = () => {
      const status = Array.from(document.querySelectorAll('.export-panel [role="status"]')).find((e) =>
        /^[1-9][\d,]* rows read$/.test(e.textContent ?? ''),
      );
      const cancel = Array.from(document.querySelectorAll('.export-panel button')).find(
        (b) => b.textContent === 'Cancel export',
      ) as HTMLButtonElement | undefined;
      if (!status || !cancel) return;
      cancel.click();
      w.cancelledAt = status.textContent ?? '';
      observer.disconnect();
    };
    const observer = new MutationObserver(press);
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return {
    cancelledAt: () => page.evaluate(() => (window as unknown as { cancelledAt?: string }).cancelledAt ?? null),
  };
}
