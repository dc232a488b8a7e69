import { describe, expect, it, vi } from 'vitest';
import type { Transport } from '../transport';
import { MaintenanceEditorStore } from './MaintenanceEditorStore';

const NOW = Date.UTC(2026, 10, 27, 10, 0);

function editor() {
  const saveMaintenanceWindow = vi.fn(async () => 'mw-1');
  const transport = { saveMaintenanceWindow } as unknown as Transport;
  return {
    store: new MaintenanceEditorStore(transport, 'sys-1', 'UTC', 'ann@example.com', null, NOW),
    saveMaintenanceWindow,
  };
}

describe('MaintenanceEditorStore', () => {
  it('saves a new window once when Save is pressed twice before the first press has finished', async () => {
    const { store, saveMaintenanceWindow } = editor();
    store.set('name', 'Filter change');
    const [first, second] = await Promise.all([store.save(), store.save()]);
    expect([first, second]).toEqual([true, false]);
    expect(saveMaintenanceWindow).toHaveBeenCalledTimes(1);
    expect(store.busy).toBe(false);
    expect(store.dirty).toBe(false);
  });

  it('writes nothing for an invalid form, says which field, and can be saved again once mended', async () => {
    const { store, saveMaintenanceWindow } = editor();
    expect(await store.save()).toBe(false);
    expect(store.errors.name).toBeTruthy();
    expect(store.busy).toBe(false);
    expect(saveMaintenanceWindow).not.toHaveBeenCalled();
    store.set('name', 'Filter change');
    expect(await store.save()).toBe(true);
  });

  it('refuses a daily window without a last day, or covering most of the day, beside the field', async () => {
    const { store, saveMaintenanceWindow } = editor();
    store.set('name', 'Nightly');
    store.set('repeat', 'daily');
    store.set('start', '2026-11-27T18:00');
    store.set('end', '2026-11-28T17:59');
    expect(await store.save()).toBe(false);
    expect(store.errors).toMatchObject({
      until: 'Pick the last day it repeats',
      end: 'A daily window lasts at most 12 h (half its repeat)',
    });
    store.set('end', '2026-11-27T22:00');
    store.set('until', '2026-12-31');
    expect(await store.save()).toBe(true);
    expect(saveMaintenanceWindow).toHaveBeenCalledTimes(1);
  });
});
