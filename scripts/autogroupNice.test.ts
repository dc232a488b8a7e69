import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { childrenOf, niceSession, niceSessionsOf } from './autogroupNice.js';

const autogroups = existsSync('/proc/self/autogroup');

describe('sessions niced as a whole', () => {
  it.runIf(autogroups)('gives a detached child (a session of its own) and its children the nice value', async () => {
    // A session of its own with a child of its own, as the Firebase CLI and its Java emulators.
    const script =
      "require('child_process').spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' }); console.log('ready'); setInterval(() => {}, 1000)";
    const parent = spawn(process.execPath, ['-e', script], { detached: true, stdio: ['ignore', 'pipe', 'ignore'] });
    try {
      await new Promise((resolve) => parent.stdout.once('data', resolve));
      const [child] = childrenOf(parent.pid);
      expect(child).toBeGreaterThan(0);
      niceSession(parent.pid, 7);
      expect(readFileSync(`/proc/${parent.pid}/autogroup`, 'utf8')).toContain('nice 7');
      niceSessionsOf(parent.pid, 9);
      expect(readFileSync(`/proc/${child}/autogroup`, 'utf8')).toContain('nice 9');
    } finally {
      process.kill(-parent.pid!, 'SIGKILL');
    }
  });

  it('does nothing for no process or no nice value', () => {
    expect(() => niceSession(undefined, 10)).not.toThrow();
    expect(() => niceSession(process.pid, 0)).not.toThrow();
    expect(childrenOf(undefined)).toEqual([]);
  });
});
