import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Snapshots, isSnapshot, recoverSnapshot, snapshotFolders, takeSnapshot } from './snapshots.js';

/** A whole snapshot folder holding one marker file. */
function fakeSnapshot(dir: string, marker: string): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'firebase-export-metadata.json'), '{}');
  writeFileSync(join(dir, 'marker'), marker);
}

/** A port nothing listens on (bound, then released). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  await new Promise((r) => server.close(r));
  return port;
}

describe('snapshots of the emulator data', () => {
  let root: string;
  let dataDir: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'neuron-snapshots-'));
    dataDir = join(root, '.emulator-data');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('a failed export (no hub answering) says why and leaves the previous snapshot as it was', async () => {
    fakeSnapshot(dataDir, 'before');
    const outcome = await takeSnapshot(await closedPort(), dataDir, { workDir: root });
    expect(outcome).toEqual({ ok: false, reason: expect.stringContaining('the emulator hub did not answer') });
    expect(readFileSync(join(dataDir, 'marker'), 'utf8')).toBe('before');
    expect(existsSync(snapshotFolders(dataDir).next)).toBe(false);
  });

  it('the warning on screen names the snapshot that is kept', async () => {
    fakeSnapshot(dataDir, 'before');
    const warnings: string[] = [];
    const snapshots = new Snapshots(
      { hubPort: await closedPort(), dataDir, workDir: root },
      () => {},
      (l) => warnings.push(l),
    );
    await snapshots.take('on stop');
    expect(warnings).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Could not save the emulator data \\(on stop\\): .+\\. The data saved before this start is kept in ${dataDir}\\.$`,
        ),
      ),
    ]);
  });

  it('after a stop between the two renames of a swap, the newest whole snapshot is put back', () => {
    const { next, previous } = snapshotFolders(dataDir);
    fakeSnapshot(previous, 'old');
    fakeSnapshot(next, 'new');
    expect(recoverSnapshot(dataDir)).toMatch(/Restored the last whole snapshot/);
    expect(readFileSync(join(dataDir, 'marker'), 'utf8')).toBe('new');
    expect(recoverSnapshot(dataDir)).toBeUndefined();
  });

  it('a half-written export is not taken for a snapshot', () => {
    const { next } = snapshotFolders(dataDir);
    mkdirSync(join(next, 'firestore_export'), { recursive: true });
    expect(recoverSnapshot(dataDir)).toBeUndefined();
    expect(isSnapshot(dataDir)).toBe(false);
  });
});
