import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runtimeOf, settingsTable, type FunctionName } from './functionSettings.js';

/** The function names functions/src/index.ts exports (the deployed codebase). */
function exportedFunctions(): string[] {
  const index = readFileSync(new URL('../index.ts', import.meta.url), 'utf8');
  return [...index.matchAll(/export \{([^}]+)\}/g)].flatMap((m) => m[1].split(',').map((n) => n.trim())).sort();
}

const MEMORY_MIB = { '256MiB': 256, '512MiB': 512, '1GiB': 1024 } as const;

describe('function settings', () => {
  it('names every deployed function, and nothing else', () => {
    expect(
      settingsTable()
        .map((r) => r.name)
        .sort(),
    ).toEqual(exportedFunctions());
  });

  it('stays within what Cloud Functions (2nd gen) accepts, with a reason for each', () => {
    for (const { name, settings, why } of settingsTable()) {
      expect(why.length, name).toBeGreaterThan(20);
      // Concurrency above 1 needs at least one vCPU; one vCPU takes up to 4 GiB.
      if (settings.concurrency > 1) expect(settings.cpu, name).toBeGreaterThanOrEqual(1);
      expect(settings.concurrency, name).toBeLessThanOrEqual(1_000);
      expect(MEMORY_MIB[settings.memory], name).toBeLessThanOrEqual(4_096 * settings.cpu);
      // Event-driven functions stop at 540 s (HTTP ones may run longer; none here needs to).
      expect(settings.timeoutSeconds, name).toBeLessThanOrEqual(540);
      expect(settings.maxInstances, name).toBeGreaterThanOrEqual(1);
    }
  });

  it('lets storeSamples scale past the default ceiling of 100 that the sizing load exceeds', () => {
    const store = runtimeOf('storeSamples');
    expect(store.maxInstances).toBeGreaterThan(170);
    expect(store.concurrency).toBeGreaterThan(1);
  });

  it('runs each scheduled job on one instance, never two at once', () => {
    for (const name of [
      'offlineSweep',
      'earlyWarningSweep',
      'maintenanceWindowEnds',
      'escalationSweep',
    ] as FunctionName[])
      expect(runtimeOf(name).maxInstances).toBe(1);
  });
});
