/** The client's performance targets (docs/benchmarks.md, client section), and how a run is judged. */
export interface ClientFigures {
  initialRouteKb: number;
  lighthouse: Record<
    'login' | 'systems' | 'system1000',
    { performance: number; accessibility: number; bestPractices: number }
  >;
  openMs: { at100: number; at1000: number };
  updateMs: { at100: number; at1000: number };
  /** Main-thread task time of one live device update (CDP TaskDuration delta). */
  updateCpuMs: { at100: number; at1000: number };
  sampleToScreenMs: { p50: number; p95: number; count: number; missing: number };
}

/** One target: its name in the table, the figure, the limit and whether it is met. */
export interface TargetCheck {
  what: string;
  figure: string;
  target: string;
  met: boolean;
}

const ratio = (a: number, b: number) => Math.round((a / Math.max(b, 1)) * 100) / 100;

/** Every target of the client bench, checked against one run's figures. */
export function checkClientTargets(f: ClientFigures): TargetCheck[] {
  const lh = f.lighthouse;
  const openRatio = ratio(f.openMs.at1000, f.openMs.at100);
  const updateRatio = ratio(f.updateMs.at1000, f.updateMs.at100);
  return [
    {
      what: 'Initial-route JS (gzip)',
      figure: `${f.initialRouteKb} KB`,
      target: '≤ 170 KB',
      met: f.initialRouteKb <= 170,
    },
    ...(['login', 'systems'] as const).flatMap((page) => [
      {
        what: `Lighthouse ${page}: performance / accessibility / best practices`,
        figure: `${lh[page].performance} / ${lh[page].accessibility} / ${lh[page].bestPractices}`,
        target: '≥ 95 / 100 / 100',
        met: lh[page].performance >= 95 && lh[page].accessibility >= 100 && lh[page].bestPractices >= 100,
      },
    ]),
    {
      what: 'Lighthouse system page, 1,000 sensors: performance (accessibility)',
      figure: `${lh.system1000.performance} (${lh.system1000.accessibility})`,
      target: '≥ 90 (100)',
      met: lh.system1000.performance >= 90 && lh.system1000.accessibility >= 100,
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
