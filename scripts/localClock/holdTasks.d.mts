// Types of holdTasks.mjs (plain JavaScript, so the Firebase CLI loads it without a TypeScript loader).

export const PATCHED_VERSION: string;
export const HELD_TASKS_ROUTE: string;
export const IDLE_WAKE_MS: number;
export const BUSY_WAKE_MS: number;
export function taskDueAt(task: { scheduleTime?: unknown } | undefined): number;
export function holdTasksUntilDue(taskQueueModule: unknown, tasksEmulatorModule: unknown): void;
export function patchInstalledFirebaseTools(): void;
