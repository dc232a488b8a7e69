// `npm run typecheck`: every package's TypeScript project, one after the other, each incremental:
// what tsc learnt about unchanged files is kept under node_modules/.cache/tsc (one file per
// project, never in the tree), so a second run checks only what changed since. A clean clone has
// no cache and checks everything.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './emulatorSetup.js';

const PROJECTS = ['shared', 'functions', 'client', 'tests', 'scripts'];

for (const project of PROJECTS) {
  const buildInfo = join(ROOT, 'node_modules/.cache/tsc', `${project}.tsbuildinfo`);
  const r = spawnSync(
    process.execPath,
    [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', project, '--incremental', '--tsBuildInfoFile', buildInfo],
    {
      cwd: ROOT,
      stdio: 'inherit',
    },
  );
  if (r.status !== 0) process.exit(r.status ?? 1);
}
