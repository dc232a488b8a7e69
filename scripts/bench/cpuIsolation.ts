import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

// Lighthouse judges a phone's main thread by the wall time of its tasks. On the bench's machine of
// two cores that thread shares them with the Firebase emulators (the stand-in for Google's
// servers), the bench itself (Lighthouse, the preview server), the browser's other processes (its
// own, and the GPU process's compositor, in software here) and its page's helper threads (V8
// parses every script in the background again on every run). A scheduler trace of the systems
// page (docs/FIRST_LOAD_LATER.md, "An eighth round") had the main thread ready to run but waiting for a
// core during 272 of the 590 ms of its long tasks: the blocking time was half other programs'. A
// phone has cores to spare for all of those; here the bench gives the pages' main threads a core
// of their own while Lighthouse measures (keepCoreForPages).

interface Proc {
  pid: number;
  ppid: number;
  cmdline: string;
}

function processes(): Proc[] {
  const all: Proc[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command's name may hold spaces and parentheses: the fields start after the last ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
      all.push({ pid: Number(entry), ppid, cmdline });
    } catch {
      // gone meanwhile
    }
  }
  return all;
}

/**
 * The processes of the emulators this script runs in (`tsx scripts/emulators.ts exec`): the
 * descendants of that process, less this script's own line of ancestors and its descendants
 * (the browser it starts). Pure, for the test.
 */
export function backendProcesses(all: Proc[], self: number): number[] {
  const byPid = new Map(all.map((p) => [p.pid, p]));
  const ancestors = new Set<number>();
  let root: number | undefined;
  for (let p = byPid.get(self); p; p = byPid.get(p.ppid)) {
    ancestors.add(p.pid);
    if (/scripts\/emulators\.ts\s+exec/.test(p.cmdline)) {
      root = p.pid;
      break;
    }
  }
  if (root === undefined) return [];
  return descendants(all, root, (pid) => !ancestors.has(pid)).map((p) => p.pid);
}

/** A process's descendants, not going below a process that `keep` refuses. */
function descendants(all: Proc[], of: number, keep: (pid: number) => boolean = () => true): Proc[] {
  const children = new Map<number, Proc[]>();
  for (const p of all) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p]);
  const found: Proc[] = [];
  const visit = (pid: number) => {
    for (const child of children.get(pid) ?? []) {
      if (!keep(child.pid)) continue;
      found.push(child);
      visit(child.pid);
    }
  };
  visit(of);
  return found;
}

const isPageProcess = (cmdline: string) => cmdline.includes('--type=renderer');

function isPage(pid: number): boolean {
  try {
    return isPageProcess(readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
  } catch {
    return false;
  }
}

/** The processes a process started, from any of its threads. */
function childrenOf(pid: number): number[] {
  const found: number[] = [];
  try {
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      const list = readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').trim();
      if (list) found.push(...list.split(' ').map(Number));
    }
  } catch {
    // gone, or a kernel without the children lists
  }
  return found;
}

/** CPU masks for taskset: every CPU, and every CPU but the last. Pure, for the test. */
export function cpuMasks(cpus: number): { every: string; others: string } {
  return { every: (2 ** cpus - 1).toString(16), others: (2 ** (cpus - 1) - 1).toString(16) };
}

/** Sets a process's (or one thread's) CPUs; `then` runs once taskset has, or has failed. */
function setAffinity(mask: string, pid: number, allThreads: boolean, then?: () => void): void {
  const child = spawn('taskset', [...(allThreads ? ['-a'] : []), '-p', mask, String(pid)], { stdio: 'ignore' });
  child.on('error', () => undefined); // no taskset: the bench measures as before
  child.on('close', () => then?.());
}

/**
 * Gives the pages' main threads the machine's last core to themselves until the returned
 * function is called: every other process of the bench (the emulators, this process, the
 * browser's processes) and every other thread of a page's process is kept to the other cores.
 * A page's process is new for each Lighthouse run. The browser's zygotes, which start them, are
 * kept off the last core, so a new page process starts there too; a look at the zygotes' children
 * every 10 ms gives its main thread (the process's first thread) the last core back and keeps the
 * threads started later off it. The returned function puts everything back on every core. A
 * machine of one core, or without /proc or taskset, is left as it is.
 */
export function keepCoreForPages(): () => void {
  const cpus = availableParallelism();
  if (cpus < 2) return () => undefined;
  let all: Proc[];
  try {
    all = processes();
  } catch {
    return () => undefined;
  }
  const { every, others } = cpuMasks(cpus);
  const pages = new Map<number, Set<number>>(); // page process → its threads already placed
  const place = (pid: number) => {
    let placed = pages.get(pid);
    if (!placed) {
      placed = new Set([pid]);
      pages.set(pid, placed);
      // One after the other: run side by side, the whole process's setting could land last.
      setAffinity(others, pid, true, () => setAffinity(every, pid, false));
    }
    let threads: string[];
    try {
      threads = readdirSync(`/proc/${pid}/task`);
    } catch {
      pages.delete(pid); // gone
      return;
    }
    for (const tid of threads.map(Number)) {
      if (placed.has(tid)) continue;
      placed.add(tid);
      setAffinity(others, tid, false);
    }
  };
  const ours = (now: Proc[]) => [...backendProcesses(now, process.pid), process.pid];
  for (const pid of ours(all)) setAffinity(others, pid, true);
  const browser = descendants(all, process.pid);
  for (const p of browser) if (!isPageProcess(p.cmdline)) setAffinity(others, p.pid, true);
  for (const p of browser) if (isPageProcess(p.cmdline)) place(p.pid);
  // A Lighthouse run's page starts its work some tens of milliseconds after its process; a look
  // every 10 ms is a few small reads.
  const zygotes = browser.filter((p) => p.cmdline.includes('--type=zygote')).map((p) => p.pid);
  const timer = setInterval(() => {
    for (const zygote of zygotes) for (const pid of childrenOf(zygote)) if (pages.has(pid) || isPage(pid)) place(pid);
  }, 10);
  return () => {
    clearInterval(timer);
    try {
      const now = processes();
      for (const pid of [...ours(now), ...descendants(now, process.pid).map((p) => p.pid)])
        setAffinity(every, pid, true);
    } catch {
      // /proc unreadable: the processes keep their cores until the bench ends
    }
  };
}
