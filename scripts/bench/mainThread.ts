// Where a page's main-thread time goes, from several Lighthouse runs: the blocking time and score of
// each run, the work by category (Lighthouse's "mainthread-work-breakdown") and the scripts that
// cost most to parse and evaluate ("bootup-time"), as the median over the runs. One run's figures
// move with the machine's load; the worst run is what a user on a slow phone meets.

/** What one Lighthouse run says of a page's main thread. */
export interface MainThreadRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  totalBlockingTimeMs: number;
  largestContentfulPaintMs: number;
  /**
   * Lighthouse's measure of the machine's speed for the run (its "benchmark index"; a mid-range
   * phone is about 1,000): the same page's blocking time moves with it from one day to the next.
   */
  benchmarkIndex: number;
  /** Category label (Script Evaluation, Style & Layout, …) → milliseconds. */
  categories: Record<string, number>;
  /** Script URL → milliseconds of evaluation plus parse and compile. */
  scripts: Record<string, number>;
}

/** Several runs of one page, summed up. */
export interface MainThreadSummary {
  runs: number;
  /** Per run, in order: blocking time and performance. */
  perRun: { totalBlockingTimeMs: number; performance: number }[];
  median: {
    performance: number;
    totalBlockingTimeMs: number;
    largestContentfulPaintMs: number;
    benchmarkIndex: number;
  };
  worst: { performance: number; totalBlockingTimeMs: number };
  /** The run of median performance (its accessibility and best-practices scores stand for the page). */
  medianRun: MainThreadRun;
  /** Categories by median time, largest first. */
  categories: { label: string; medianMs: number }[];
  /** The scripts of largest median cost (their file names), largest first. */
  topScripts: { script: string; medianMs: number; worstMs: number }[];
}

/** Median by nearest rank (the lower middle of an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
}

/** A script URL as the table shows it: its file name (a chunk's hashed name), or the whole URL. */
export function scriptName(url: string): string {
  try {
    const { pathname } = new URL(url);
    return pathname.split('/').filter(Boolean).pop() ?? url;
  } catch {
    return url;
  }
}

/** Sums up runs of one page (at least one). */
export function summarizeMainThread(runs: readonly MainThreadRun[], topCount = 5): MainThreadSummary {
  if (runs.length === 0) throw new Error('no Lighthouse runs to sum up');
  const round = (n: number) => Math.round(n);
  const byPerformance = [...runs].sort((a, b) => a.performance - b.performance);
  const medianRun = byPerformance[Math.floor((runs.length - 1) / 2)] ?? runs[0]!;
  const labels = new Set(runs.flatMap((r) => Object.keys(r.categories)));
  const categories = [...labels]
    .map((label) => ({ label, medianMs: round(median(runs.map((r) => r.categories[label] ?? 0))) }))
    .sort((a, b) => b.medianMs - a.medianMs);
  const names = new Set(runs.flatMap((r) => Object.keys(r.scripts)));
  const topScripts = [...names]
    .map((script) => {
      const times = runs.map((r) => r.scripts[script] ?? 0);
      return { script, medianMs: round(median(times)), worstMs: round(Math.max(...times)) };
    })
    .sort((a, b) => b.medianMs - a.medianMs || a.script.localeCompare(b.script))
    .slice(0, topCount);
  return {
    runs: runs.length,
    perRun: runs.map((r) => ({ totalBlockingTimeMs: round(r.totalBlockingTimeMs), performance: r.performance })),
    median: {
      performance: median(runs.map((r) => r.performance)),
      totalBlockingTimeMs: round(median(runs.map((r) => r.totalBlockingTimeMs))),
      largestContentfulPaintMs: round(median(runs.map((r) => r.largestContentfulPaintMs))),
      benchmarkIndex: round(median(runs.map((r) => r.benchmarkIndex))),
    },
    worst: {
      performance: Math.min(...runs.map((r) => r.performance)),
      totalBlockingTimeMs: round(Math.max(...runs.map((r) => r.totalBlockingTimeMs))),
    },
    medianRun,
    categories,
    topScripts,
  };
}
