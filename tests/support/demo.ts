import { seedDemo } from '../../scripts/demo/seed.js';
import { functionsSettled } from './emulators.js';

/**
 * Seeds the demo (scripts/demo/seed.ts) and waits until the functions have run every trigger the
 * seeding started: the device states, the summary, and the rule changes that tell the sample path
 * its cached rules of the system are stale. A sample posted before those ran could be judged on
 * the rules a previous suite left in a function instance's cache.
 */
export async function seedDemoSettled(): Promise<void> {
  await seedDemo();
  // The seed's writes start a trigger per device (its never-heard state); on a busy machine their
  // events can reach the functions emulator after a short quiet spell: wait for a longer one.
  await functionsSettled({ quietMs: 2000 });
}
