import { describe, expect, it } from 'vitest';
import { backendProcesses, cpuMasks } from './cpuIsolation.js';

// A bench's process tree: npm → bench.ts → emulators.ts exec, which starts the emulators (the
// firebase CLI with its Java emulators and a functions worker) and the measuring script (through
// a shell and npx), which starts Chromium.
const TREE = [
  { pid: 10, ppid: 1, cmdline: 'npm run bench -- client' },
  { pid: 11, ppid: 10, cmdline: 'node tsx scripts/bench.ts client' },
  {
    pid: 20,
    ppid: 11,
    cmdline: 'node /work/node_modules/.bin/tsx scripts/emulators.ts exec npx tsx scripts/bench/clientPerf.ts',
  },
  { pid: 30, ppid: 20, cmdline: 'node firebase emulators:start --only auth,firestore,functions,pubsub' },
  { pid: 31, ppid: 30, cmdline: 'java -jar firestore-emulator.jar' },
  { pid: 32, ppid: 30, cmdline: 'java -jar cloud-pubsub-emulator.jar' },
  { pid: 33, ppid: 30, cmdline: 'node functionsEmulatorRuntime' },
  { pid: 40, ppid: 20, cmdline: 'sh -c npx tsx scripts/bench/clientPerf.ts' },
  { pid: 41, ppid: 40, cmdline: 'npm exec tsx scripts/bench/clientPerf.ts' },
  { pid: 42, ppid: 41, cmdline: 'node scripts/bench/clientPerf.ts' },
  { pid: 50, ppid: 42, cmdline: '/usr/bin/chromium --headless' },
  { pid: 51, ppid: 50, cmdline: '/usr/bin/chromium --type=renderer' },
  { pid: 60, ppid: 1, cmdline: 'some other user process' },
];

describe("the bench's backend processes (kept off the pages' core while Lighthouse measures)", () => {
  it('are the emulators: not the measuring script, its ancestors, its browser or anything else', () => {
    expect(backendProcesses(TREE, 42).sort()).toEqual([30, 31, 32, 33]);
  });

  it('are none when the script does not run inside the emulators', () => {
    expect(backendProcesses(TREE, 60)).toEqual([]);
    expect(backendProcesses(TREE, 999)).toEqual([]);
  });
});

describe('the CPU masks the bench hands taskset', () => {
  it('are every CPU, and every CPU but the last', () => {
    expect(cpuMasks(2)).toEqual({ every: '3', others: '1' });
    expect(cpuMasks(8)).toEqual({ every: 'ff', others: '7f' });
  });
});
