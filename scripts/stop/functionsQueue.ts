// The functions emulator's own count of the invocations it holds: waiting for one of its
// FUNCTIONS_EMULATOR_PARALLEL slots, or in a slot (a worker still loading included: such a run
// has not printed "Beginning execution" yet, so scripts/functionActivity.ts cannot see it). The
// Firebase CLI writes this state to its debug log (firebase-debug.log in its working folder,
// appended to across starts and removed on a clean exit) on every change, as
// `[debug] [<ISO time>] [work-queue] {"queueLength":…,"workRunningCount":…}`.
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';

export interface FunctionsQueueState {
  queued: number;
  running: number;
}

const STATE = /^\[debug\] \[([^\]]+)\] \[work-queue\] (\{.*\})\s*$/;

/** The newest work-queue state in `text` written at or after `sinceMs` (an older one is a previous start's). */
export function lastQueueState(text: string, sinceMs: number): FunctionsQueueState | undefined {
  const lines = text.split('\n');
  for (let i = lines.length - 1; i >= 0; i--) {
    const m = STATE.exec(lines[i]);
    if (!m) continue;
    if (Date.parse(m[1]) < sinceMs) return undefined;
    try {
      const state = JSON.parse(m[2]) as { queueLength?: unknown; workRunningCount?: unknown };
      if (typeof state.queueLength === 'number' && typeof state.workRunningCount === 'number')
        return { queued: state.queueLength, running: state.workRunningCount };
    } catch {
      // A line cut short while being written: the one before it is whole.
    }
  }
  return undefined;
}

/**
 * How much of the log's end is read: every run adds three states among a dozen or so other lines,
 * so the newest state is always well within it.
 */
const TAIL_BYTES = 256 * 1024;

/**
 * The newest state in the CLI's debug log at `path` since `sinceMs`, or undefined when there is
 * none (no function has run since the start, or no log): the run count from the emulator's
 * output is then all there is.
 */
export function readFunctionsQueue(path: string, sinceMs: number): FunctionsQueueState | undefined {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch {
    return undefined;
  }
  try {
    const size = fstatSync(fd).size;
    const length = Math.min(TAIL_BYTES, size);
    const buf = Buffer.alloc(length);
    readSync(fd, buf, 0, length, size - length);
    return lastQueueState(buf.toString('utf8'), sinceMs);
  } finally {
    closeSync(fd);
  }
}
