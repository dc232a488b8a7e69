import { RollupSchema, withRunningRollup, type Rollup } from '@neuron/shared';
import { DEMO_SYSTEM_ID } from '../../scripts/demo/demoData.js';
import { adminDb, eventually } from './emulators.js';

export const devicePath = (sn: string) => `system/${DEMO_SYSTEM_ID}/devices/${sn}`;

/** How many history documents a device holds. */
export async function historyCount(sn: string): Promise<number> {
  const snap = await adminDb()
    .collection(`${devicePath(sn)}/samples`)
    .count()
    .get();
  return snap.data().count;
}

/**
 * A device's day rollups as every reader sees them (shared withRunningRollup): its day documents,
 * with the running rollup on the device document (its newest day) in its day's place.
 */
export async function deviceRollups(path: string): Promise<Rollup[]> {
  const [docs, device] = await Promise.all([adminDb().collection(`${path}/rollups`).get(), adminDb().doc(path).get()]);
  const running = device.get('rollup') === undefined ? undefined : RollupSchema.parse(device.get('rollup'));
  return withRunningRollup(
    docs.docs.map((d) => RollupSchema.parse(d.data())),
    running,
  );
}

/** A device's rollup of one UTC day as readers see it (deviceRollups); undefined when it has none. */
export async function dayRollup(path: string, day: string): Promise<Rollup | undefined> {
  return (await deviceRollups(path)).find((r) => r.day === day);
}

/** What a device's rollups count, summed over its days: samples, and measurements of value 0. */
export async function rollupTotals(sn: string): Promise<{ samples: number; value0: number }> {
  let samples = 0;
  let value0 = 0;
  for (const r of await deviceRollups(devicePath(sn))) {
    samples += Object.values(r.samples).reduce((a, b) => a + b, 0);
    value0 += r.values['0']?.count ?? 0;
  }
  return { samples, value0 };
}

/** Waits until a device's history holds `count` documents (polling), and returns it. */
export async function historyReaches(sn: string, count: number, timeoutMs = 240_000): Promise<number> {
  return eventually(async () => {
    const n = await historyCount(sn);
    return n >= count ? n : undefined;
  }, timeoutMs);
}

/** Runs `task` over the items with at most `limit` running at once. */
export async function inParallel<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await task(items[i]);
      }
    }),
  );
  return out;
}

/**
 * Saves a rule and waits until onRuleWrite has told the sample path (the gateway key's
 * configVersion, docs/CONFIG_EDITS_AND_TIMERS.md). A sample posted before that may be judged by the rules a
 * function instance cached a moment ago (instances outlive suites, and every suite seeds the same
 * demo system); the new rule would then take effect only within the cache's 30 s, at a later sample.
 */
export async function saveRuleInForce(
  rulePath: string,
  gatewaySn: string,
  rule: Record<string, unknown>,
): Promise<void> {
  const key = adminDb().doc(`gatewayKeys/${gatewaySn}`);
  const before: unknown = (await key.get()).get('configVersion');
  await adminDb().doc(rulePath).set(rule);
  await eventually(async () => ((await key.get()).get('configVersion') !== before ? true : undefined));
}
