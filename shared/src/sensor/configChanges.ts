import type { SensorConfig } from '../schemas/sensorConfig.js';

/** How many formula changes a device keeps (the newest): enough for any range a chart shows. */
export const CONFIG_CHANGES_KEPT = 20;

/** The parts of a config that turn readings into values: formulas, digitiser, a virtual's expression and inputs. */
function scalingKey(config: SensorConfig | undefined): string {
  const c = config ?? {};
  // JSON of a fixed shape: key order inside each part is the stored one, as the client writes it.
  return JSON.stringify([c.calc ?? null, c.digitizer ?? null, c.expression ?? null, c.inputs ?? null]);
}

/**
 * Whether an edit changed how values are computed (a formula, the digitiser, a virtual's
 * expression or inputs): values stored before and after it are not comparable. Units, limits,
 * texts and the primary value do not count.
 */
export function scalingChanged(before: SensorConfig | undefined, after: SensorConfig | undefined): boolean {
  return scalingKey(before) !== scalingKey(after);
}

/** The list of change times with one more (once: a repeated trigger adds nothing), newest kept, oldest first. */
export function withConfigChange(changes: readonly number[] | undefined, atMs: number): number[] {
  const all = [...new Set([...(changes ?? []), atMs])].sort((a, b) => a - b);
  return all.slice(-CONFIG_CHANGES_KEPT);
}

/** The change times inside [from, to], oldest first. */
export function configChangesIn(changes: readonly number[] | undefined, from: number, to: number): number[] {
  return (changes ?? []).filter((t) => t >= from && t <= to).sort((a, b) => a - b);
}
