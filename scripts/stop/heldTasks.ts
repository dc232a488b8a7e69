// What the stop asks of whatever holds the functions' Cloud Tasks (the timers of
// functions/src/data/timers.ts): how many are due soon. A task due within the stop's grace period
// is run before the save, as it would have been had the stack kept running; one due later is the
// holder's to keep. Any holder answers the same question, so a stand-in that keeps tasks until
// they are due can take the emulator's place here.
import { HELD_TASKS_ROUTE } from '../localClock/holdTasks.mjs';

/** A place that holds Cloud Tasks until they run. */
export interface HeldTasks {
  /** What it is called on screen. */
  readonly name: string;
  /** How many tasks it holds that are due at or before `untilMs` (ms since the epoch). */
  dueBy(untilMs: number): Promise<number>;
}

/**
 * How many of the held tasks in an answer of HELD_TASKS_ROUTE (`{ queues: { <key>: [due ms…] } }`)
 * fall due at or before `untilMs`. Throws on an answer of another shape: the stop then says it
 * could not read the queue rather than counting nothing.
 */
export function countDueBy(answer: unknown, untilMs: number): number {
  const queues = (answer as { queues?: unknown } | null)?.queues;
  if (typeof queues !== 'object' || queues === null) throw new Error('its held tasks came without their queues');
  let due = 0;
  for (const [key, times] of Object.entries(queues)) {
    if (!Array.isArray(times) || times.some((t) => typeof t !== 'number'))
      throw new Error(`the due times of queue ${key} are not a list of times`);
    due += (times as number[]).filter((t) => t <= untilMs).length;
  }
  return due;
}

/**
 * The Cloud Tasks emulator of firebase-tools 13.35, as every local stack runs it: holding each
 * task until its schedule time and listing their due times on HELD_TASKS_ROUTE
 * (scripts/localClock/holdTasks.mjs). A 30-minute offline deadline is the emulator's to keep (and
 * lost with it, caught by the offline sweep after a restart: docs/PIPELINE.md); a task due within
 * the grace period is waited for, and once dispatched it shows as a function run in flight.
 */
export function tasksEmulatorTasks(tasksPort: number): HeldTasks {
  return {
    name: 'the Cloud Tasks emulator',
    async dueBy(untilMs: number): Promise<number> {
      const res = await fetch(`http://127.0.0.1:${tasksPort}${HELD_TASKS_ROUTE}`);
      if (!res.ok) throw new Error(`the Cloud Tasks emulator answered ${res.status} on ${HELD_TASKS_ROUTE}`);
      return countDueBy(await res.json(), untilMs);
    },
  };
}
