import { describe, expect, it } from 'vitest';
import { analyseProfile, type CpuProfile } from './cpuProfile.js';

const frame = (functionName: string, url = '') => ({ functionName, url, lineNumber: 9 });
// root → render (app.js) → parse (lib.js); root → (idle). Samples every 10 ms from t = 1,000,000 µs.
const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: frame('(root)'), children: [2, 4] },
    { id: 2, callFrame: frame('render', 'http://h/assets/app.js'), children: [3] },
    { id: 3, callFrame: frame('parse', 'http://h/node_modules/lib.js') },
    { id: 4, callFrame: frame('(idle)') },
  ],
  startTime: 1_000_000,
  samples: [3, 3, 3, 2, 4, 4, 3],
  timeDeltas: [0, 10_000, 10_000, 10_000, 10_000, 10_000, 10_000],
};

describe('a CPU profile of a page load', () => {
  const r = analyseProfile(
    profile,
    [
      { ts: 1_000_000, dur: 60_000 },
      { ts: 1_060_000, dur: 10_000 },
    ],
    {
      locate: (f) => (f.url?.includes('/assets/') ? { place: 'src/app.ts:3', own: true } : undefined),
    },
  );

  it('sums self time per function and per script, leaving out idle time', () => {
    expect(r.self).toEqual([
      { fn: 'parse lib.js:10', ms: 30 },
      { fn: 'render src/app.ts:3', ms: 10 },
    ]);
    expect(r.scripts.map((s) => s.fn)).toEqual(['lib.js', 'app.js']);
  });

  it('lists the tasks over 50 ms with their functions and the own code that called them', () => {
    expect(r.long).toHaveLength(1);
    expect(r.long[0]).toMatchObject({ atMs: 0, ms: 60 });
    expect(r.long[0]!.top[0]).toEqual({ fn: 'parse lib.js:10', ms: 30 });
    expect(r.long[0]!.ownCode).toEqual([{ fn: 'render src/app.ts:3', ms: 40 }]);
    expect(r.blockingMs).toBe(10);
    expect(r.busyMs).toBe(70);
  });
});
