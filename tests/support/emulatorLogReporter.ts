// A Vitest reporter for the emulator run: the emulators' and functions' output goes to a log file
// (scripts/emulatorStack.ts, named by NEURON_EMULATOR_LOG), and a test file that fails prints the
// part of it written while that file ran, so a failure comes with its functions' errors without a
// green run printing thousands of lines. The suites run one file at a time (vitest.config.ts), so
// the bytes written between a file's start and end are that file's.
import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** The emulator's per-invocation lines: they say nothing a failure needs. */
const ROUTINE = [
  /Beginning execution of "/,
  /Finished "[^"]*" in /,
  /Callable request verification passed/,
  /Loaded environment variables from \.env/, // a new function worker
];
const MAX_LINES = 80;

function sizeOf(path: string): number {
  try {
    return statSync(path).size;
  } catch {
    return 0;
  }
}

function readRange(path: string, from: number, to: number): string {
  const fd = openSync(path, 'r');
  try {
    const buffer = Buffer.alloc(Math.max(0, to - from));
    readSync(fd, buffer, 0, buffer.length, from);
    return buffer.toString('utf8');
  } finally {
    closeSync(fd);
  }
}

/** The last lines of a file's share of the log that say more than "a function ran". */
export function excerpt(text: string, maxLines = MAX_LINES): string[] {
  const lines = text.split('\n').filter((l) => l.trim() !== '' && !ROUTINE.some((r) => r.test(l)));
  return lines.slice(-maxLines);
}

export default class EmulatorLogReporter implements Reporter {
  private readonly log = process.env.NEURON_EMULATOR_LOG;
  private readonly startedAt = new Map<string, number>();

  onTestModuleStart(testModule: TestModule): void {
    if (this.log) this.startedAt.set(testModule.moduleId, sizeOf(this.log));
  }

  onTestModuleEnd(testModule: TestModule): void {
    if (!this.log || testModule.ok()) return;
    const from = this.startedAt.get(testModule.moduleId) ?? 0;
    const lines = excerpt(readRange(this.log, from, sizeOf(this.log)));
    const name = relative(process.cwd(), testModule.moduleId);
    const header = `──── emulator and function output while ${name} ran (last ${lines.length} lines of note; all of it in ${relative(process.cwd(), this.log)}) ────`;
    console.log(`\n${header}\n${lines.join('\n')}\n${'─'.repeat(Math.min(header.length, 100))}\n`);
  }
}
