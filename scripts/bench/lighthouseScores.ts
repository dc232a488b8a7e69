import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';
import { scriptName, summarizeMainThread, type MainThreadRun, type MainThreadSummary } from './mainThread.js';

/** How many times each page is measured: the targets hold in the worst of them. */
export const LIGHTHOUSE_RUNS = 5;

interface TableDetails {
  items?: Record<string, unknown>[];
}

/**
 * Runs Lighthouse (its default: mobile, simulated throttling) against a page in the Chromium
 * listening on `port`. Storage is kept, so a signed-in profile stays signed in. `keep` is handed
 * the whole report (scripts/bench/lighthousePages.ts reads its metrics and writes it out).
 */
export async function lighthouseOnce(url: string, port: number, keep?: (lhr: Result) => void): Promise<MainThreadRun> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    disableStorageReset: true,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  keep?.(result.lhr);
  const { audits, categories: scores } = result.lhr;
  const score = (id: string) => Math.round((scores[id]?.score ?? 0) * 100);
  const failing = Object.values(audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
    .map((a) => a.id);
  if (failing.length) console.log(`  ${url}: failing audits: ${failing.join(', ')}`);
  const consoleErrors = (audits['errors-in-console']?.details as { items?: { description?: string }[] })?.items;
  for (const e of consoleErrors ?? []) console.log(`    console error: ${e.description?.slice(0, 200)}`);
  const table = (id: string) => (audits[id]?.details as TableDetails | undefined)?.items ?? [];
  const categories: Record<string, number> = {};
  for (const item of table('mainthread-work-breakdown')) {
    categories[String(item.groupLabel)] = Number(item.duration) || 0;
  }
  const scripts: Record<string, number> = {};
  for (const item of table('bootup-time')) {
    const name = scriptName(String(item.url));
    scripts[name] = (scripts[name] ?? 0) + (Number(item.scripting) || 0) + (Number(item.scriptParseCompile) || 0);
  }
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    totalBlockingTimeMs: audits['total-blocking-time']?.numericValue ?? 0,
    largestContentfulPaintMs: audits['largest-contentful-paint']?.numericValue ?? 0,
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
    categories,
    scripts,
  };
}

/**
 * LIGHTHOUSE_RUNS runs of a page, summed up (scripts/bench/mainThread.ts): one run's score moves
 * by several points with the shared machine's load, and the worst run is what the targets judge.
 */
export async function lighthouseScores(url: string, port: number, runs = LIGHTHOUSE_RUNS): Promise<MainThreadSummary> {
  const all: MainThreadRun[] = [];
  for (let i = 0; i < runs; i++) all.push(await lighthouseOnce(url, port));
  const summary = summarizeMainThread(all);
  const perRun = summary.perRun.map((r) => `${r.performance} (${r.totalBlockingTimeMs} ms)`).join(', ');
  console.log(`  ${url}: performance (total blocking time) per run: ${perRun}`);
  return summary;
}
