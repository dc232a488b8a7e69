import type { MainThreadSummary } from './mainThread.js';

/** The pages Lighthouse measures. */
export const LIGHTHOUSE_PAGES = ['login', 'systems', 'system1000', 'system10000'] as const;
export type LighthousePage = (typeof LIGHTHOUSE_PAGES)[number];

/** Each page's targets in the worst of its runs: performance score and total blocking time. */
export const LIGHTHOUSE_TARGETS: Record<LighthousePage, { performance: number; blockingMs: number; name: string }> = {
  login: { performance: 95, blockingMs: 200, name: 'login' },
  systems: { performance: 95, blockingMs: 200, name: 'systems' },
  system1000: { performance: 90, blockingMs: 600, name: 'system page, 1,000 sensors' },
  system10000: { performance: 90, blockingMs: 600, name: 'system page, 10,000 sensors' },
};

/** A figure at each seeded size. */
type Sizes = { at100: number; at1000: number; at10000: number };

/** Documents one open of the 10,000-sensor system may read (issue 48). */
const OPEN_READS_TARGET = 500;

/** The client's performance targets (docs/benchmarks.md, client section), and how a run is judged. */
export interface ClientFigures {
  initialRouteKb: number;
  lighthouse: Record<LighthousePage, MainThreadSummary>;
  /** The same runs of the app's shell without its scripts (scripts/bench/staticShell.ts): the machine's floor. */
  floor: MainThreadSummary;
  openMs: Sizes;
  updateMs: Sizes;
  /** Main-thread task time of one live device update (CDP TaskDuration delta). */
  updateCpuMs: Sizes;
  /** One open of the 10,000-sensor system: the documents sent to the page (billed reads) and their bytes. */
  openCost10000: { documents: number; bytes: number };
  sampleToScreenMs: { p50: number; p95: number; count: number; missing: number };
}

/** One target: its name in the table, the figure, the limit and whether it is met. */
export interface TargetCheck {
  what: string;
  figure: string;
  target: string;
  met: boolean;
  /** A figure for context, with no target of its own (never a miss). */
  info?: boolean;
}

const ratio = (a: number, b: number) => Math.round((a / Math.max(b, 1)) * 100) / 100;

/** Every target of the client bench, checked against one run's figures. */
export function checkClientTargets(f: ClientFigures): TargetCheck[] {
  const lh = f.lighthouse;
  const openRatio = ratio(f.openMs.at1000, f.openMs.at100);
  const updateRatio = ratio(f.updateMs.at1000, f.updateMs.at100);
  const openRatio10k = ratio(f.openMs.at10000, f.openMs.at1000);
  const updateRatio10k = ratio(f.updateMs.at10000, f.updateMs.at1000);
  const cost = f.openCost10000;
  return [
    {
      what: 'Initial-route JS (gzip)',
      figure: `${f.initialRouteKb} KB`,
      target: '≤ 170 KB',
      met: f.initialRouteKb <= 170,
    },
    ...LIGHTHOUSE_PAGES.flatMap((page) => {
      const { worst, medianRun, runs } = lh[page];
      const target = LIGHTHOUSE_TARGETS[page];
      return [
        {
          what: `Lighthouse ${target.name}: performance / total blocking time, worst of ${runs}`,
          figure: `${worst.performance} / ${worst.totalBlockingTimeMs} ms`,
          target: `≥ ${target.performance} / ≤ ${target.blockingMs} ms`,
          met: worst.performance >= target.performance && worst.totalBlockingTimeMs <= target.blockingMs,
        },
        {
          what: `Lighthouse ${target.name}: accessibility / best practices`,
          figure: `${medianRun.accessibility} / ${medianRun.bestPractices}`,
          target: '100 / 100',
          met: medianRun.accessibility >= 100 && medianRun.bestPractices >= 100,
        },
      ];
    }),
    {
      what: `Lighthouse, the same document without its scripts (this machine's floor): performance / total blocking time, worst of ${f.floor.runs} (median)`,
      figure: `${f.floor.worst.performance} / ${f.floor.worst.totalBlockingTimeMs} ms (${f.floor.median.performance} / ${f.floor.median.totalBlockingTimeMs} ms)`,
      target: 'none: what the browser alone costs here',
      met: true,
      info: true,
    },
    {
      what: 'Open the system page, 1,000 vs 100 sensors',
      figure: `${f.openMs.at1000} vs ${f.openMs.at100} ms (${openRatio}×)`,
      target: '≤ 2×',
      met: openRatio <= 2,
    },
    {
      what: 'One live device update → DOM, 1,000 vs 100 sensors',
      figure: `${f.updateMs.at1000} vs ${f.updateMs.at100} ms (${updateRatio}×)`,
      target: '≤ 1.5×',
      met: updateRatio <= 1.5,
    },
    {
      what: 'Open the system page, 10,000 vs 1,000 sensors',
      figure: `${f.openMs.at10000} vs ${f.openMs.at1000} ms (${openRatio10k}×)`,
      target: '≤ 1.5×',
      met: openRatio10k <= 1.5,
    },
    {
      what: 'One live device update → DOM, 10,000 vs 1,000 sensors',
      figure: `${f.updateMs.at10000} vs ${f.updateMs.at1000} ms (${updateRatio10k}×)`,
      target: '≤ 1.2×',
      met: updateRatio10k <= 1.2,
    },
    {
      what: 'One open of the 10,000-sensor system: documents read (bytes received from Firestore)',
      figure: `${cost.documents} (${Math.round(cost.bytes / 1024)} KB)`,
      target: `≤ ${OPEN_READS_TARGET} documents`,
      met: cost.documents <= OPEN_READS_TARGET,
    },
    {
      what: 'Main-thread time of one update at 1,000 sensors (100)',
      figure: `${f.updateCpuMs.at1000} ms (${f.updateCpuMs.at100} ms)`,
      target: '≤ 50 ms',
      met: f.updateCpuMs.at1000 <= 50,
    },
    {
      what: `Sample posted → value on screen at 1,000 sensors (${f.sampleToScreenMs.count} posts)`,
      figure: `p50 ${f.sampleToScreenMs.p50} ms, p95 ${f.sampleToScreenMs.p95} ms${
        f.sampleToScreenMs.missing ? ` (${f.sampleToScreenMs.missing} never shown within 30 s)` : ''
      }`,
      target: 'p95 ≤ 300 ms',
      met: f.sampleToScreenMs.p95 <= 300,
    },
  ];
}
