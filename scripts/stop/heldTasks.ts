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

/**
 * The Cloud Tasks emulator of firebase-tools 13.35, as every local stack runs it: holding each
 * task until its schedule time (scripts/localClock/holdTasks.mjs). Its `/queueStats` counts the
 * tasks it holds but not when they fall due, so it cannot tell a 30-minute offline deadline from
 * one due now; counting them all made every stop wait out its whole bound. So it answers none
 * due: a task due within the grace period shows as a function run in flight once dispatched, and
 * one due later is lost with the emulator, whose timers the offline sweep catches after a restart
 * (docs/PIPELINE.md). A holder that knows due times can answer `dueBy` exactly.
 */
export function tasksEmulatorTasks(tasksPort: number): HeldTasks {
  return {
    name: 'the Cloud Tasks emulator',
    async dueBy(): Promise<number> {
      // Still asked, so an emulator that stopped answering is reported on screen.
      const res = await fetch(`http://127.0.0.1:${tasksPort}/queueStats`);
      if (!res.ok) throw new Error(`the Cloud Tasks emulator answered ${res.status}`);
      return 0;
    },
  };
}
