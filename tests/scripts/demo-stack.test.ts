import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SYSTEM_ID } from '../../scripts/demo/demoData.js';
import { DEMO_OUTAGE_ENV, OUTAGE_GATEWAY, SILENT_SENSOR } from '../../scripts/demo/demoOutage.js';
import { DEMO_HISTORY_ENV } from '../../scripts/demo/seedHistory.js';
import { testFixturePorts } from '../../scripts/testFixtures.js';
import { eventually } from '../support/emulators.js';
import { type Child, extraOffset, readCollection, readDocument, startScript } from '../support/startStack.js';

// The demo as `npm start` runs it, with its simulated gateway, scheduler and held timers, beside
// the test run: its staged outage (scripts/demo/demoOutage.ts) brought forward for the test (the
// gateway offline 45 s after its staged last report instead of 2 minutes, back a minute later, time
// for a timer's function to start on a busy machine), without the seven days of history. Nothing here calls a sweep or a timer: it only reads what the stack shows.
const OFFSET = extraOffset(2);
const systemPath = `system/${DEMO_SYSTEM_ID}`;
const OUTAGE_SENSORS = ['S-1005', 'S-1006'];

interface StoredEvent {
  id: string;
  kind?: string;
  deviceSn?: string;
  deviceSns?: string[];
  ruleId?: string | null;
  text?: string;
}
interface Summary {
  gatewaysOnline?: number;
  sensorsOnline?: number;
}
interface InboxMail {
  subject: string;
  text?: string;
}

/** The last lines of a log, for a failure's message. */
const logTail = (path: string, lines = 40) =>
  existsSync(path) ? readFileSync(path, 'utf8').split('\n').slice(-lines).join('\n') : '(no log yet)';
const events = async () => (await readCollection(OFFSET, `${systemPath}/events`)) as unknown as StoredEvent[];
const summary = async () => ((await readDocument(OFFSET, `${systemPath}/summary/counts`)) ?? {}) as Summary;
const mails = async (): Promise<InboxMail[]> => {
  const res = await fetch(`http://127.0.0.1:${testFixturePorts(OFFSET).inbox}/messages.json`);
  return ((await res.json()) as { mails: InboxMail[] }).mails;
};
const presenceEvents = async (sn: string) =>
  (await events()).filter((e) => (e.kind === 'offline' || e.kind === 'online') && e.deviceSn === sn);

describe('the demo stack (`npm start` with its simulated gateway): what silence does', () => {
  const work = mkdtempSync(join(tmpdir(), 'neuron-demo-'));
  let start: Child;

  beforeAll(async () => {
    start = startScript(
      OFFSET,
      [
        '--no-build',
        '--no-client',
        '--data',
        join(work, 'data'),
        '--log',
        join(work, 'start.log'),
        '--snapshot-minutes',
        '0',
      ],
      { [DEMO_OUTAGE_ENV]: '45s,105s', [DEMO_HISTORY_ENV]: '0' },
    );
    await start.waitForOutput('Neuron is running', 300_000).catch((e: unknown) => {
      // The stack's own log goes with the work folder (afterAll): say where the start stood.
      throw new Error(
        `${e instanceof Error ? e.message : String(e)}\nstart.log ends:\n${logTail(join(work, 'start.log'))}`,
      );
    });
  }, 330_000);

  afterAll(async () => {
    if (start.process.exitCode === null && start.process.signalCode === null) {
      start.interrupt();
      await start.exit();
    }
    rmSync(work, { recursive: true, force: true });
  }, 180_000);

  it('takes the silent gateway offline with its sensors: one grouped alert in the events and the local inbox, and the counts follow', async () => {
    expect(start.output).toContain(`(${OUTAGE_GATEWAY}) last reported at`);
    const offline = await eventually(
      async () => (await presenceEvents(OUTAGE_GATEWAY)).find((e) => e.kind === 'offline'),
      150_000,
    );
    expect(offline).toMatchObject({ ruleId: 'gateway-offline', deviceSns: OUTAGE_SENSORS });
    expect(offline.text).toContain(`heard only through it: ${OUTAGE_SENSORS.join(', ')}`);
    // One alert for the outage: its sensors went offline under the gateway's event.
    for (const sn of OUTAGE_SENSORS) expect(await presenceEvents(sn)).toEqual([]);
    const mail = await eventually(async () => (await mails()).find((m) => m.text?.includes(offline.id)), 90_000);
    expect(mail.subject).toContain(OUTAGE_GATEWAY);
    // The system card's counts (the summary the functions keep): the gateway and its two sensors
    // offline, the silent soil sensor too (its own alert, its gateway being up).
    await eventually(async () => {
      const s = await summary();
      return s.gatewaysOnline === 1 && s.sensorsOnline === 3 ? s : undefined;
    }, 90_000);
    const silent = await eventually(async () => (await presenceEvents(SILENT_SENSOR))[0], 60_000);
    expect(silent).toMatchObject({ kind: 'offline', ruleId: 'sensor-offline' });
  }, 330_000);

  it('brings it back when it posts again: one online event, the counts back', async () => {
    const online = await eventually(
      async () => (await presenceEvents(OUTAGE_GATEWAY)).find((e) => e.kind === 'online'),
      150_000,
    );
    expect(online.text).toContain('is back online');
    await eventually(async () => {
      const s = await summary();
      return s.gatewaysOnline === 2 && s.sensorsOnline === 5 ? s : undefined;
    }, 90_000);
    // Its sensors came back with it: no event of their own, and one online event in all.
    for (const sn of OUTAGE_SENSORS) expect(await presenceEvents(sn)).toEqual([]);
    expect((await presenceEvents(OUTAGE_GATEWAY)).map((e) => e.kind).sort()).toEqual(['offline', 'online']);
    await eventually(async () => (await mails()).find((m) => m.text?.includes(online.id)), 90_000);
  }, 330_000);
});
