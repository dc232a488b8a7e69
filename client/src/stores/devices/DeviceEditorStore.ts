import { action, makeObservable, observable } from 'mobx';
import type { SensorConfig } from '@neuron/shared';
import type { DeviceEdit, DeviceView } from '../models';
import { EditorStore } from '../EditorStore';
import type { Transport } from '../transport';
import type { UiStore } from '../UiStore';
import type { CommonDraft, DeviceDraft, DeviceDrafts, DraftCheck, VirtualUnitDraft } from './deviceDraft';
import { splitList } from './listText';
import type { ConfigErrors, SensorConfigForm } from './sensorConfigForm';

/**
 * One device being edited by an admin (sensor, virtual sensor or gateway), in the one editor shape
 * (EditorStore): the draft, its field errors from the shared schemas and formula checker, Save and
 * Delete, the saved state.
 */
export class DeviceEditorStore extends EditorStore<DeviceDraft, ConfigErrors> {
  /** Save was pressed: the draft's problems show from then on. */
  submitted = false;

  constructor(
    private readonly transport: Pick<Transport, 'updateDevice' | 'deleteDevice'>,
    readonly systemId: string,
    readonly sn: string,
    device: DeviceView,
    /** deviceDraft.ts, loaded by the editor's chunk. */
    private readonly drafts: DeviceDrafts,
    ui?: UiStore,
  ) {
    super(drafts.of(device), ui);
    makeObservable(this, { submitted: observable, save: action });
  }

  setCommon(common: CommonDraft): void {
    this.set('common', common);
  }

  setSensor(sensor: SensorConfigForm): void {
    this.set('sensor', sensor);
  }

  setVirtual(patch: Partial<VirtualUnitDraft>): void {
    if (this.form.virtual) this.set('virtual', { ...this.form.virtual, ...patch });
  }

  /** Cancel also hides the draft's problems until the next Save. */
  protected override afterCancel(): void {
    this.submitted = false;
  }

  /** The config the draft makes of the `stored` one (the device as it is now), checked. */
  check(stored: SensorConfig): DraftCheck {
    return this.drafts.check(this.form, stored);
  }

  /** Saves a valid draft over the device's `stored` config (true); otherwise writes nothing. */
  async save(stored: SensorConfig): Promise<boolean> {
    if (this.busy) return false; // a second press while the first save runs
    this.submitted = true;
    const done = await this.submit(
      (draft) => {
        const { config, errors, blocked } = this.drafts.check(draft, stored);
        if (blocked) return { ok: false, errors };
        const { alias, tags, labels } = draft.common;
        return { ok: true, value: { alias: alias.trim(), tags: splitList(tags), labels: splitList(labels), config } };
      },
      async (edit: DeviceEdit) => {
        await this.transport.updateDevice(this.systemId, this.sn, edit);
        return true;
      },
      'Could not save the device',
    );
    return done === true;
  }

  /** Deletes the device (true); its serial can then be claimed again. */
  remove(): Promise<boolean> {
    return this.removeWith(() => this.transport.deleteDevice(this.systemId, this.sn), 'Could not delete the device');
  }
}
