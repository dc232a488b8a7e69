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
vi.mock('./firestoreApi', () => (evaluated.push('data'), { part: 'firestoreApi' }));
vi.mock('./deviceListApi', () => (evaluated.push('list'), { part: 'deviceListApi' }));

const { loadDeviceListApi, loadFirestoreApi } = await import('./dataLayerLoad');

describe('the data layer loaded a part at a time (docs/PERFORMANCE.md)', () => {
  it('fails while zod cannot load, and tries again on the next load', async () => {
    await expect(loadDeviceListApi()).rejects.toThrow();
    expect(evaluated).toEqual([]); // nothing after zod was asked for
  });

  it('evaluates zod before either chunk, and the SDK before the modules that use it', async () => {
    const [list, data] = await Promise.all([loadDeviceListApi(), loadFirestoreApi()]);
    expect(list).toMatchObject({ part: 'deviceListApi' });
    expect(data).toMatchObject({ part: 'firestoreApi' });
    expect(evaluated[0]).toBe('zod');
    expect(evaluated.indexOf('sdk')).toBeLessThan(evaluated.indexOf('data'));
    expect([...evaluated].sort()).toEqual(['data', 'list', 'sdk', 'zod']);
  });
});
