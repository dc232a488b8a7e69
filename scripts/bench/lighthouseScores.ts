import lighthouse from 'lighthouse';

/** The three category scores Lighthouse gives a page (0–100). */
export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
}

/**
 * Runs Lighthouse (its default: mobile, simulated throttling) against a page in the Chromium
 * listening on `port`. Storage is kept, so a signed-in profile stays signed in.
 */
async function lighthouseOnce(url: string, port: number): Promise<LighthouseScores> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    disableStorageReset: true,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const score = (id: string) => Math.round((result.lhr.categories[id]?.score ?? 0) * 100);
  const failing = Object.values(result.lhr.audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
    .map((a) => a.id);
  if (failing.length) console.log(`  ${url}: failing audits: ${failing.join(', ')}`);
  // The metrics behind the performance score say what to work on next.
  const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'speed-index']
    .map((id) => `${id} ${result.lhr.audits[id]?.displayValue ?? '?'}`)
    .join(', ');
  console.log(`  ${url}: metrics: ${metrics}`);
  const consoleErrors = (result.lhr.audits['errors-in-console']?.details as { items?: { description?: string }[] })
    ?.items;
  for (const e of consoleErrors ?? []) console.log(`    console error: ${e.description?.slice(0, 200)}`);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
  };
}

/**
 * The run of median performance among `runs` Lighthouse runs of a page: one run's performance
 * score moves by several points with the shared machine's load (Lighthouse's own advice is to
 * take the median of several runs).
 */
export async function lighthouseScores(url: string, port: number, runs = 3): Promise<LighthouseScores> {
  const all: LighthouseScores[] = [];
  for (let i = 0; i < runs; i++) all.push(await lighthouseOnce(url, port));
  console.log(`  ${url}: performance per run: ${all.map((r) => r.performance).join(', ')}`);
  return [...all].sort((a, b) => a.performance - b.performance)[Math.floor(runs / 2)];
}
