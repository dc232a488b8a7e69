import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_GATEWAYS, DEMO_SYSTEM_ID } from '../../scripts/demo/demoData.js';
import { isSnapshot } from '../../scripts/snapshots.js';
import { functionUrl, ports } from '../../scripts/ports.js';
import { eventually } from '../support/emulators.js';
import { inParallel } from '../support/pipeline.js';
import {
  type Child,
  documentIds,
  extraOffset,
  hubStackStartAndStop,
  seedDemoOn,
  startScript,
  writeDocument,
} from '../support/startStack.js';

// `npm start` beside this test run (as a user would run both): its own stack at its own offset,
// its data in a folder of its own (never the checkout's .emulator-data/). A minimal one, to keep
// the suite's time: no client, no build (the test run built the functions, and a rebuild would
// reload the test run's own functions emulator), no simulated gateway and no seven days of
// seeded history; the demo system, its gateways and sensors are seeded from here.
const START = extraOffset(0);
const OTHER = extraOffset(1);
// Five waves of 20 in flight on one sensor's documents: enough to prove that what is answered 202
// is stored under the start stack's bound on concurrent function runs. The 1,000-post burst, whose
// time mostly measures contended writes to one document, is in `npm run bench` (docs/TESTING.md).
const BURST = 100;
const CONCURRENT = 20;
const gateway = DEMO_GATEWAYS[0];
const SN = 'S-1002';

/** Every file under a folder, read as text (a Firestore export keeps string values verbatim). */
function allText(dir: string): string {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((f) => join(dir, f))
    .filter((f) => statSync(f).isFile())
    .map((f) => readFileSync(f, 'latin1'))
    .join('\n');
}

describe('`npm start` beside other stacks of the same checkout', () => {
  const work = mkdtempSync(join(tmpdir(), 'neuron-start-'));
  const dataDir = join(work, 'data');
  let start: Child;

  beforeAll(async () => {
    start = startScript(START, [
      '--no-build',
      '--no-client',
      '--no-demo',
      '--data',
      dataDir,
      '--log',
      join(work, 'start.log'),
      '--snapshot-minutes',
      '0',
    ]);
    await start.waitForOutput('Neuron is running', 240_000);
    await seedDemoOn(START);
  }, 300_000);

  afterAll(async () => {
    if (start.process.exitCode === null && start.process.signalCode === null) {
      start.interrupt();
      await start.exit();
    }
    rmSync(work, { recursive: true, force: true });
  }, 180_000);

  it('saves a first snapshot once the emulators are up', () => {
    expect(isSnapshot(dataDir)).toBe(true);
  });

  it(`stores every sample answered 202 of ${BURST} single-sample posts, ${CONCURRENT} at a time, for one sensor; any other answer is a JSON 503 with Retry-After`, async () => {
    const url = functionUrl('ingest', ports(START));
    // Minutes in the past, off the seeded history's 5-minute grid and before the simulator's samples.
    const base = Date.now() - 30 * 60_000 + 7;
    const times = Array.from({ length: BURST }, (_, i) => base + i * 1000);
    const posting = Date.now();
    const answers = await inParallel(times, CONCURRENT, async (time) => {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${gateway.key}` },
        body: JSON.stringify({ gatewaySn: gateway.sn, samples: [{ sn: SN, time, rawValues: [700] }] }),
      });
      const text = await res.text();
      return {
        time,
        status: res.status,
        retryAfter: res.headers.get('retry-after'),
        type: res.headers.get('content-type'),
        text,
      };
    });
    const accepted = answers.filter((a) => a.status === 202).map((a) => String(a.time));
    const refused = answers.filter((a) => a.status !== 202);
    console.log(
      `burst: ${accepted.length} of ${BURST} answered 202, ${refused.length} refused, in ${Math.round((Date.now() - posting) / 1000)} s`,
    );
    for (const a of refused) {
      expect({ status: a.status, retryAfter: a.retryAfter, type: a.type }).toEqual({
        status: 503,
        retryAfter: expect.stringMatching(/^\d+$/),
        type: expect.stringContaining('application/json'),
      });
      expect(JSON.parse(a.text)).toEqual(expect.objectContaining({ error: expect.any(String) }));
    }
    expect(accepted.length).toBeGreaterThan(0);
    // Every accepted sample is in history (its id is its time), however long the backlog takes.
    const history = `system/${DEMO_SYSTEM_ID}/devices/${SN}/samples`;
    let missing = accepted;
    await eventually(async () => {
      const stored = await documentIds(START, history);
      missing = accepted.filter((t) => !stored.has(t));
      return missing.length === 0 ? true : undefined;
    }, 300_000).catch(() => undefined); // what is still missing is reported below
    const after = Math.round((Date.now() - posting) / 1000);
    console.log(
      `burst: ${accepted.length - missing.length} of ${accepted.length} accepted stored ${after} s after the first post`,
    );
    expect(missing).toEqual([]);
  }, 900_000);

  it('Ctrl-C saves through its own hub: a document written before another stack of the checkout started and stopped is in the export', async () => {
    const token = `kept-${Date.now()}`;
    await writeDocument(START, 'probes/start-stack', { token });
    // Another stack of the same checkout: starts its hub (locator file), runs a command, stops.
    const other = hubStackStartAndStop(OTHER);
    expect(await other.exit(), other.output).toBe(0);

    start.interrupt();
    // npm itself ends by the Ctrl-C (as in a terminal); the script's own shutdown is what saves.
    const code = await start.exit();
    expect(code === 0 || start.process.signalCode === 'SIGINT', start.output).toBe(true);
    expect(start.output).toContain(`Saved the emulator data to ${dataDir}`);
    expect(start.output).not.toContain('Could not save');
    expect(isSnapshot(dataDir)).toBe(true);
    expect(existsSync(`${dataDir}.next`) || existsSync(`${dataDir}.previous`)).toBe(false);
    expect(allText(join(dataDir, 'firestore_export'))).toContain(token);
  }, 300_000);
});
