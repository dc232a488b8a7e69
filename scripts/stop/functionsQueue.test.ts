import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lastQueueState, readFunctionsQueue } from './functionsQueue.js';

const state = (iso: string, queued: number, running: number) =>
  `[debug] [${iso}] [work-queue] {"queuedWork":[],"queueLength":${queued},"runningWork":[],"workRunningCount":${running}}`;
const other = (iso: string) => `[debug] [${iso}] [runtime-status] [123] Functions runtime initialized.`;

describe("the functions emulator's work queue, from the CLI's debug log", () => {
  it('takes the newest state', () => {
    const text = [
      state('2026-12-01T22:00:00.000Z', 3, 4),
      other('2026-12-01T22:00:01.000Z'),
      state('2026-12-01T22:00:02.000Z', 0, 1),
      other('2026-12-01T22:00:03.000Z'),
    ].join('\n');
    expect(lastQueueState(text, Date.parse('2026-12-01T21:00:00Z'))).toEqual({ queued: 0, running: 1 });
  });

  it("ignores a previous start's state (the log is appended to across starts), and a line cut short", () => {
    const old = state('2026-12-01T20:00:00.000Z', 0, 2);
    expect(lastQueueState(old, Date.parse('2026-12-01T21:00:00Z'))).toBeUndefined();
    const cut = `${state('2026-12-01T22:00:00.000Z', 1, 1)}\n[debug] [2026-12-01T22:00:01.000Z] [work-queue] {"queueLe`;
    expect(lastQueueState(cut, 0)).toEqual({ queued: 1, running: 1 });
  });

  it('reads the end of a real file, and says nothing when there is no file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'work-queue-'));
    try {
      const path = join(dir, 'firebase-debug.log');
      const filler = Array.from({ length: 5000 }, (_, i) => other(`2026-12-01T22:00:0${i % 10}.000Z`)).join('\n');
      writeFileSync(
        path,
        `${state('2026-12-01T22:00:00.000Z', 9, 9)}\n${filler}\n${state('2026-12-01T22:10:00.000Z', 0, 0)}\n`,
      );
      expect(readFunctionsQueue(path, 0)).toEqual({ queued: 0, running: 0 });
      expect(readFunctionsQueue(join(dir, 'none.log'), 0)).toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
