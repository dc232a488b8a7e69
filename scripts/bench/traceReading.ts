// Reading a Chromium trace for scripts/bench/clientProfile.ts: the page's main thread, its tasks
// and V8's CPU samples, and the build's source maps to name a sample's code.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
// A dependency of Vite's own, for reading the build's source maps (only the profiler uses it).
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import type { CpuProfile, Locate, Task } from './cpuProfile.js';

/** The parts of a trace event read here. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: {
    name?: string;
    beginData?: { url?: string };
    data?: {
      startTime?: number;
      cpuProfile?: { nodes?: CpuProfile['nodes']; samples?: number[] };
      timeDeltas?: number[];
    };
  };
}

/** The renderer main thread's tasks and CPU profile, from one trace. */
export function mainThread(events: TraceEvent[]): { tasks: Task[]; profile: CpuProfile } {
  // The page's own thread (the one that parsed its HTML), else the busiest renderer's.
  const parse = events.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith('http'));
  const mains = new Set(
    parse
      ? [`${parse.pid}:${parse.tid}`]
      : events.filter((e) => e.ph === 'M' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  const runTasks = events.filter((e) => e.ph === 'X' && e.name === 'RunTask' && mains.has(`${e.pid}:${e.tid}`));
  const perThread = new Map<string, number>();
  for (const t of runTasks) perThread.set(`${t.pid}:${t.tid}`, (perThread.get(`${t.pid}:${t.tid}`) ?? 0) + t.dur!);
  const main = [...perThread].sort((a, b) => b[1] - a[1])[0]?.[0];
  let tasks = runTasks.filter((t) => `${t.pid}:${t.tid}` === main).map((t) => ({ ts: t.ts, dur: t.dur ?? 0 }));
  // One profile per isolate start; the main thread's, with its samples (the ProfileChunks name it by id).
  const profiles = events.filter((e) => e.name === 'Profile' && `${e.pid}:${e.tid}` === main);
  const build = (p: TraceEvent): CpuProfile => {
    const profile: CpuProfile = { nodes: [], startTime: p.args?.data?.startTime ?? 0, samples: [], timeDeltas: [] };
    // Ids are per process: another renderer's chunks can carry the same one.
    for (const c of events.filter((e) => e.name === 'ProfileChunk' && e.id === p.id && e.pid === p.pid)) {
      profile.nodes.push(...(c.args?.data?.cpuProfile?.nodes ?? []));
      profile.samples.push(...(c.args?.data?.cpuProfile?.samples ?? []));
      profile.timeDeltas.push(...(c.args?.data?.timeDeltas ?? []));
    }
    return profile;
  };
  const profile = profiles.map(build).sort((a, b) => b.samples.length - a.samples.length)[0];
  if (!profile) throw new Error('the trace holds no CPU profile of the main thread');
  // Tasks before the profiler started hold its own start-up (V8 collecting the code objects), not the page's.
  tasks = tasks.filter((t) => t.ts >= profile.startTime);
  return { tasks, profile };
}

/** Names a frame of the build by its source file and line (the build's source maps). */
export function sourceMapLocator(outDir: string): Locate {
  const maps = new Map<string, TraceMap | null>();
  const mapOf = (url: string) => {
    const path = new URL(url).pathname;
    if (!maps.has(path)) {
      try {
        maps.set(path, new TraceMap(readFileSync(join(outDir, `${path}.map`), 'utf8')));
      } catch {
        maps.set(path, null);
      }
    }
    return maps.get(path);
  };
  return (f) => {
    if (!f.url?.startsWith('http')) return undefined;
    const map = mapOf(f.url);
    if (!map) return undefined;
    const at = originalPositionFor(map, { line: (f.lineNumber ?? 0) + 1, column: f.columnNumber ?? 0 });
    if (!at.source) return undefined;
    const source = at.source.replace(/^(\.\.\/)+/, '');
    const nm = source.lastIndexOf('node_modules/');
    const place = nm >= 0 ? source.slice(nm + 'node_modules/'.length) : source;
    return { place: `${place}:${at.line}`, own: nm < 0 };
  };
}
