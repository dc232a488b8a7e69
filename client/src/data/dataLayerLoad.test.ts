import { describe, expect, it, vi } from 'vitest';

// Which part of the data layer was evaluated, in order (each fake module records itself once, when
// it is first imported: as a module's own code runs once, when first evaluated).
const evaluated = vi.hoisted(() => [] as string[]);
vi.mock('./zodFirst', () => (evaluated.push('zod'), { zodReady: true }));
vi.mock('./firestoreFirst', () => (evaluated.push('sdk'), { firestoreReady: true }));
vi.mock('./firestoreApi', () => (evaluated.push('data'), { part: 'firestoreApi' }));
vi.mock('./deviceListApi', () => (evaluated.push('list'), { part: 'deviceListApi' }));

const { loadDeviceListApi, loadFirestoreApi } = await import('./dataLayerLoad');

describe('the data layer loaded a part at a time (docs/PERFORMANCE.md)', () => {
  it('evaluates zod first and once, then the device list, and the SDK before the modules that use it', async () => {
    const [list, data] = await Promise.all([loadDeviceListApi(), loadFirestoreApi()]);
    expect(list).toMatchObject({ part: 'deviceListApi' });
    expect(data).toMatchObject({ part: 'firestoreApi' });
    expect(evaluated[0]).toBe('zod');
    expect(evaluated.filter((p) => p === 'zod')).toHaveLength(1);
    expect(evaluated.indexOf('sdk')).toBeLessThan(evaluated.indexOf('data'));
    expect([...evaluated].sort()).toEqual(['data', 'list', 'sdk', 'zod']);
  });
});
