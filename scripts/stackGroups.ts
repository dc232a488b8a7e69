// The `npm start` stacks a test file starts beside the run (tests/support/startStack.ts) lead
// process groups of their own, as a terminal's job would, so stopping the run's suites (a failed
// check stops them at once: scripts/test.ts) does not reach them, and their afterAll never runs.
// They were left on their ports (their Java emulators in groups of their own again), and the next
// run on the machine found those ports taken (docs/TESTING.md, flake register). Each such stack
// notes its group in a folder the run names; stopping the run gives each group a Ctrl-C, which
// `npm start` answers with its own stop (its emulators included).
import { existsSync, mkdtempSync, readdirSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The environment variable naming the folder where stacks note their process groups. */
export const STACK_GROUPS_ENV = 'NEURON_STACK_GROUPS';

/** A new folder for one run's stack groups. */
export function newStackGroupsFolder(): string {
  return mkdtempSync(join(tmpdir(), 'neuron-stack-groups-'));
}

/** Notes a stack's process group (its leader's pid) in the run's folder, if the run named one; returns the forget. */
export function noteStackGroup(pid: number, folder = process.env[STACK_GROUPS_ENV]): () => void {
  if (!folder || !existsSync(folder)) return () => {};
  const file = join(folder, String(pid));
  writeFileSync(file, '');
  return () => rmSync(file, { force: true });
}

/** Ctrl-C to every group still noted in `folder`; the folder is removed. Returns the groups signalled. */
export function interruptStackGroups(folder: string): number[] {
  if (!existsSync(folder)) return [];
  const signalled: number[] = [];
  for (const name of readdirSync(folder)) {
    const pid = Number(name);
    unlinkSync(join(folder, name));
    if (!Number.isInteger(pid) || pid <= 1) continue;
    try {
      process.kill(-pid, 'SIGINT');
      signalled.push(pid);
    } catch {
      // Already gone.
    }
  }
  rmSync(folder, { recursive: true, force: true });
  return signalled;
}
