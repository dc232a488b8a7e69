// The local stacks' Cloud Scheduler: runs each scheduled function (`onSchedule`) at its cadence
// through the entry point production uses, an HTTP POST to the function with Cloud Scheduler's
// headers, which `onSchedule`'s handler reads. The Functions emulator never runs a scheduled
// function by itself (firebase-tools#2034). The list of schedules is the emulator's own trigger
// list (GET /backends: every codebase it loaded, as the functions declare them), read again
// before each run, so a function added, removed or rescheduled by a rebuild is followed.
import { PROJECT_ID } from '../ports.js';
import { parseSchedule, type Cadence } from './schedules.js';

/** A scheduled function as the Functions emulator lists it. */
export interface ScheduledFunction {
  /** `<region>-<name>`, the emulator's id. */
  id: string;
  name: string;
  region: string;
  codebase: string;
  schedule: string;
  timeZone: string | null;
}

/** One run the scheduler made. */
export interface ScheduledRun {
  name: string;
  /** The tick it was for (the X-CloudScheduler-ScheduleTime header). */
  scheduledFor: number;
  started: number;
  ended?: number;
  /** The function's HTTP answer (200: done; 500: it threw), or why there was none. */
  outcome?: number | string;
}

interface ListedTrigger {
  id?: string;
  name?: string;
  region?: string;
  codebase?: string;
  schedule?: { schedule?: string; timeZone?: string | null };
}

/** The scheduled functions the emulator at `origin` has loaded (all codebases). */
export async function listScheduledFunctions(origin: string): Promise<ScheduledFunction[]> {
  const res = await fetch(`${origin}/backends`, { signal: AbortSignal.timeout(10_000) });
  if (!res.ok) throw new Error(`GET /backends answered ${res.status}`);
  const body = (await res.json()) as { backends?: { functionTriggers?: ListedTrigger[] }[] };
  return (body.backends ?? [])
    .flatMap((b) => b.functionTriggers ?? [])
    .filter((t) => typeof t.schedule?.schedule === 'string' && t.id && t.name && t.region)
    .map((t) => ({
      id: t.id!,
      name: t.name!,
      region: t.region!,
      codebase: t.codebase ?? 'default',
      schedule: t.schedule!.schedule!,
      timeZone: t.schedule!.timeZone ?? null,
    }));
}

/**
 * The emulator's keys of its triggers. It files a function with an event trigger, which is how it
 * loads a scheduled one, as `<id>-<generation of the load that added it>`; the one place it names
 * them is the answer to a function it does not have ("… valid functions are: a, b-0, …").
 */
export async function triggerKeys(origin: string): Promise<string[]> {
  const res = await fetch(`${origin}/${PROJECT_ID}/none/none`, { signal: AbortSignal.timeout(10_000) });
  const text = await res.text();
  const m = /valid functions are: (.*)$/s.exec(text.trim());
  return m ? m[1].split(',').map((k) => k.trim()) : [];
}

/** The key of function `id` among the emulator's keys (the newest generation), if it has one. */
export function keyOf(id: string, keys: readonly string[]): string | undefined {
  if (keys.includes(id)) return id;
  const generation = (k: string) => Number(k.slice(id.length + 1));
  return keys
    .filter((k) => k.startsWith(`${id}-`) && /^\d+$/.test(k.slice(id.length + 1)))
    .sort((a, b) => generation(b) - generation(a))[0];
}

/** The Cloud Scheduler job name `firebase deploy` gives a v2 scheduled function. */
export const jobName = (fn: Pick<ScheduledFunction, 'name' | 'region'>) => `firebase-schedule-${fn.name}-${fn.region}`;

export interface SchedulerOptions {
  /** The Functions emulator, `http://127.0.0.1:<port>`. */
  origin: string;
  /** Each run and each change of the list (the log file). */
  log: (line: string) => void;
  /** What needs attention: a schedule it cannot read, runs that fail (the screen). */
  warn: (line: string) => void;
  /**
   * Runs each function once as soon as it starts (default true): the timers the stack held are
   * gone when it stops, and a sweep at start catches up with the deadlines that passed meanwhile.
   */
  runAtStart?: boolean;
}

export interface LocalScheduler {
  /** The runs so far, oldest first. */
  readonly runs: readonly ScheduledRun[];
  /** Stops scheduling and waits for the runs in flight. */
  stop(): Promise<void>;
}

/** Longest the scheduler sleeps between two looks at the emulator's list. */
const RELIST_MS = 60_000;
/** Longest a run is waited for (the functions' own timeout is shorter). */
const RUN_TIMEOUT_MS = 10 * 60_000;

interface Entry {
  fn: ScheduledFunction;
  cadence: Cadence;
  next: number;
  inFlight?: Promise<void>;
}

/** Starts scheduling the emulator's scheduled functions; see SchedulerOptions. */
export function startScheduler({ origin, log, warn, runAtStart = true }: SchedulerOptions): LocalScheduler {
  const entries = new Map<string, Entry>();
  const refused = new Set<string>();
  const runs: ScheduledRun[] = [];
  let keys: string[] = [];
  let first = true;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let failures = 0;

  const refresh = async () => {
    const listed = await listScheduledFunctions(origin);
    const now = Date.now();
    for (const fn of listed) {
      const known = entries.get(fn.id);
      if (known && known.fn.schedule === fn.schedule && known.fn.timeZone === fn.timeZone) continue;
      try {
        const cadence = parseSchedule(fn.schedule, fn.timeZone);
        const next = first && runAtStart ? now : cadence.nextAfter(now);
        entries.set(fn.id, { fn, cadence, next, inFlight: known?.inFlight });
        log(`scheduler: ${fn.name} (${fn.codebase}) runs ${fn.schedule}; next at ${new Date(next).toISOString()}`);
      } catch (e) {
        if (!refused.has(fn.id)) warn(`Scheduler: ${fn.name} is not run: ${(e as Error).message}`);
        refused.add(fn.id);
      }
    }
    for (const id of entries.keys()) {
      if (!listed.some((fn) => fn.id === id)) {
        log(`scheduler: ${entries.get(id)!.fn.name} is no longer loaded`);
        entries.delete(id);
      }
    }
    first = false;
  };

  const post = async (fn: ScheduledFunction, scheduledFor: number): Promise<number | string> => {
    let key = keyOf(fn.id, keys);
    if (!key) key = keyOf(fn.id, (keys = await triggerKeys(origin)));
    if (!key) return 'not loaded by the emulator';
    const res = await fetch(`${origin}/${PROJECT_ID}/${fn.region}/${key.slice(fn.region.length + 1)}`, {
      method: 'POST',
      headers: {
        'X-CloudScheduler-JobName': jobName(fn),
        'X-CloudScheduler-ScheduleTime': new Date(scheduledFor).toISOString(),
        'content-type': 'application/json',
      },
      body: '{}',
      signal: AbortSignal.timeout(RUN_TIMEOUT_MS),
    });
    await res.arrayBuffer();
    // Reloaded under a new key meanwhile: looked up again next time.
    if (res.status === 404) keys = [];
    return res.status;
  };

  const fire = (entry: Entry, scheduledFor: number) => {
    const { fn } = entry;
    if (entry.inFlight) {
      log(`scheduler: ${fn.name} still running; its ${new Date(scheduledFor).toISOString()} run is skipped`);
      return;
    }
    const run: ScheduledRun = { name: fn.name, scheduledFor, started: Date.now() };
    runs.push(run);
    if (runs.length > 1000) runs.splice(0, runs.length - 1000);
    entry.inFlight = post(fn, scheduledFor)
      .catch((e: unknown) => (e instanceof Error ? e.message : String(e)))
      .then((outcome) => {
        run.outcome = outcome;
        run.ended = Date.now();
        const took = `${((run.ended - run.started) / 1000).toFixed(1)} s`;
        log(`scheduler: ${fn.name} for ${new Date(scheduledFor).toISOString()}: ${outcome} in ${took}`);
        if (outcome === 200 || outcome === 204) failures = 0;
        else if (failures++ % 10 === 0) warn(`Scheduler: ${fn.name} failed (${outcome}); see the log.`);
      })
      .finally(() => (entry.inFlight = undefined));
  };

  const wake = async () => {
    if (stopped) return;
    try {
      await refresh();
    } catch (e) {
      log(`scheduler: could not read the functions' list: ${(e as Error).message}`);
    }
    if (stopped) return;
    const now = Date.now();
    let sleep = RELIST_MS;
    for (const entry of entries.values()) {
      if (entry.next <= now) {
        fire(entry, entry.next);
        // A run missed (the machine asleep) is not made up: the next is after now.
        entry.next = entry.cadence.nextAfter(now);
      }
      sleep = Math.min(sleep, entry.next - now);
    }
    timer = setTimeout(() => void wake(), Math.max(0, sleep));
  };
  void wake();

  return {
    runs,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await Promise.all([...entries.values()].map((e) => e.inFlight));
    },
  };
}
