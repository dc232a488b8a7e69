// Loaded into the Firebase CLI of every local stack (scripts/emulatorPatches/cliPreload.mjs; scripts/localClock/firebaseCli.ts):
// the Cloud Tasks emulator then holds each task until its schedule time and dispatches it then,
// as Cloud Tasks does. firebase-tools 13.35's emulator (lib/emulator/taskQueue.js) dispatches a
// task as soon as it is queued, whatever its `scheduleTime`, so a timer set for 30 minutes from
// now would run at once (docs/CONFIG_EDITS_AND_TIMERS.md, "Exact timers"). Everything else stays the emulator's
// own: queue creation by the Functions emulator, ids and "already exists", retries with the
// function's retryConfig, the X-CloudTasks-* headers. Plain JavaScript: the CLI loads it without
// a TypeScript loader, which would slow its start by seconds.
import { installedFirebaseTools } from '../emulatorPatches/installedFirebaseTools.mjs';

/** The firebase-tools version whose task queue this patches (package.json pins it). */
export const PATCHED_VERSION = '13.35.1';
/** Longest the dispatch loop sleeps with nothing due: a task queued meanwhile is looked at within it. */
export const IDLE_WAKE_MS = 1000;
/** How often the loop looks at dispatches in flight (the emulator's own loop spins at 0 ms). */
export const BUSY_WAKE_MS = 5;

/**
 * The route the patched emulator adds beside its own `/queueStats`: the due times of the tasks it
 * holds, which `/queueStats` does not give (it counts them only). The stop asks it how many fall due
 * before it saves (scripts/stop/heldTasks.ts).
 */
export const HELD_TASKS_ROUTE = '/heldTasks';

/** When a queued task falls due (ms): its schedule time, or now when it has none or an unreadable one. */
export function taskDueAt(task) {
  const raw = task?.scheduleTime;
  const ms = typeof raw === 'string' ? Date.parse(raw) : typeof raw === 'number' ? raw : NaN;
  return Number.isFinite(ms) ? ms : 0;
}

/**
 * Patches the emulator's classes (the modules `lib/emulator/taskQueue.js` and
 * `lib/emulator/tasksEmulator.js` as loaded): a queue dispatches only its tasks that are due, the
 * controller's loop wakes at the next due time (or within IDLE_WAKE_MS), and a queue created again
 * for the same function (the Functions emulator reloading rebuilt functions) keeps the tasks it
 * was holding. Idempotent.
 */
export function holdTasksUntilDue(taskQueueModule, tasksEmulatorModule) {
  const { TaskQueue, TaskStatus } = taskQueueModule;
  const { TaskQueueController, TasksEmulator } = tasksEmulatorModule;
  if (TaskQueue.prototype.heldUntilDue) return;
  for (const name of ['dispatchTasks', 'isActive']) {
    if (typeof TaskQueue.prototype[name] !== 'function') throw new Error(`firebase-tools TaskQueue has no ${name}`);
  }
  for (const name of ['listen', 'createQueue']) {
    if (typeof TaskQueueController.prototype[name] !== 'function')
      throw new Error(`firebase-tools TaskQueueController has no ${name}`);
  }
  if (typeof TasksEmulator?.prototype.createHubServer !== 'function')
    throw new Error('firebase-tools TasksEmulator has no createHubServer');

  TaskQueue.prototype.heldUntilDue = true;

  /** The emulator's own dispatch (taskQueue.js dispatchTasks), for the due tasks only, oldest first. */
  TaskQueue.prototype.dispatchTasks = function dispatchDueTasks(now = Date.now()) {
    for (const emulated of this.queue.getAll()) {
      if (this.openDispatches.length === 0 || this.tokens < 1) return;
      if (taskDueAt(emulated.task) > now) continue;
      this.queue.remove(emulated.task.name);
      const slot = this.openDispatches.pop();
      emulated.metadata.lastRunTime = null;
      emulated.metadata.currentAttempt = 1;
      emulated.metadata.status = TaskStatus.NOT_STARTED;
      emulated.metadata.startTime = now;
      this.dispatches[slot] = emulated;
      this.tokens--;
    }
  };

  /** Whether the queue has work now: a dispatch in flight, or a held task that is due. */
  TaskQueue.prototype.isActive = function isActiveNow(now = Date.now()) {
    return this.dispatches.some((d) => d !== null) || this.queue.getAll().some((t) => taskDueAt(t.task) <= now);
  };

  /** The earliest due time of the tasks it holds (undefined: none). */
  TaskQueue.prototype.nextDueAt = function nextDueAt() {
    let next;
    for (const t of this.queue.getAll()) {
      const due = taskDueAt(t.task);
      if (next === undefined || due < next) next = due;
    }
    return next;
  };

  TaskQueueController.prototype.listen = function listenUntilDue() {
    const now = Date.now();
    let wake = IDLE_WAKE_MS;
    for (const queue of Object.values(this.queues)) {
      if (queue.isActive(now)) {
        queue.dispatchTasks(now);
        queue.processDispatch();
      }
      if (queue.dispatches.some((d) => d !== null)) wake = Math.min(wake, BUSY_WAKE_MS);
      const next = queue.nextDueAt();
      if (next !== undefined) wake = Math.min(wake, Math.max(0, next - now));
    }
    this.listenId = setTimeout(() => this.listen(), wake);
  };

  /** The due times (ms) of the tasks held, each queue's under its key; dispatched ones are the functions' runs. */
  TaskQueueController.prototype.heldDueTimes = function heldDueTimes() {
    const held = {};
    for (const [key, queue] of Object.entries(this.queues))
      held[key] = queue.queue.getAll().map((t) => taskDueAt(t.task));
    return held;
  };

  // The emulator's HTTP server (an express app) gets HELD_TASKS_ROUTE: `{ queues: { <key>: [ms…] } }`.
  const createHubServer = TasksEmulator.prototype.createHubServer;
  TasksEmulator.prototype.createHubServer = function createHubServerWithHeldTasks() {
    const hub = createHubServer.call(this);
    hub.get(HELD_TASKS_ROUTE, (_req, res) => {
      res.json({ queues: this.controller.heldDueTimes() });
    });
    return hub;
  };

  const createQueue = TaskQueueController.prototype.createQueue;
  TaskQueueController.prototype.createQueue = function createQueueKeepingTasks(key, config) {
    const previous = this.queues[key];
    createQueue.call(this, key, config);
    if (!previous) return;
    const next = this.queues[key];
    for (const held of previous.queue.getAll()) next.queue.enqueue(held.task.name, held);
    // Ids stay taken, as they were ("already exists" for a task id used before the reload).
    for (const id of previous.queuedIds) next.queuedIds.add(id);
  };
}

/** Patches the firebase-tools this process loads (one `require` cache: the CLI's later requires get these). */
export function patchInstalledFirebaseTools() {
  const require = installedFirebaseTools(
    'scripts/localClock/holdTasks.mjs',
    PATCHED_VERSION,
    'check that its task queue still dispatches at once',
  );
  holdTasksUntilDue(
    require('firebase-tools/lib/emulator/taskQueue.js'),
    require('firebase-tools/lib/emulator/tasksEmulator.js'),
  );
}
