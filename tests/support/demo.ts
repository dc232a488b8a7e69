import { DEMO_SYSTEM_ID } from '../../scripts/demo/demoData.js';
import { seedDemo, type DemoPart } from '../../scripts/demo/seed.js';
import { adminDb, eventually, functionsSettled } from './emulators.js';

/**
 * Seeds the demo (scripts/demo/seed.ts) and waits until the functions have run every trigger the
 * seeding started: the device states, the summary, and the rule changes that tell the sample path
 * its cached rules of the system are stale. A sample posted before those ran could be judged on
 * the rules a previous suite left in a function instance's cache, and a suite's "before" snapshot
 * of a device could miss the state its creation trigger writes. A `part` seeds only some of the
 * demo (scripts/demo/seed.ts, DemoPart), for a story that needs no more.
 */
export async function seedDemoSettled(part?: DemoPart): Promise<void> {
  await seedDemo(part);
  // Each new device gets its never-heard state (and its summary count) from its creation trigger:
  // wait for that on every device, not for a quiet spell, which on a busy machine could come
  // before the trigger's event had reached the functions emulator. Up to 90 s (the suites' hooks
  // have 240): on a loaded two-core machine the functions emulator has taken over 30.
  await eventually(async () => {
    const devices = await adminDb().collection(`system/${DEMO_SYSTEM_ID}/devices`).get();
    return devices.docs.every((d) => d.get('state') !== undefined) ? true : undefined;
  }, 90_000);
  // The rule writes' triggers (and anything the device triggers started) then run out.
  await functionsSettled({ quietMs: 2000 });
}
