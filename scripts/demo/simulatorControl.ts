// How `npm run simulate -- --outage …` reaches the simulated gateway `npm start` runs: a small file
// in the stack's own temporary folder (one per checkout and port offset), which the running
// simulator reads before each post. Without a running simulator, `npm run simulate` runs its own.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stackTmpDir } from '../emulatorSetup.js';

/** A gateway that posts nothing (no samples, no heartbeat) from `from` until `until` (ms). */
export interface Outage {
  gateway: string;
  from: number;
  until: number;
}

export interface SimulatorControl {
  /** The process of the simulator that reads it. */
  pid: number;
  outages: Outage[];
  silent: string[];
}

const controlPath = () => join(stackTmpDir(), 'simulator-control.json');

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The control of the simulator running at this port offset, if one is. */
export function readControl(): SimulatorControl | undefined {
  try {
    const control = JSON.parse(readFileSync(controlPath(), 'utf8')) as SimulatorControl;
    return Number.isInteger(control.pid) && alive(control.pid) ? control : undefined;
  } catch {
    return undefined;
  }
}

/** This process runs the simulator: others' requests come through the file from now on. */
export function claimControl(): () => void {
  const mine: SimulatorControl = { pid: process.pid, outages: [], silent: [] };
  mkdirSync(stackTmpDir(), { recursive: true });
  writeFileSync(controlPath(), JSON.stringify(mine));
  return () => {
    if (readControl()?.pid === process.pid && existsSync(controlPath())) rmSync(controlPath(), { force: true });
  };
}

/** Hands outages and silent sensors to the running simulator; false when none runs. */
export function requestOfRunningSimulator(outages: readonly Outage[], silent: readonly string[]): boolean {
  const control = readControl();
  if (!control || control.pid === process.pid) return false;
  const now = Date.now();
  const next: SimulatorControl = {
    pid: control.pid,
    outages: [...control.outages.filter((o) => o.until > now), ...outages],
    silent: [...new Set([...control.silent, ...silent])],
  };
  writeFileSync(controlPath(), JSON.stringify(next));
  return true;
}
