import type { ChildProcess } from 'node:child_process';

/**
 * What `npm start` (scripts/start.ts) must never leave behind when it ends otherwise than by its
 * stop: the detached emulators on the stack's ports, where the next start finds them taken.
 * - Their group is signalled as the process exits, unless they have already exited (a crash
 *   during the stop counts too: it once crashed after the save, before stopping them).
 * - Whoever reads the script's output may be gone (the terminal closed, a test run stopped): a
 *   write to the closed pipe must not end the stop half-way. A crash there had left the Firebase
 *   CLI without its reader too, and it died in turn before stopping its Pub/Sub emulator (a Java
 *   process in a group of its own).
 */
export function guardEmulators(emulators: ChildProcess): void {
  let exited = false;
  emulators.on('exit', () => (exited = true));
  process.on('exit', () => {
    if (exited || emulators.pid === undefined) return;
    try {
      process.kill(-emulators.pid, 'SIGINT');
    } catch {
      // Already gone.
    }
  });
  for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});
}
