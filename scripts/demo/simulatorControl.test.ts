import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stackTmpDir } from '../emulatorSetup.js';
import { claimControl, readControl, requestOfRunningSimulator } from './simulatorControl.js';

// An offset no stack uses, so the test's control file is nobody else's.
const OFFSET = '97000';
const path = () => join(stackTmpDir(), 'simulator-control.json');

describe('the simulator control file', () => {
  let before: string | undefined;
  beforeEach(() => {
    before = process.env.NEURON_PORT_OFFSET;
    process.env.NEURON_PORT_OFFSET = OFFSET;
    mkdirSync(stackTmpDir(), { recursive: true });
  });
  afterEach(() => {
    rmSync(stackTmpDir(), { recursive: true, force: true });
    if (before === undefined) delete process.env.NEURON_PORT_OFFSET;
    else process.env.NEURON_PORT_OFFSET = before;
  });

  it('hands an outage to the simulator that claimed it (another process), which reads it before its next post', () => {
    // The running simulator is another live process (here: this test's parent).
    writeFileSync(path(), JSON.stringify({ pid: process.ppid, outages: [], silent: [] }));
    const outage = { gateway: 'GW-2002', from: 1, until: Date.now() + 60_000 };
    expect(requestOfRunningSimulator([outage], ['S-1002'])).toBe(true);
    expect(readControl()).toEqual({ pid: process.ppid, outages: [outage], silent: ['S-1002'] });
  });

  it('finds no running simulator without a file, or with one of a process that is gone; its own is released on stop', () => {
    expect(requestOfRunningSimulator([], ['S-1002'])).toBe(false);
    const release = claimControl();
    expect(JSON.parse(readFileSync(path(), 'utf8'))).toMatchObject({ pid: process.pid });
    // Its own file: a request from the same process is not one for a running simulator.
    expect(requestOfRunningSimulator([], ['S-1002'])).toBe(false);
    release();
    expect(readControl()).toBeUndefined();
    writeFileSync(path(), JSON.stringify({ pid: 2 ** 22 + 7, outages: [], silent: [] }));
    expect(readControl()).toBeUndefined();
  });
});
