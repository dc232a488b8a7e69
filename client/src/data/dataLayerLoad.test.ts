import { describe, expect, it, vi } from 'vitest';

// Which part of the data layer was evaluated, in order (each fake module records itself when it
// is evaluated, as a module's own code runs when first imported). zod's part fails its first
// import, as a chunk does when the network drops mid-load.
const evaluated = vi.hoisted(() => [] as string[]);
const zodFails = vi.hoisted(() => ({ once: true }));
vi.mock('./zodFirst', () => {
  if (zodFails.once) {
    zodFails.once = false;
    throw new Error('chunk failed to load');
  }
  evaluated.push('zod');
  return { zodReady: true };
});
vi.mock('./firestoreFirst', () => (evaluated.push('sdk'), { firestoreReady: true }));
vi.mock('./schemasConfig', () => (evaluated.push('configuration schemas'), { configSchemasReady: true }));
vi.mock('./schemasFirst', () => (evaluated.push('device schemas'), { deviceSchemasReady: true }));
vi.mock('./schemasEvents', () => (evaluated.push('event schemas'), { eventSchemasReady: true }));
vi.mock('./schemasNext', () => (evaluated.push('rule schemas'), { ruleSchemasReady: true }));
vi.mock('./firestoreApi', () => (evaluated.push('data'), { part: 'firestoreApi' }));
vi.mock('./deviceListApi', () => (evaluated.push('list'), { part: 'deviceListApi' }));

const { loadDeviceListApi, loadFirestoreApi } = await import('./dataLayerLoad');

describe('the data layer loaded a part at a time (docs/FIRST_LOAD.md)', () => {
  // First: zod's part would fail to load now (its first import fails), so a list side that
  // still waited for zod would reject here.
  it("loads the device list's page side without zod (its worker checks the devices)", async () => {
    await expect(loadDeviceListApi()).resolves.toMatchObject({ part: 'deviceListApi' });
    expect(evaluated).toEqual(['list']);
  });

  it('fails while zod cannot load, and tries again on the next load', async () => {
    await expect(loadFirestoreApi()).rejects.toThrow();
    expect(evaluated).toEqual(['list']); // nothing after zod was asked for
  });

  it('evaluates zod, the SDK and the schemas a part at a time, before the modules that use them', async () => {
    const data = await loadFirestoreApi();
    expect(data).toMatchObject({ part: 'firestoreApi' });
    expect(evaluated).toEqual([
      'list',
      'zod',
      'sdk',
      'configuration schemas',
      'device schemas',
      'event schemas',
      'rule schemas',
      'data',
    ]);
  });
});
