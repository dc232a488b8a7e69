// CPU time of the emulator processes, by part, read from /proc (Linux): what a phase of the
// pipeline bench cost each part of the emulator suite, to tell how much of a throughput gap is
// the sample path's own work and how much is the emulators'.
import { readFileSync, readdirSync, readlinkSync } from 'node:fs';

/** The parts of the emulator suite, told apart by their command lines. */
const PARTS: readonly (readonly [string, RegExp])[] = [
  ['Firestore emulator', /firestore-emulator/],
  ['Pub/Sub emulator', /pubsub-emulator/],
  ['function workers', /functionsEmulatorRuntime/],
  ['emulator CLI (proxy, logs)', /firebase\S* emulators:/],
];

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux builds for x86 and arm). */
const TICKS_PER_SECOND = 100;

/**
 * Seconds of CPU (user + system) each part has used so far; empty where /proc is not there.
 * `root`: only processes working in that folder (the machine is shared: another checkout's
 * emulators must not count).
 */
export function cpuSecondsByPart(root?: string): Record<string, number> {
  const seconds: Record<string, number> = {};
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((p) => /^\d+$/.test(p));
  } catch {
    return seconds;
  }
  for (const pid of pids) {
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      const part = PARTS.find(([, pattern]) => pattern.test(cmdline))?.[0];
      if (!part) continue;
      if (root && !readlinkSync(`/proc/${pid}/cwd`).startsWith(root)) continue;
      // Fields after the command name's closing parenthesis: utime and stime are the 12th and 13th.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(')').at(-1)!.trim().split(' ');
      seconds[part] = (seconds[part] ?? 0) + (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return seconds;
}

/**
 * CPU seconds per part between two readings. A worker process that ended in between takes its
 * time with it (the functions emulator keeps its workers while a bench phase runs).
 */
export function cpuSpent(before: Record<string, number>, after: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.keys(after).map((k) => [k, Math.max(0, after[k] - (before[k] ?? 0))]));
}
