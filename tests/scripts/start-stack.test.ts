import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_GATEWAYS, DEMO_SYSTEM_ID } from '../../scripts/demo/demoData.js';
import { DEMO_OUTAGE_ENV, OUTAGE_GATEWAY, SILENT_SENSOR } from '../../scripts/demo/demoOutage.js';
import { DEMO_HISTORY_ENV } from '../../scripts/demo/seedHistory.js';
import { RUN_LOG_DIR } from '../../scripts/emulatorStack.js';
import { isSnapshot } from '../../scripts/snapshots.js';
import { functionUrl, ports } from '../../scripts/ports.js';
import { demoStackReads } from '../support/demoStackReads.js';
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
// its data in a folder of its own (never the checkout's .emulator-data/). The first start is a
// minimal one, to keep the suite's time: no client, no build (the test run built the functions,
// and a rebuild would reload the test run's own functions emulator), no simulated gateway and no
// seven days of seeded history; the demo system, its gateways and sensors are seeded from here.
// The restart (the same data) is the demo as a user's `npm start` runs it, with its simulated
// gateway, scheduler and held timers, and its staged outage (scripts/demo/demoOutage.ts) brought
// forward (the gateway offline 45 s after its staged last report instead of 2 minutes, back a
// minute later): one stack start for both stories, where each had its own (docs/TEST_TIMES.md).
// Nothing here calls a sweep or a timer: it only reads what the stack shows.
const START = extraOffset(0);
const OTHER = extraOffset(1);
// A burst from an outside gateway (its own posting loop with a demo gateway key, not the
// simulator), 20 in flight, with Ctrl-C once STOP_AFTER posts were answered 202: enough for a
// backlog in Pub/Sub and function runs in flight when the stop begins, and for posts after it.
// The 1,000-post burst without a stop is in `npm run bench` (docs/TEST_TIMES.md, "Bursts").
const BURST = 150;
const CONCURRENT = 20;
const STOP_AFTER = 50;
const gateway = DEMO_GATEWAYS[0];
// A sensor the demo's outage leaves alone (not the silent one, not behind the outage gateway).
const SN = 'S-1001';
const OUTAGE_SENSORS = ['S-1005', 'S-1006'];
const demo = demoStackReads(START);

/** The last lines of a log, for a failure's message. */
const logTail = (path: string, lines = 40) =>
  existsSync(path) ? readFileSync(path, 'utf8').split('\n').slice(-lines).join('\n') : '(no log yet)';

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
  // Each start logs to a file of its own (a start rewrites its log): both are kept (afterAll).
  const startArgs = (log: string, withDemo = false) => [
    '--no-build',
    '--no-client',
    ...(withDemo ? [] : ['--no-demo']),
    '--data',
    dataDir,
    '--log',
    join(work, log),
    '--snapshot-minutes',
    '0',
  ];

  beforeAll(async () => {
    start = startScript(START, startArgs('start.log'));
    await start.waitForOutput('Neuron is running', 240_000);
    await seedDemoOn(START);
  }, 300_000);

  afterAll(async () => {
    if (start.process.exitCode === null && start.process.signalCode === null) {
      start.interrupt();
      await start.exit();
    }
    // The stack's own logs (its emulators and functions) go with the run's logs: a failure here
    // is read from them after the temporary folder is gone.
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    for (const log of ['start.log', 'restart.log']) {
      if (!existsSync(join(work, log))) continue;
      mkdirSync(RUN_LOG_DIR, { recursive: true });
      copyFileSync(join(work, log), join(RUN_LOG_DIR, `start-stack-${stamp}-${log}`));
    }
    rmSync(work, { recursive: true, force: true });
  }, 180_000);

  it('saves a first snapshot once the emulators are up', () => {
    expect(isSnapshot(dataDir)).toBe(true);
  });

  /** Each post of the burst: its sample time and the answer, or the connection's failure once the stack is gone. */
  type Answer = { time: number; status: number; retryAfter: string | null; type: string | null; text: string };
  let answers: (Answer | { time: number; failed: string })[] = [];
  const answered = () => answers.filter((a): a is Answer => 'status' in a);
  const accepted = () =>
    answered()
      .filter((a) => a.status === 202)
      .map((a) => String(a.time));

  it('Ctrl-C in the middle of a burst from an outside gateway: every later post is a JSON 503 with Retry-After, the stop waits for what was accepted and saves through its own hub (a document written before another stack of the checkout started and stopped is in the export)', async () => {
    const token = `kept-${Date.now()}`;
    await writeDocument(START, 'probes/start-stack', { token });
    // Another stack of the same checkout: starts its hub (locator file), runs a command, stops.
    const other = hubStackStartAndStop(OTHER);
    expect(await other.exit(), other.output).toBe(0);

    const url = functionUrl('ingest', ports(START));
    // Minutes in the past (within the online window, so the restart's sweep leaves the sensor
    // online), off the seeded history's 5-minute grid.
    const base = Date.now() - 10 * 60_000 + 7;
    const times = Array.from({ length: BURST }, (_, i) => base + i * 1000);
    let acceptedSoFar = 0;
    let interruptedAt: number | undefined;
    const posting = Date.now();
    answers = await inParallel(times, CONCURRENT, async (time) => {
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${gateway.key}` },
          body: JSON.stringify({ gatewaySn: gateway.sn, samples: [{ sn: SN, time, rawValues: [700] }] }),
        });
        const answer = {
          time,
          status: res.status,
          retryAfter: res.headers.get('retry-after'),
          type: res.headers.get('content-type'),
          text: await res.text(),
        };
        if (answer.status === 202 && ++acceptedSoFar === STOP_AFTER) {
          interruptedAt = Date.now();
          start.interrupt();
        }
        return answer;
      } catch (e) {
        return { time, failed: e instanceof Error ? `${e.message} ${String(e.cause)}` : String(e) };
      }
    });
    const refused = answered().filter((a) => a.status !== 202);
    const failed = answers.filter((a) => 'failed' in a);
    console.log(
      `burst: ${accepted().length} of ${BURST} answered 202, ${refused.length} refused, ${failed.length} unanswered (the stack gone), Ctrl-C ${interruptedAt === undefined ? 'never' : `${Math.round((interruptedAt - posting) / 1000)} s in`}`,
    );
    expect(interruptedAt, 'Ctrl-C came in the middle of the burst').toBeDefined();
    // The stop refused posts: the burst went on after it began.
    expect(refused.length).toBeGreaterThan(0);
    for (const a of refused) {
      expect({ status: a.status, retryAfter: a.retryAfter, type: a.type }).toEqual({
        status: 503,
        retryAfter: expect.stringMatching(/^\d+$/),
        type: expect.stringContaining('application/json'),
      });
      expect(JSON.parse(a.text)).toEqual(expect.objectContaining({ error: expect.any(String) }));
    }
    // A post can only go unanswered once the stack has stopped listening, not while it stops.
    for (const f of failed)
      expect(f).toEqual({ time: f.time, failed: expect.stringMatching(/ECONNREFUSED|fetch failed/) });

    // npm itself ends by the Ctrl-C (as in a terminal); the script's own shutdown is what saves.
    const code = await start.exit();
    expect(code === 0 || start.process.signalCode === 'SIGINT', start.output).toBe(true);
    expect(start.output).toContain('new posts are refused (503)');
    expect(start.output).toContain(`Saved the emulator data to ${dataDir}.`);
    expect(start.output).not.toContain('Stopped waiting');
    expect(start.output).not.toContain('Could not save');
    expect(isSnapshot(dataDir)).toBe(true);
    expect(existsSync(`${dataDir}.next`) || existsSync(`${dataDir}.previous`)).toBe(false);
    expect(allText(join(dataDir, 'firestore_export'))).toContain(token);
  }, 600_000);

  it('after a restart, history holds every sample answered 202 and none of those refused', async () => {
    expect(accepted().length).toBeGreaterThanOrEqual(STOP_AFTER);
    start = startScript(START, startArgs('restart.log', true), {
      [DEMO_OUTAGE_ENV]: '45s,105s',
      [DEMO_HISTORY_ENV]: '0',
    });
    await start.waitForOutput('Neuron is running', 300_000).catch((e: unknown) => {
      throw new Error(
        `${e instanceof Error ? e.message : String(e)}\nrestart.log ends:\n${logTail(join(work, 'restart.log'))}`,
      );
    });
    const stored = await documentIds(START, `system/${DEMO_SYSTEM_ID}/devices/${SN}/samples`);
    const missing = accepted().filter((t) => !stored.has(t));
    console.log(`restart: ${accepted().length - missing.length} of ${accepted().length} accepted samples in history`);
    expect(missing).toEqual([]);
    const refusedStored = answered()
      .filter((a) => a.status !== 202 && stored.has(String(a.time)))
      .map((a) => a.time);
    expect(refusedStored).toEqual([]);
  }, 330_000);

  it('the demo: takes the silent gateway offline with its sensors, one grouped alert in the events and the local inbox, and the counts follow', async () => {
    expect(start.output).toContain(`(${OUTAGE_GATEWAY}) last reported at`);
    const offline = await eventually(
      async () => (await demo.presenceEvents(OUTAGE_GATEWAY)).find((e) => e.kind === 'offline'),
      150_000,
    );
    expect(offline).toMatchObject({ ruleId: 'gateway-offline', deviceSns: OUTAGE_SENSORS });
    expect(offline.text).toContain(`heard only through it: ${OUTAGE_SENSORS.join(', ')}`);
    // One alert for the outage: its sensors went offline under the gateway's event.
    for (const sn of OUTAGE_SENSORS) expect(await demo.presenceEvents(sn)).toEqual([]);
    const mail = await eventually(async () => (await demo.mails()).find((m) => m.text?.includes(offline.id)), 90_000);
    expect(mail.subject).toContain(OUTAGE_GATEWAY);
    // The system card's counts (the summary the functions keep): the gateway and its two sensors
    // offline, the silent soil sensor too (its own alert, its gateway being up).
    await eventually(async () => {
      const s = await demo.summary();
      return s.gatewaysOnline === 1 && s.sensorsOnline === 3 ? s : undefined;
    }, 90_000);
    const silent = await eventually(async () => (await demo.presenceEvents(SILENT_SENSOR))[0], 60_000);
    expect(silent).toMatchObject({ kind: 'offline', ruleId: 'sensor-offline' });
  }, 330_000);

  it('the demo: brings the gateway back when it posts again, one online event, the counts back', async () => {
    const online = await eventually(
      async () => (await demo.presenceEvents(OUTAGE_GATEWAY)).find((e) => e.kind === 'online'),
      150_000,
    );
    expect(online.text).toContain('is back online');
    await eventually(async () => {
      const s = await demo.summary();
      return s.gatewaysOnline === 2 && s.sensorsOnline === 5 ? s : undefined;
    }, 90_000);
    // Its sensors came back with it: no event of their own, and one online event in all.
    for (const sn of OUTAGE_SENSORS) expect(await demo.presenceEvents(sn)).toEqual([]);
    expect((await demo.presenceEvents(OUTAGE_GATEWAY)).map((e) => e.kind).sort()).toEqual(['offline', 'online']);
    await eventually(async () => (await demo.mails()).find((m) => m.text?.includes(online.id)), 90_000);
  }, 330_000);
});
