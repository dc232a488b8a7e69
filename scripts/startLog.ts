// What `npm start` shows of its children's output: everything goes to a log file; the screen gets
// only what needs attention (errors, warnings, a function's logged error), so the banner with
// the URL, demo users and gateway keys stays the last thing on screen.
import type { ChildProcess } from 'node:child_process';
import type { Writable } from 'node:stream';

// A functions-emulator line about one invocation ("Beginning execution of", "Finished … in"),
// or a function's own log line at info/debug severity: log file only.
const ROUTINE = [
  /Beginning execution of/,
  /Finished "[^"]*" in/,
  /"severity":"(INFO|DEBUG|NOTICE)"/,
  /^\s*>\s+\{/, // a structured log line without an error severity
];

// Lines that need attention even when they look routine.
const ATTENTION = [
  /\b\w*Error:/,
  /✖|⬢/,
  /\b(error|failed|exception|unhandled|crash(ed)?)\b/i,
  /"severity":"(WARNING|ERROR|CRITICAL|ALERT|EMERGENCY)"/,
];

// The emulators' own chatter while they start and stop: log file only, unless it is a problem.
const STARTUP = [
  /^\s*[i✔]\s/,
  /^\s*⚠\s+\w+: (Env variable override|package\.json indicates|Please note)/,
  /You are not currently authenticated|The Emulator UI is not starting/,
];

// Expected on an offline machine with the demo project, though worded like a problem ("This is
// not a fatal error…"): log file only, checked before the words that call for attention.
const EXPECTED_OFFLINE = [/Unable to fetch the CLI MOTD/];

/** Whether a line of a child's output belongs on the screen (besides the log file). */
export function showOnScreen(line: string): boolean {
  if (line.trim() === '') return false;
  if (EXPECTED_OFFLINE.some((r) => r.test(line))) return false;
  if (ATTENTION.some((r) => r.test(line))) return true;
  if (ROUTINE.some((r) => r.test(line))) return false;
  if (STARTUP.some((r) => r.test(line))) return false;
  return /⚠/.test(line);
}

/**
 * A line as the screen shows it: a function's structured log entry (`>  {"severity":…,
 * "message":…}`) as one plain line, its severity's mark and its message's first line (the log
 * file keeps the whole entry: its details and stack); any other line as it is.
 */
export function screenLine(line: string): string {
  const json = /^\s*>\s+(\{.*\})\s*$/.exec(line)?.[1];
  if (!json) return line;
  let entry: { severity?: unknown; message?: unknown };
  try {
    entry = JSON.parse(json) as typeof entry;
  } catch {
    return line;
  }
  if (typeof entry.message !== 'string' || entry.message === '') return line;
  const mark = entry.severity === 'WARNING' ? '⚠' : '✖';
  const details = Object.keys(entry).some((k) => k !== 'severity' && k !== 'message') ? ' (details in the log)' : '';
  return `${mark}  ${entry.message.split('\n')[0]}${details}`;
}

/** Sends a child's stdout and stderr to the log, and the lines that need attention to the screen. */
export function teeChildOutput(child: ChildProcess, log: Writable, screen: Writable = process.stderr): void {
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      log.write(chunk);
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) if (showOnScreen(line)) screen.write(`${screenLine(line)}\n`);
    });
    stream.on('end', () => {
      if (showOnScreen(rest)) screen.write(`${screenLine(rest)}\n`);
    });
  }
}
