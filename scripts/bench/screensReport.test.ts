import { describe, expect, it } from 'vitest';
import { screensReport } from './screensReport.js';

describe('the screens bench report', () => {
  const runs = {
    chart24h: [900, 1400, 1200, 5000, 1100],
    chart24hAgain: [700, 800, 900, 600, 650],
    chart7d: [500, 400, 450, 420, 430],
    chart30d: [800, 900, 1000, 950, 990],
    events: [100, 90, 80, 70, 60],
  };
  const figures = { samples: 8641, events: 400, days: 30, runs };

  it('judges each screen by the median of its runs: one slow run does not miss the target', () => {
    const report = screensReport(figures, '2026-12-02', '15000');
    expect(report.ok).toBe(true);
    expect(report.lines[0]).toContain('median 1200 ms');
    expect(report.markdown).toContain('| 1200 ms | 900, 1400, 1200, 5000, 1100 | ≤ 1500 ms | met |');
    expect(report.markdown).toContain('8,641 samples');
    expect(screensReport({ ...figures, load: [3.2, 4.1] }, 'd', '0').markdown).toContain(
      'before and after the runs: 3.2 and 4.1',
    );
  });

  it('misses when a median is over 1.5 s, or a screen has no runs', () => {
    const slow = screensReport({ ...figures, runs: { ...runs, chart30d: [1600, 1700, 1400] } }, 'd', '0');
    expect(slow.ok).toBe(false);
    expect(slow.lines.find((l) => l.includes('30 d'))).toMatch(/median 1600 ms.*MISSED/);
    expect(screensReport({ ...figures, runs: { ...runs, events: [] } }, 'd', '0').ok).toBe(false);
  });
});
