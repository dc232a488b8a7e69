// Linux (with autogroups, as on these machines: /proc/sys/kernel/sched_autogroup_enabled) shares
// the CPU between sessions first and only then between the processes of one session by their nice
// value. Every process started in a session of its own (a detached child: a suite run, an emulator
// stack, the Java emulators the Firebase CLI starts) is a group of its own at nice 0, whatever the
// nice value it inherited: `nice -n 10` alone had left the checks of `npm test` a share of the CPU
// equal to each such group's, and on a clean clone they ended after the last shard
// (docs/TEST_TIMES.md). A session's share is set by writing a nice value to /proc/<pid>/autogroup.
import { getPriority } from 'node:os';

import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

/** Gives the session of `pid` the nice value `niceness` (nothing where there are no autogroups). */
export function niceSession(pid: number | undefined, niceness: number): void {
  if (!pid || niceness <= 0) return;
  try {
    writeFileSync(`/proc/${pid}/autogroup`, String(niceness));
  } catch {
    // No autogroups (or not Linux), or the process is gone: nothing to share.
  }
}

/** The processes whose parent is `pid` (read from /proc; none where there is no /proc). */
export function childrenOf(pid: number | undefined): number[] {
  if (!pid) return [];
  const found: number[] = [];
  let entries: string[] = [];
  try {
    entries = readdirSync('/proc').filter((e) => /^\d+$/.test(e));
  } catch {
    return [];
  }
  for (const entry of entries) {
    try {
      // "pid (comm) state ppid …": the command may hold spaces, the fields after it do not.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) found.push(Number(entry));
    } catch {
      // Gone meanwhile.
    }
  }
  return found;
}

/** Gives `pid`'s session and its children's (the Java emulators' own) `niceness`, by default this process's own. */
export function niceSessionsOf(pid: number | undefined, niceness = getPriority()): void {
  niceSession(pid, niceness);
  for (const child of childrenOf(pid)) niceSession(child, niceness);
}
