// Where a page load's main-thread time goes, from a V8 CPU profile (CDP Profiler.stop) and the
// renderer's tasks (RunTask trace events): the functions of most self time, and the long tasks
// with the functions that filled them. For `scripts/bench/clientProfile.ts`; pure, so tested.

/** The parts of a CDP `Profiler.Profile` used here (times in microseconds). */
export interface CpuProfile {
  nodes: {
    id: number;
    // A trace's ProfileChunk nodes leave out the URL and line of native and V8-internal frames.
    callFrame: Frame;
    parent?: number;
    children?: number[];
  }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** A profile node's code: a function at a place in a script. */
export interface Frame {
  functionName: string;
  url?: string;
  lineNumber?: number;
  columnNumber?: number;
}

/** Where a frame's code comes from (e.g. through a source map), and whether it is our own code. */
export type Locate = (frame: Frame) => { place: string; own: boolean } | undefined;

/** One main-thread task (a RunTask trace event), microseconds on the profile's clock. */
export interface Task {
  ts: number;
  dur: number;
}

/** A function's self time. */
export interface FunctionTime {
  /** `name file:line` (file = the script's last path segment). */
  fn: string;
  ms: number;
}

/** A long task and what ran in it. */
export interface LongTask {
  /** Start, ms after the first task. */
  atMs: number;
  ms: number;
  top: FunctionTime[];
  /** The deepest frame of our own code (not a dependency) on the heaviest stacks in the task. */
  ownCode: FunctionTime[];
}

const fileOf = (url: string | undefined) => (url ?? '').split('?')[0]!.split('/').filter(Boolean).pop() ?? '';

function placeOf(f: Frame): string {
  const file = fileOf(f.url);
  return file ? `${file}:${(f.lineNumber ?? -1) + 1}` : '';
}

/** Each sample's time and node, with its duration (the delta to the next sample). */
function timedSamples(p: CpuProfile): { at: number; us: number; node: number }[] {
  const out: { at: number; us: number; node: number }[] = [];
  let at = p.startTime;
  for (let i = 0; i < p.samples.length; i++) {
    at += p.timeDeltas[i] ?? 0;
    const next = p.timeDeltas[i + 1] ?? 0;
    out.push({ at, us: Math.max(0, next), node: p.samples[i]! });
  }
  return out;
}

function topOf(map: Map<string, number>, count: number): FunctionTime[] {
  return [...map]
    .map(([fn, us]) => ({ fn, ms: Math.round(us / 100) / 10 }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count);
}

// (program) is the renderer's own work outside JavaScript (style, layout, parsing): kept.
const IDLE = new Set(['(idle)', '(root)']);

/**
 * Self time per function over the whole profile and per script file; `locate` names a frame's
 * source (default: the script's file and line) and says whether it is our code (for a long task's "own code" column: the frame of ours nearest the
 * top of each sample's stack, i.e. which of our functions called into the library that spent it).
 */
export function analyseProfile(
  p: CpuProfile,
  tasks: readonly Task[],
  opts: { longTaskMs?: number; top?: number; locate?: Locate } = {},
) {
  const { longTaskMs = 50, top = 8, locate = () => undefined } = opts;
  const located = new Map<number, { name: string; own: boolean }>();
  const frameOf = (n: CpuProfile['nodes'][number]) => {
    let known = located.get(n.id);
    if (!known) {
      const where = locate(n.callFrame);
      const place = where?.place ?? placeOf(n.callFrame);
      known = { name: `${n.callFrame.functionName || '(anonymous)'}${place ? ` ${place}` : ''}`, own: !!where?.own };
      located.set(n.id, known);
    }
    return known;
  };
  const frameName = (n: CpuProfile['nodes'][number]) => frameOf(n).name;
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  for (const n of p.nodes) if (n.parent !== undefined) parent.set(n.id, n.parent);
  const ownFrame = new Map<number, string>();
  const ownOf = (id: number): string => {
    const known = ownFrame.get(id);
    if (known !== undefined) return known;
    const n = byId.get(id);
    let name = '(none)';
    if (n && frameOf(n).own) name = frameName(n);
    else if (parent.has(id)) name = ownOf(parent.get(id)!);
    ownFrame.set(id, name);
    return name;
  };
  const samples = timedSamples(p);
  const self = new Map<string, number>();
  const scripts = new Map<string, number>();
  for (const s of samples) {
    const n = byId.get(s.node);
    if (!n || IDLE.has(n.callFrame.functionName)) continue;
    const name = frameName(n);
    self.set(name, (self.get(name) ?? 0) + s.us);
    const file = fileOf(n.callFrame.url) || n.callFrame.functionName;
    scripts.set(file, (scripts.get(file) ?? 0) + s.us);
  }
  const first = tasks.length ? Math.min(...tasks.map((t) => t.ts)) : p.startTime;
  const long: LongTask[] = [];
  let blockingMs = 0;
  for (const t of [...tasks].sort((a, b) => a.ts - b.ts)) {
    const ms = t.dur / 1000;
    if (ms <= longTaskMs) continue;
    blockingMs += ms - 50;
    const inTask = new Map<string, number>();
    const own = new Map<string, number>();
    for (const s of samples) {
      if (s.at < t.ts || s.at >= t.ts + t.dur) continue;
      const n = byId.get(s.node);
      if (!n || IDLE.has(n.callFrame.functionName)) continue;
      const name = frameName(n);
      inTask.set(name, (inTask.get(name) ?? 0) + s.us);
      const o = ownOf(s.node);
      own.set(o, (own.get(o) ?? 0) + s.us);
    }
    long.push({
      atMs: Math.round((t.ts - first) / 1000),
      ms: Math.round(ms),
      top: topOf(inTask, top),
      ownCode: topOf(own, top),
    });
  }
  const busyMs = Math.round(tasks.reduce((sum, t) => sum + t.dur, 0) / 1000);
  return { self: topOf(self, 30), scripts: topOf(scripts, 12), long, blockingMs: Math.round(blockingMs), busyMs };
}
