// What both parts of the pipeline bench (scripts/bench/pipelineRun.ts) drive the emulators with:
// the Admin SDK, the PHASE and RESULT lines the outer script reads, sample counts and waits.
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { DEMO_SYSTEM_ID } from '../demo/demoData.js';
import { functionsSettled } from '../functionActivity.js';
import { PROJECT_ID } from '../ports.js';
import { logEcho } from './logEcho.js';
import { cpuSecondsByPart, cpuSpent } from './processCpu.js';

export const db = getFirestore(initializeApp({ projectId: PROJECT_ID }));
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// The function workers' lines (their runs, METER lines) go to the emulators' log file of the run
// (NEURON_EMULATOR_LOG), not to this script's output, which is what the outer script reads
// (PipelineLog, scripts/bench/pipelineReport.ts): this script echoes that log as it grows
// (scripts/bench/logEcho.ts), and prints a phase's markers only after everything logged before
// them, so each line falls in the phase it was logged in.
const emulatorLog = logEcho(process.env.NEURON_EMULATOR_LOG, (line) => console.log(`EMULATOR ${line}`));
/** Prints what the emulators logged since the last call (`EMULATOR <line>`). */
export const echoEmulatorLog = emulatorLog.echo;
/** Follows the emulators' log until the returned stop is called (polled every 100 ms: a run's end is known to about that). */
export const followEmulatorLog = () => emulatorLog.follow(100);

export const phase = (name: string, what: 'start' | 'end') => {
  echoEmulatorLog();
  console.log(`PHASE ${name} ${what}`);
};
export const result = (name: string, value: unknown) => console.log(`RESULT ${name} ${JSON.stringify(value)}`);

/**
 * Waits until the functions emulator has run nothing for 2 s: on a slow machine the reference
 * chains' warm-up runs (each a worker process to start) went on well past a fixed pause, into the
 * pipeline's timed phase.
 */
export const functionsIdle = () => functionsSettled({ quietMs: 2000, timeoutMs: 180_000 });

/**
 * Prints the CPU seconds each emulator part spent since `before`, once the functions emulator has
 * finished the runs the posts started (not later: the bench's own checks and pauses would count).
 */
export async function cpuOf(name: string, before: Record<string, number>): Promise<void> {
  await functionsSettled({ quietMs: 300, timeoutMs: 120_000 });
  console.log(`CPU ${name} ${JSON.stringify(cpuSpent(before, cpuSecondsByPart()))}`);
}

export const count = async (sn: string, systemId = DEMO_SYSTEM_ID) =>
  (await db.collection(`system/${systemId}/devices/${sn}/samples`).count().get()).data().count;
export async function waitForCount(sn: string, n: number, timeoutMs = 240_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  let c = await count(sn);
  while (c < n && Date.now() < deadline) {
    await sleep(250);
    c = await count(sn);
  }
  return c;
}

export async function inParallel<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await task(items[next++]);
    }),
  );
}
