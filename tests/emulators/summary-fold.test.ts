import { SUMMARY_COUNT_KEYS } from '@neuron/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeSummary } from '../../functions/src/domain/summary.js';
import { recountSummary } from '../../functions/src/workflows/summaryFold.js';
import { parseDevice } from '../../functions/src/data/devicesDerived.js';
import { DEMO_SYSTEM_ID } from '../../scripts/demo/demoData.js';
import { seedDemoSettled } from '../support/demo.js';
import { adminDb, clearFirestore, closeAdmin, eventually } from '../support/emulators.js';

// The system's counts folded (docs/SCALE.md, "Storms"): every change of the counts is a delta
// document of its own, folded into summary/counts by one timer per system and period.
const systemPath = `system/${DEMO_SYSTEM_ID}`;
const countsRef = () => adminDb().doc(`${systemPath}/summary/counts`);
const pending = async () => (await adminDb().collection(`${systemPath}/summaryDeltas`).get()).size;
const zero = Object.fromEntries(SUMMARY_COUNT_KEYS.map((k) => [k, 0]));
const countsOf = (data: Record<string, unknown> | undefined) =>
  Object.fromEntries(SUMMARY_COUNT_KEYS.map((k) => [k, data?.[k]]));

/** What the devices of the system count, as the functions count them. */
async function devicesCount() {
  const devices = await adminDb().collection(`${systemPath}/devices`).get();
  const counted = devices.docs.flatMap((d) => parseDevice(d.id, d.data()) ?? []).filter((d) => d.state);
  return countsOf(computeSummary(counted, 0));
}

describe('the counts, folded', () => {
  beforeAll(async () => {
    await clearFirestore();
    await seedDemoSettled();
    await eventually(async () => ((await pending()) === 0 ? true : undefined), 60_000);
  });
  afterAll(closeAdmin);

  it('a burst of changes recorded at once is counted exactly once, in a few writes of the counts', async () => {
    const before = countsOf((await countsRef().get()).data());
    let versions = 0;
    const stop = countsRef().onSnapshot(() => versions++);
    const burst = 120;
    await Promise.all(
      Array.from({ length: burst }, (_, i) =>
        adminDb()
          .collection(`${systemPath}/summaryDeltas`)
          .add({ ...zero, online: 1, offline: -1, at: Date.now() + i }),
      ),
    );
    const after = await eventually(async () => {
      if ((await pending()) > 0) return undefined;
      const c = countsOf((await countsRef().get()).data());
      return c.online === Number(before.online) + burst ? c : undefined;
    }, 120_000);
    stop();
    expect(after.offline).toBe(Number(before.offline) - burst);
    // The first snapshot is the document as it was; then one version per fold, not per change.
    expect(versions - 1).toBeLessThan(burst / 10);
  });

  it('a recount repairs counts that drifted, by one more change folded like the others', async () => {
    await countsRef().set({ ...zero, online: 999, alarms: -4, updatedAt: 1 });
    const correction = await recountSummary(DEMO_SYSTEM_ID, Date.now());
    expect(correction).not.toBeNull();
    const truth = await devicesCount();
    await eventually(async () =>
      (await pending()) === 0 && JSON.stringify(countsOf((await countsRef().get()).data())) === JSON.stringify(truth)
        ? true
        : undefined,
    );
    // Run again: nothing left to correct.
    expect(await recountSummary(DEMO_SYSTEM_ID, Date.now())).toBeNull();
  });
});
