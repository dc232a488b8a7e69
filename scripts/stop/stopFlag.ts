// How `npm start` tells its functions that it is stopping: a flag file in the stack's own
// folder, named to the functions in NEURON_LOCAL_STOP_FLAG. Ingest refuses every post (503 with
// Retry-After) once it exists (functions/src/data/localStop.ts), so nothing is accepted after the
// stop began that the save could miss. A file rather than a document: one `stat` per post, no
// cache that could let a post through after the flag, and no Firestore read in production, where
// the variable is unset.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { LOCAL_STOP_FLAG_ENV } from '@neuron/shared';
import { ROOT, stackTmpDir } from '../emulatorSetup.js';
import { portOffset } from '../ports.js';

export class StopFlag {
  /** The flag of the stack at `offset` (in .emulators/tmp/offset-<n>/, the stack's own folder). */
  constructor(readonly path = join(stackTmpDir(ROOT, portOffset()), 'stopping')) {}

  /** What the emulators (and so the functions) are started with. */
  env(): Record<string, string> {
    return { [LOCAL_STOP_FLAG_ENV]: this.path };
  }

  /** Before a start: a flag left by a stop that was killed must not refuse the new stack's posts. */
  clear(): void {
    rmSync(this.path, { force: true });
  }

  /** From now on ingest refuses every post. */
  raise(): void {
    mkdirSync(dirname(this.path), { recursive: true });
    writeFileSync(this.path, `${new Date().toISOString()}\n`);
  }
}
