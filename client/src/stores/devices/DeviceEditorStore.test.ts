import { describe, expect, it } from 'vitest';
import type { DeviceEdit, DeviceView } from '../models';
import { StatedRefusal } from '../refusal';
import { DEVICE_DRAFTS } from './deviceDraft';
import { DeviceEditorStore as Store } from './DeviceEditorStore';

const air = { si: ['°C', '%RH'], pv: 0, calc: ['x / 10', 'x / 10'], min: [null, null], max: [null, null] };

const device = (patch: Partial<DeviceView>) =>
  ({ sn: 'S-1', type: 'SENSOR', alias: 'Air', tags: ['north'], labels: [], config: air, ...patch }) as DeviceView;

/** The device writes of the transport, refused with `refusal` when given. */
function fakeWrites(refusal?: string) {
  const saved: { sn: string; edit: DeviceEdit }[] = [];
  const removed: string[] = [];
  const answer = async () => {
    if (refusal) throw new StatedRefusal(refusal);
  };
  return {
    saved,
    removed,
    writes: {
      updateDevice: async (_sid: string, sn: string, edit: DeviceEdit) => {
        saved.push({ sn, edit });
        return answer();
      },
      deleteDevice: async (_sid: string, sn: string) => {
        removed.push(sn);
        return answer();
      },
    },
  };
}

/** A device editor over fake writes, with the draft functions the editor's chunk hands in. */
class DeviceEditorStore extends Store {
  constructor(writes: ReturnType<typeof fakeWrites>['writes'], systemId: string, sn: string, d: DeviceView) {
    super(writes, systemId, sn, d, DEVICE_DRAFTS);
  }
}

describe('DeviceEditorStore', () => {
  it('saves once when Save is pressed twice before the first save has finished', async () => {
    const { writes, saved } = fakeWrites();
    const store = new DeviceEditorStore(writes, 'sys', 'S-1', device({}));
    store.setCommon({ ...store.form.common, alias: 'Air (north)' });
    expect(await Promise.all([store.save(air), store.save(air)])).toEqual([true, false]);
    expect(saved).toHaveLength(1);
  });

  it('starts clean from the stored device and is dirty while the draft differs', () => {
    const store = new DeviceEditorStore(fakeWrites().writes, 'sys', 'S-1', device({}));
    expect(store.form.common).toEqual({ alias: 'Air', tags: 'north', labels: '' });
    expect(store.dirty).toBe(false);
    store.setCommon({ ...store.form.common, alias: 'Air (north)' });
    expect(store.dirty).toBe(true);
    store.setCommon({ ...store.form.common, alias: 'Air' });
    expect(store.dirty).toBe(false);
  });

  it("saves a sensor's fields and config; once saved it is clean, with the saved state", async () => {
    const { writes, saved } = fakeWrites();
    const store = new DeviceEditorStore(writes, 'sys', 'S-1', device({}));
    const form = store.form.sensor!;
    store.setSensor({ ...form, values: form.values.map((v, i) => (i === 0 ? { ...v, formula: 'x / 100' } : v)) });
    store.setCommon({ alias: ' Air ', tags: 'north, , south', labels: '' });
    expect(await store.save(air)).toBe(true);
    expect(saved).toEqual([
      {
        sn: 'S-1',
        edit: { alias: 'Air', tags: ['north', 'south'], labels: [], config: { ...air, calc: ['x / 100', 'x / 10'] } },
      },
    ]);
    expect(store.status).toEqual({ kind: 'saved' });
    expect(store.dirty).toBe(false);
  });

  it('writes nothing while a field has an error, and says so once Save was pressed', async () => {
    const { writes, saved } = fakeWrites();
    const store = new DeviceEditorStore(writes, 'sys', 'S-1', device({}));
    const form = store.form.sensor!;
    store.setSensor({ ...form, values: form.values.map((v, i) => (i === 0 ? { ...v, formula: 'x / ' } : v)) });
    expect(store.check(air).errors['value-0-formula']).toBe('Unexpected end of formula');
    expect(store.submitted).toBe(false);
    expect(await store.save(air)).toBe(false);
    expect(store.submitted).toBe(true);
    expect(store.check(air).blocked).toBe('Fix the marked fields first: nothing was saved');
    expect(saved).toEqual([]);
    expect(store.dirty).toBe(true);
  });

  it('edits a virtual sensor: its formula checked, its unit the only si, other config kept', async () => {
    const { writes, saved } = fakeWrites();
    const config = { inputs: ['S-1'], expression: 'v1 + 1', si: ['°C'], pv: 0 };
    const store = new DeviceEditorStore(writes, 'sys', 'V-1', device({ sn: 'V-1', type: 'VIRTUAL', config }));
    expect(store.form.virtual).toEqual({ inputs: ['S-1'], expression: 'v1 + 1', unit: '°C' });
    store.setVirtual({ expression: 'v1 +* 2' });
    expect(await store.save(config)).toBe(false);
    expect(store.check(config).blocked).toBe('Fix the formula first: nothing was saved');
    store.setVirtual({ expression: ' v1 * 2 ', unit: '' });
    expect(await store.save(config)).toBe(true);
    expect(saved[0].edit.config).toEqual({ inputs: ['S-1'], expression: 'v1 * 2', pv: 0 });
  });

  it('shows a refused save as a failed status and stays dirty', async () => {
    const store = new DeviceEditorStore(fakeWrites('Not an admin').writes, 'sys', 'G-1', device({ type: 'GATEWAY' }));
    store.setCommon({ ...store.form.common, alias: 'Roof' });
    expect(await store.save(air)).toBe(false);
    expect(store.status).toEqual({ kind: 'failed', text: 'Not an admin' });
    expect(store.busy).toBe(false);
    expect(store.dirty).toBe(true);
  });

  it('deletes: nothing left to lose after, a refusal beside Delete', async () => {
    const { writes, removed } = fakeWrites();
    const store = new DeviceEditorStore(writes, 'sys', 'S-1', device({}));
    store.setCommon({ ...store.form.common, alias: 'Gone soon' });
    expect(await store.remove()).toBe(true);
    expect(removed).toEqual(['S-1']);
    expect(store.dirty).toBe(false);
    const refused = new DeviceEditorStore(fakeWrites('Offline').writes, 'sys', 'S-1', device({}));
    expect(await refused.remove()).toBe(false);
    expect(refused.status).toEqual({ kind: 'failed', text: 'Offline' });
  });
});
