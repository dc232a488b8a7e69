import { describe, expect, it } from 'vitest';
import { mainThread, type TraceEvent } from './traceReading.js';

const node = (id: number, functionName: string) => ({ id, callFrame: { functionName } });

/** A renderer's profile start and one chunk of it, with the profile id every process starts at. */
function rendererProfile(pid: number, fn: string): TraceEvent[] {
  return [
    { name: 'Profile', ph: 'P', pid, tid: 1, ts: 0, id: '0x1', args: { data: { startTime: 0 } } },
    {
      name: 'ProfileChunk',
      ph: 'P',
      pid,
      tid: 1,
      ts: 1,
      id: '0x1',
      args: { data: { cpuProfile: { nodes: [node(1, fn)], samples: [1, 1] }, timeDeltas: [10, 10] } },
    },
    { name: 'RunTask', ph: 'X', pid, tid: 1, ts: 5, dur: 100 },
  ];
}

describe("reading a trace's main thread", () => {
  it("takes the thread that parsed the page's HTML, and only its own process's profile chunks", () => {
    // Another renderer (a browser page of its own) is busier, and its chunks carry the same id.
    const busy = rendererProfile(7, 'other');
    busy.push({ name: 'RunTask', ph: 'X', pid: 7, tid: 1, ts: 200, dur: 5_000 });
    const page = rendererProfile(3, 'ours');
    page.push({ name: 'ParseHTML', ph: 'X', pid: 3, tid: 1, ts: 6, dur: 1, args: { beginData: { url: 'http://a/' } } });
    const { tasks, profile } = mainThread([...busy, ...page]);
    expect(tasks).toEqual([{ ts: 5, dur: 100 }]);
    expect(profile.nodes.map((n) => n.callFrame.functionName)).toEqual(['ours']);
    expect(profile.samples).toHaveLength(2);
  });
});
