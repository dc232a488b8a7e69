import type { SensorConfig } from '../schemas/sensorConfig.js';

/** A sensor has limits only when its min or max list holds a number (docs/CATALOGUES.md). */
export function hasLimits(config: SensorConfig): boolean {
  const numeric = (list: readonly (number | null)[] | undefined) =>
    (list ?? []).some((v) => typeof v === 'number' && Number.isFinite(v));
  return numeric(config.min) || numeric(config.max);
}
