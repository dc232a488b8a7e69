// Which Cloud Tasks queue a timer goes on (docs/SCALE.md, "Timers"). Cloud Tasks dispatches at
// most 500 tasks per second from one queue (its documented per-queue maximum of
// max_dispatches_per_second). At the sizing load (2,000,000 devices) each online device holds one
// pending offline timer that fires once per 30-minute online window (1,111/s), and rule delays add
// a share of that in a storm: about 1,200 dispatches/s, more than two queues take. Four queues
// carry it at ~300/s each, 60 % of the cap, leaving room for a storm's delays; the next step is
// more queues, not a faster one. Each queue is a function of its own (`onTaskDispatched` makes one
// queue per function): dueTimer, dueTimer2, dueTimer3, dueTimer4, with one handler.

/** The timer functions, one queue each; a timer's queue is fixed by its id. */
export const TIMER_QUEUES = ['dueTimer', 'dueTimer2', 'dueTimer3', 'dueTimer4'] as const;
export type TimerQueue = (typeof TIMER_QUEUES)[number];

/**
 * The queue for a timer, from its id (domain/timers.ts `timerTaskId`, a hash): spread evenly and
 * the same every time, so a timer set twice lands on the one queue whose "already exists" dedupes it.
 */
export function timerQueueFor(id: string): TimerQueue {
  let h = 0;
  for (let i = 0; i < id.length; i++) h = (h * 31 + id.charCodeAt(i)) >>> 0;
  return TIMER_QUEUES[h % TIMER_QUEUES.length];
}
