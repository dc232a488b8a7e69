// The wait between "ingest refuses new posts" and "save" when `npm start` stops: until
// everything accepted is done. Done means every message published on the watched topics has been
// through its function's run (samples stored, notifications delivered), no function run is in
// flight (an ingest answered just before the flag may still be publishing), no task is due within
// the grace period, and the simulated gateway's accepted samples are in history (scripts/drain.ts).
// "Nothing ran for a while" alone is not enough: while a function's first worker loads, nothing
// runs although messages wait. The wait is bounded; the screen says what it waits for and, if the
// bound is reached, what may be missing from the save.
import type { FunctionActivity } from '../functionActivity.js';
import type { FunctionsQueueState } from './functionsQueue.js';
import type { HeldTasks } from './heldTasks.js';
import type { PublishedMessages } from './publishedMessages.js';

/** A topic whose messages the stop waits for (through its functions' runs), and how to say a waiting one. */
export interface WatchedTopic {
  topic: string;
  /** e.g. "accepted sample batch(es) not yet stored" */
  waiting: string;
}

/** One look at everything the stop waits for. */
export interface DrainReading {
  /** Per watched topic, messages published and not yet through their function's run. */
  backlog: { label: string; count: number }[];
  /** Function runs begun and not finished, and ms since one last began or ended. */
  running: number;
  quietMs: number;
  /** Invocations the functions emulator holds waiting for a slot. */
  queued: number;
  /** Tasks due within the grace period, and where they are held. */
  tasksDue: number;
  tasksPlace: string;
  /** Samples the simulated gateway was answered 202 for that history does not hold yet. */
  simulatorSamples: number;
  /** A source that could not be asked (what failed), counted as still waiting. */
  unknown: string[];
}

/**
 * How long no function run must have begun or ended, counted from the stop's start at the
 * earliest: a run begun just before the flag takes a moment to show in the emulator's output.
 */
export const QUIET_MS = 1000;
/** The words for that last second (not worth a line on screen of its own). */
const QUIET_WAIT = 'a second without function runs';

/** What the stop still waits for, in words; empty once everything accepted is done. */
export function stillWaitingFor(r: DrainReading): string[] {
  const out: string[] = [];
  for (const b of r.backlog) if (b.count > 0) out.push(`${b.count} ${b.label}`);
  if (r.running > 0) out.push(`${r.running} function run(s) in flight`);
  if (r.queued > 0) out.push(`${r.queued} function run(s) waiting for a slot`);
  if (r.running === 0 && r.queued === 0 && r.quietMs < QUIET_MS && out.length === 0) out.push(QUIET_WAIT);
  if (r.tasksDue > 0) out.push(`${r.tasksDue} task(s) due soon in ${r.tasksPlace}`);
  if (r.simulatorSamples > 0) out.push(`${r.simulatorSamples} sample(s) of the simulated gateway not yet in history`);
  return [...out, ...r.unknown];
}

export interface DrainOutcome {
  done: boolean;
  ms: number;
  /** What was still waited for when the wait ended (empty when done). */
  missing: string[];
}

/**
 * Reads until nothing is waited for, or `boundMs` has passed. Says on screen (`say`) what it
 * waits for at once and then every `reportEveryMs` while that changes, and how it ended.
 */
export async function drainStack(
  read: () => Promise<DrainReading>,
  say: (line: string) => void,
  { boundMs, pollMs = 500, reportEveryMs = 5000 }: { boundMs: number; pollMs?: number; reportEveryMs?: number },
): Promise<DrainOutcome> {
  const started = Date.now();
  let lastSaid = '';
  let lastSaidAt = 0;
  for (;;) {
    const reading = await read();
    const ms = Date.now() - started;
    const waiting = stillWaitingFor({ ...reading, quietMs: Math.min(reading.quietMs, ms) });
    if (waiting.length === 0) {
      if (lastSaid) say(`Everything accepted is stored and delivered (waited ${Math.round(ms / 1000)} s).`);
      return { done: true, ms, missing: [] };
    }
    if (ms >= boundMs) {
      say(
        `Stopped waiting after ${Math.round(ms / 1000)} s; saving anyway. The save may lack what these were for: ${waiting.join(', ')}.`,
      );
      return { done: false, ms, missing: waiting };
    }
    const line = `Waiting for ${waiting.join(', ')}…`;
    const worthSaying = !(waiting.length === 1 && waiting[0] === QUIET_WAIT);
    if (worthSaying && (lastSaid === '' || (line !== lastSaid && Date.now() - lastSaidAt >= reportEveryMs))) {
      say(line);
      lastSaid = line;
      lastSaidAt = Date.now();
    }
    await new Promise((r) => setTimeout(r, pollMs));
  }
}

/** Where a reading comes from on the running stack. */
export interface StackSources {
  activity: FunctionActivity;
  /** The functions emulator's own count of what it holds, when it can be read (scripts/stop/functionsQueue.ts). */
  queue?: () => FunctionsQueueState | undefined;
  published: PublishedMessages;
  topics: readonly WatchedTopic[];
  tasks: HeldTasks;
  /** Tasks due at or before this moment (ms since the epoch) are waited for. */
  tasksDueBy: number;
  /** The simulated gateway's accepted samples not yet in history (none without it). */
  simulatorSamples?: () => Promise<number>;
}

/**
 * One reading of the stack. A topic's backlog is the messages seen published and not yet acked
 * by the CLI once their runs ended, by id (scripts/stop/messageLedger.ts): which is read first
 * does not matter, and a message run twice counts once.
 */
export async function readStack(s: StackSources): Promise<DrainReading> {
  const { running: begun, quietMs } = s.activity.state();
  // A run whose worker is still loading is in the emulator's count and not yet in its output.
  const held = s.queue?.();
  const running = Math.max(begun, held?.running ?? 0);
  const queued = held?.queued ?? 0;
  const unknown: string[] = [];
  const asked = async <T>(what: string, ask: () => Promise<T>, otherwise: T): Promise<T> => {
    try {
      return await ask();
    } catch (e) {
      unknown.push(`an answer from ${what} (${e instanceof Error ? e.message : String(e)})`);
      return otherwise;
    }
  };
  // Every message published so far into the ledger, beside the acks already read from the output.
  await asked('the Pub/Sub emulator', () => s.published.collect(), undefined);
  const backlog = s.topics.map((t) => ({ label: t.waiting, count: s.published.ledger.pending(t.topic) }));
  const tasksDue = await asked(s.tasks.name, () => s.tasks.dueBy(s.tasksDueBy), 0);
  const simulatorSamples = s.simulatorSamples ? await asked('Firestore', s.simulatorSamples, 0) : 0;
  return { backlog, running, quietMs, queued, tasksDue, tasksPlace: s.tasks.name, simulatorSamples, unknown };
}
