// What the stop asks of whatever holds the functions' Cloud Tasks (the timers of
// functions/src/data/timers.ts): how many are due soon. A task due within the stop's grace period
// is run before the save, as it would have been had the stack kept running; one due later is the
// holder's to keep. Any holder answers the same question, so a stand-in that keeps tasks until
// they are due can take the emulator's place here.

/** A place that holds Cloud Tasks until they run. */
export interface HeldTasks {
  /** What it is called on screen. */
  readonly name: string;
  /** How many tasks it holds that are due at or before `untilMs` (ms since the epoch). */
  dueBy(untilMs: number): Promise<number>;
}

interface QueueStats {
  /** Tasks queued and not yet handed to a function. */
  numberOfTasks?: number;
}

/**
 * The Cloud Tasks emulator of firebase-tools 13.35: it hands a task to its function as soon as
 * a dispatch slot is free, whatever its schedule time, so every task it still holds is due now.
 * Its `/queueStats` lists each queue's waiting tasks (its `runningTasks` is the number of dispatch
 * slots, not of runs: a run shows as a function run in flight instead).
 */
export function tasksEmulatorTasks(tasksPort: number): HeldTasks {
  return {
    name: 'the Cloud Tasks emulator',
    async dueBy(): Promise<number> {
      const res = await fetch(`http://127.0.0.1:${tasksPort}/queueStats`);
      if (!res.ok) throw new Error(`the Cloud Tasks emulator answered ${res.status}`);
      const stats = (await res.json()) as Record<string, QueueStats>;
      return Object.values(stats).reduce((sum, q) => sum + (q.numberOfTasks ?? 0), 0);
    },
  };
}
