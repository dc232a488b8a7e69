import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { interruptStackGroups, newStackGroupsFolder, noteStackGroup } from './stackGroups.js';

describe('stack groups of a run', () => {
  it('notes a group, forgets one, and gives a Ctrl-C to each still noted', async () => {
    const folder = newStackGroupsFolder();
    // A process group of its own that ends on SIGINT, as `npm start` does after its stop; it says
    // when its handler is in place.
    const script = "process.on('SIGINT', () => process.exit(7)); console.log('ready'); setInterval(() => {}, 1000)";
    const child = spawn(process.execPath, ['-e', script], { detached: true, stdio: ['ignore', 'pipe', 'ignore'] });
    const ended = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    await new Promise((resolve) => child.stdout.once('data', resolve));

    noteStackGroup(999_999_999, folder)(); // noted, then forgotten (its stack stopped on its own)
    noteStackGroup(child.pid!, folder);
    expect(readdirSync(folder)).toEqual([String(child.pid)]);

    expect(interruptStackGroups(folder)).toEqual([child.pid]);
    expect(await ended).toBe(7);
    expect(existsSync(folder)).toBe(false);
  });

  it('notes nothing when the run named no folder', () => {
    expect(() => noteStackGroup(123, undefined)()).not.toThrow();
  });
});
