// Snapshots of `npm start`'s emulator data (Auth users, Firestore documents). They are taken
// through the emulator hub this stack started, at its own port: never through the Firebase CLI's
// look-up by project id, which another stack could have replaced or removed. Each snapshot is
// written to a folder of its own and only then swapped in, so a failed or interrupted export
// leaves the previous snapshot whole.
import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';

/** The file an export writes last (the CLI's HubExport): a folder with it is a whole snapshot. */
const METADATA = 'firebase-export-metadata.json';

/** Whether a folder holds a whole snapshot the emulators can import. */
export function isSnapshot(dir: string): boolean {
  return existsSync(join(dir, METADATA));
}

/** The folders beside the data folder: the export being written, and the one being replaced. */
export function snapshotFolders(dataDir: string): { next: string; previous: string } {
  return { next: `${dataDir}.next`, previous: `${dataDir}.previous` };
}

/**
 * Before the emulators import: when a stop came between the two renames of a swap (the data
 * folder moved aside, the new one not yet in place), puts the newest whole snapshot back in
 * place. Returns what it did, for the screen, or undefined when nothing was needed.
 */
export function recoverSnapshot(dataDir: string): string | undefined {
  if (isSnapshot(dataDir)) return undefined;
  const { next, previous } = snapshotFolders(dataDir);
  for (const candidate of [next, previous]) {
    if (!isSnapshot(candidate)) continue;
    rmSync(dataDir, { recursive: true, force: true });
    renameSync(candidate, dataDir);
    return `Restored the last whole snapshot from ${basename(candidate)} (the previous stop was interrupted).`;
  }
  return undefined;
}

export type SnapshotOutcome = { ok: true; ms: number } | { ok: false; reason: string };

/** What the hub answered to an export request: its own message when it sent one. */
async function hubMessage(res: Response): Promise<string> {
  const text = await res.text().catch(() => '');
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && 'message' in parsed) return String(parsed.message);
  } catch {
    // Not JSON: the status says enough.
  }
  return `the emulator hub answered ${res.status}`;
}

/**
 * Exports the running emulators' data into `dataDir`: into `<dataDir>.next` through the hub at
 * `hubPort`, then swapped in by two renames (the old snapshot is removed only after). On any
 * failure the data folder is left as it was and the reason comes back in plain words.
 * `workDir` is the emulators' working folder, where the hub keeps its own temporary export
 * folder (`firebase-export-*`), left behind when an export fails part way: removed here.
 */
export async function takeSnapshot(
  hubPort: number,
  dataDir: string,
  { workDir, timeoutMs = 300_000 }: { workDir?: string; timeoutMs?: number } = {},
): Promise<SnapshotOutcome> {
  const started = Date.now();
  const { next, previous } = snapshotFolders(dataDir);
  rmSync(next, { recursive: true, force: true });
  let reason: string | undefined;
  try {
    const res = await fetch(`http://127.0.0.1:${hubPort}/_admin/export`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: next, initiatedBy: 'neuron-start' }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) reason = await hubMessage(res);
    else if (!isSnapshot(next)) reason = 'the export finished without its metadata file';
  } catch (e) {
    const cause = e instanceof Error && e.cause instanceof Error ? e.cause.message : '';
    reason =
      e instanceof Error && e.name === 'TimeoutError'
        ? `the emulators did not finish the export within ${Math.round(timeoutMs / 1000)} s`
        : `the emulator hub did not answer (${cause || String(e)}); are the emulators still running?`;
  }
  if (reason !== undefined) {
    rmSync(next, { recursive: true, force: true });
    if (workDir) removeHubTemporaries(workDir, started);
    return { ok: false, reason };
  }
  rmSync(previous, { recursive: true, force: true });
  if (existsSync(dataDir)) renameSync(dataDir, previous);
  renameSync(next, dataDir);
  rmSync(previous, { recursive: true, force: true });
  return { ok: true, ms: Date.now() - started };
}

/** The hub's temporary export folders (`firebase-export-<ms><random>`) made since `sinceMs`. */
function removeHubTemporaries(workDir: string, sinceMs: number): void {
  if (!existsSync(workDir)) return;
  for (const name of readdirSync(workDir)) {
    const made = /^firebase-export-(\d{13})/.exec(name);
    if (made && Number(made[1]) >= sinceMs - 1000) rmSync(join(workDir, name), { recursive: true, force: true });
  }
}

/** Where the data is kept and where a stack's emulators keep their temporary files. */
export interface SnapshotPlace {
  hubPort: number;
  dataDir: string;
  workDir: string;
}

const clock = (d: Date) => d.toTimeString().slice(0, 5);

/**
 * The snapshots of one running stack: one at a time (a request while one runs waits for it),
 * every few minutes, and on request (after the seed, on stop). Success goes to `note` (the log
 * file); a failure to `warn` (the screen), saying what is kept instead.
 */
export class Snapshots {
  private chain: Promise<unknown> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  private lastGood: Date | undefined;

  constructor(
    private readonly place: SnapshotPlace,
    private readonly note: (line: string) => void,
    private readonly warn: (line: string) => void,
  ) {}

  /** Takes a snapshot once the one running (if any) is done; `why` is for the messages. */
  take(why: string): Promise<SnapshotOutcome> {
    const run = async (): Promise<SnapshotOutcome> => {
      const { hubPort, dataDir, workDir } = this.place;
      const outcome = await takeSnapshot(hubPort, dataDir, { workDir });
      if (outcome.ok) {
        this.lastGood = new Date();
        this.note(`Saved the emulator data (${why}) to ${dataDir} in ${(outcome.ms / 1000).toFixed(1)} s.`);
      } else {
        this.warn(`Could not save the emulator data (${why}): ${outcome.reason}. ${this.kept()}`);
      }
      return outcome;
    };
    const result = this.chain.then(run, run);
    this.chain = result;
    return result;
  }

  /** Takes a snapshot every `minutes` from now on (0: never). */
  every(minutes: number): void {
    if (minutes <= 0) return;
    this.timer = setInterval(() => void this.take('periodic snapshot'), minutes * 60_000);
    this.timer.unref();
  }

  /** Stops the periodic snapshots and waits for one in progress. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.chain.catch(() => undefined);
  }

  private kept(): string {
    const { dataDir } = this.place;
    if (this.lastGood) return `The snapshot saved at ${clock(this.lastGood)} is kept in ${dataDir}.`;
    if (isSnapshot(dataDir)) return `The data saved before this start is kept in ${dataDir}.`;
    return 'Nothing has been saved yet.';
  }
}
