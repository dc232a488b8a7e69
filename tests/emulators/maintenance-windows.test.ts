import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endMaintenanceWindows, fanOutMaintenanceEnds } from '../../functions/src/workflows/maintenanceEnd.js';
import { DEMO_SYSTEM_ID } from '../../scripts/demo/demoData.js';
import { seedDemoSettled } from '../support/demo.js';
import { adminDb, clearFirestore, closeAdmin, eventually, functionsSettled } from '../support/emulators.js';
import { startHttpServer, type RecordingHttpServer } from '../support/localServers.js';
import { saveRuleInForce } from '../support/pipeline.js';
import { SOIL_GATEWAY as gateway, SOIL_SN as SN, postSoil, ruleEvents } from '../support/soilRules.js';

// A maintenance window holds what it covers: the end (the scheduled job's run, through its
// per-system trigger) sends one summary and what is still true; a window removed or re-timed
// sends what it held at once.
const systemPath = `system/${DEMO_SYSTEM_ID}`;
const ZONE = 'Europe/Berlin';

describe('maintenance windows', () => {
  let ops: RecordingHttpServer;
  beforeAll(async () => {
    await clearFirestore();
    await seedDemoSettled();
    await adminDb().doc(systemPath).update({ timeZone: ZONE });
    ops = await startHttpServer(0);
    await adminDb()
      .doc(`${systemPath}/pushConfig/ops`)
      .set({ type: 'webhook', name: 'Ops', target: `${ops.url}/ops`, enabled: true });
    await adminDb().doc(`${systemPath}/channelSecrets/ops`).set({ secret: 'ops-secret', createdAt: Date.now() });
  });
  afterAll(async () => {
    await ops?.close();
    await closeAdmin();
  });

  it('an alarm during a window is recorded but not sent; the end sends one summary and the alarm still on', async () => {
    await postSoil(Date.now() - 3_000, 400); // 18 (newer than the first test's samples)
    const start = Date.now() - 60_000;
    const end = Date.now() + 4 * 60_000;
    await adminDb()
      .doc(`${systemPath}/maintenance/cleaning`)
      .set({
        name: 'Cold room cleaning',
        start,
        end,
        repeat: 'none',
        until: null,
        devices: [SN],
        createdBy: 'demo@neuron.dev',
      });
    await saveRuleInForce(`${systemPath}/eventRules/wet`, gateway.sn, {
      name: 'Too wet',
      kind: 'threshold',
      op: 'gt',
      threshold: 40,
      devices: [SN],
      channels: ['ops'],
      enabled: true,
      state: {},
    });
    await postSoil(Date.now() - 1_000, 900); // 43: alarm, during the window
    const alarm = await eventually(async () => {
      const [a] = await ruleEvents('wet');
      return a?.maintenance ? a : undefined;
    });
    expect(alarm).toMatchObject({ kind: 'alarm', maintenance: { windowId: 'cleaning', end }, escalateAt: null });
    await functionsSettled();
    expect(ops.requests).toHaveLength(0);

    // Two runs at once after the end, the scheduled job's (through its message to
    // systemMaintenanceEnds) and a direct one: one summary, and the alarm (still on) sent once.
    const [messages] = await Promise.all([
      fanOutMaintenanceEnds(end + 1_000),
      endMaintenanceWindows(DEMO_SYSTEM_ID, end + 1_000),
    ]);
    expect(messages).toBe(1); // the one system with a window
    await functionsSettled();
    await endMaintenanceWindows(DEMO_SYSTEM_ID, end + 120_000);
    await eventually(async () => (ops.requests.length >= 2 ? true : undefined));
    await functionsSettled();
    const bodies = ops.requests.map((r) => JSON.parse(r.body) as { eventId: string; title: string; body: string });
    expect(bodies).toHaveLength(2);
    const summary = bodies.find((b) => b.title.includes('Maintenance'));
    expect(summary?.title).toBe('Greenhouse demo: Maintenance "Cold room cleaning" ended');
    expect(summary?.body).toContain('1 notification was held');
    expect(summary?.body).toContain('Too wet');
    expect(bodies.find((b) => b.eventId === alarm.id)).toBeDefined();
    expect((await adminDb().doc(`${systemPath}/maintenance/cleaning`).get()).get('summarizedEnd')).toBe(end);
    expect((await adminDb().doc(`${systemPath}/events/${alarm.id}`).get()).get('maintenance.released')).toBe(true);
  });

  it('removing a window, or moving its end, sends what it held at once with its summary', async () => {
    // Each sample newer than the one before (an older one is not the device's latest).
    let last = 0;
    const next = () => (last = Math.max(Date.now() - 1_000, last + 1));
    // The rule "wet" (previous test) is in alarm: a dry sample clears it, outside any window.
    await postSoil(next(), 400);
    const summaries = () =>
      ops.requests
        .map((r) => JSON.parse(r.body) as { eventId: string; title: string; body: string })
        .filter((b) => b.title.includes('Maintenance'));
    const hold = async (windowId: string, name: string) => {
      await adminDb()
        .doc(`${systemPath}/maintenance/${windowId}`)
        .set({
          name,
          start: Date.now() - 60_000,
          end: Date.now() + 60 * 60_000,
          repeat: 'none',
          until: null,
          devices: [SN],
          createdBy: 'demo@neuron.dev',
        });
      const before = new Set((await ruleEvents('wet')).map((e) => e.id));
      await postSoil(next(), 900); // 43: alarm, during the window
      return eventually(async () => {
        const alarm = (await ruleEvents('wet')).find((e) => !before.has(e.id) && e.kind === 'alarm');
        return alarm?.maintenance?.windowId === windowId ? alarm : undefined;
      });
    };

    // Removed: the alarm (still on) and the summary go out now, not at an end that never comes.
    const held = await hold('drill', 'Fire drill');
    await functionsSettled();
    expect(ops.requests.some((r) => r.body.includes(held.id))).toBe(false);
    await adminDb().doc(`${systemPath}/maintenance/drill`).delete();
    const summary = await eventually(async () => summaries().find((b) => b.title.includes('"Fire drill"')));
    expect(summary.body).toMatch(/held during the maintenance:[^]*Too wet: Soil moisture bed A is 43 %/);
    await eventually(async () => (ops.requests.some((r) => JSON.parse(r.body).eventId === held.id) ? true : undefined));
    // Marked summarized once every delivery has gone out (workflows/maintenanceEnd.ts): after the
    // requests above, so waited for, not read at once.
    const marked = await eventually(async () => {
      const maintenance = (await adminDb().doc(`${systemPath}/events/${held.id}`).get()).get('maintenance') as
        { summarized?: boolean } | undefined;
      return maintenance?.summarized ? maintenance : undefined;
    });
    expect(marked).toMatchObject({ released: true, summarized: true });

    // Edited (its end moved): the same, at once; the new end holds what comes after, not this.
    await postSoil(next(), 400); // clears, outside any window
    const moved = await hold('shift', 'Shift change');
    await adminDb()
      .doc(`${systemPath}/maintenance/shift`)
      .update({ end: Date.now() + 30 * 60_000 });
    const edited = await eventually(async () => summaries().find((b) => b.title.includes('"Shift change"')));
    expect(edited.body).toMatch(/held during the maintenance:[^]*Too wet: Soil moisture bed A is 43 %/);
    await eventually(async () =>
      ops.requests.some((r) => JSON.parse(r.body).eventId === moved.id) ? true : undefined,
    );
    // A rename alone releases nothing more, and the summary went once.
    await adminDb().doc(`${systemPath}/maintenance/shift`).update({ name: 'Shift change (late)' });
    await functionsSettled();
    expect(summaries().filter((b) => b.title.includes('Shift change'))).toHaveLength(1);
  }, 180_000);
});
