import { makeAutoObservable, runInAction } from 'mobx';
import type { SensorConfig } from '@neuron/shared';
import type { LoadedDevice } from '../../data/devices';
import { SAVED, failed, type EditorStatus } from '../editorStatus';
import { EditorDraft } from '../editorDraft';
import type { DeviceAdminStore } from './DeviceAdminStore';
import { joinList, splitList } from './listText';
import { configFromForm, formFromConfig, type ConfigErrors, type SensorConfigForm } from './sensorConfigForm';
import { virtualDraftProblem, type VirtualDraft } from './virtualDraft';

/** Alias, tags and labels as typed (tags and labels comma-separated). */
export interface CommonDraft {
  alias: string;
  tags: string;
  labels: string;
}

/** A virtual sensor's inputs, formula and unit as typed. */
export type VirtualUnitDraft = VirtualDraft & { unit: string };

/** Everything the device editor edits, as typed: the common fields and the kind's own. */
export interface DeviceDraft {
  common: CommonDraft;
  /** A sensor's config (null for the other kinds). */
  sensor: SensorConfigForm | null;
  /** A virtual sensor's formula (null for the other kinds). */
  virtual: VirtualUnitDraft | null;
}

/** The draft of a stored device (a sensor's values as many as its latest sample has). */
export function deviceDraftOf(device: LoadedDevice): DeviceDraft {
  const sampleValues = device.sample?.rawValues?.length ?? device.sample?.values.length ?? 0;
  return {
    common: { alias: device.alias, tags: joinList(device.tags), labels: joinList(device.labels) },
    sensor: device.type === 'SENSOR' ? formFromConfig(device.config, sampleValues) : null,
    virtual:
      device.type === 'VIRTUAL'
        ? {
            inputs: device.config.inputs ?? [],
            expression: device.config.expression ?? '',
            unit: device.config.si?.[0] ?? '',
          }
        : null,
  };
}

/** What the draft makes of the stored config: the config to save, or why it cannot be saved. */
export interface DraftCheck {
  config: SensorConfig;
  /** A sensor's field errors by field id. */
  errors: ConfigErrors;
  /** Why Save writes nothing (shown once Save was pressed). */
  blocked?: string;
}

/** What `draft` makes of the `stored` config: a sensor's form, a virtual's formula and unit, or the config as it is. */
function checkDraft({ sensor, virtual }: DeviceDraft, stored: SensorConfig): DraftCheck {
  if (sensor) {
    const { config, errors } = configFromForm(sensor, stored);
    const blocked = Object.keys(errors).length > 0 ? 'Fix the marked fields first: nothing was saved' : undefined;
    return { config, errors, blocked };
  }
  if (virtual) {
    const { si: _si, ...rest } = stored;
    const unit = virtual.unit.trim();
    const config = {
      ...rest,
      inputs: virtual.inputs,
      expression: virtual.expression.trim(),
      ...(unit ? { si: [unit] } : {}),
    };
    return { config, errors: {}, blocked: virtualDraftProblem(virtual) && 'Fix the formula first: nothing was saved' };
  }
  return { config: stored, errors: {} };
}

/**
 * One device being edited by an admin (sensor, virtual sensor or gateway): the draft, its field
 * errors from the shared schemas and formula checker, Save and Delete, the saved state.
 */
export class DeviceEditorStore {
  /** Save was pressed: the draft's problems show from then on. */
  submitted = false;
  busy = false;
  status: EditorStatus = null;
  /** Why the last delete did not happen (shown beside Delete). */
  removeError: string | null = null;
  private readonly edits: EditorDraft<DeviceDraft>;

  constructor(
    private readonly writes: Pick<DeviceAdminStore, 'save' | 'remove'>,
    readonly systemId: string,
    readonly sn: string,
    device: LoadedDevice,
  ) {
    this.edits = new EditorDraft(deviceDraftOf(device));
    makeAutoObservable<DeviceEditorStore, 'writes' | 'edits'>(this, { writes: false, edits: false });
  }

  /** The fields as typed. */
  get draft(): DeviceDraft {
    return this.edits.value;
  }

  /** Changes not saved yet (the leave guard asks before they are lost). */
  get dirty(): boolean {
    return this.edits.dirty;
  }

  setCommon(common: CommonDraft): void {
    this.edits.value = { ...this.draft, common };
  }

  setSensor(sensor: SensorConfigForm): void {
    this.edits.value = { ...this.draft, sensor };
  }

  setVirtual(patch: Partial<VirtualUnitDraft>): void {
    if (this.draft.virtual) this.edits.value = { ...this.draft, virtual: { ...this.draft.virtual, ...patch } };
  }

  /** Cancel: the fields go back to the device as stored, and its problems show only after the next Save. */
  cancel(): void {
    this.edits.discard();
    this.submitted = false;
    this.status = null;
    this.removeError = null;
  }

  /** The config the draft makes of the `stored` one (the device as it is now), checked. */
  check(stored: SensorConfig): DraftCheck {
    return checkDraft(this.draft, stored);
  }

  /** Saves a valid draft over the device's `stored` config (true); otherwise writes nothing. */
  async save(stored: SensorConfig): Promise<boolean> {
    if (this.busy) return false; // a second press while the first save runs
    this.submitted = true;
    // A plain copy: what is written holds no observable arrays, and the baseline stays as saved.
    const saving = this.edits.snapshot();
    const { config, blocked } = checkDraft(saving, stored);
    if (blocked) return false;
    const { alias, tags, labels } = saving.common;
    this.busy = true;
    this.status = null;
    const result = await this.writes.save(this.systemId, this.sn, {
      alias: alias.trim(),
      tags: splitList(tags),
      labels: splitList(labels),
      config,
    });
    runInAction(() => {
      this.busy = false;
      this.status = result.ok ? SAVED : failed(result.error);
      if (result.ok) this.edits.saved(saving);
    });
    return result.ok;
  }

  /** Deletes the device (true); its serial can then be claimed again. */
  async remove(): Promise<boolean> {
    const result = await this.writes.remove(this.systemId, this.sn);
    runInAction(() => {
      this.removeError = result.ok ? null : result.error;
      if (result.ok) this.edits.deleted();
    });
    return result.ok;
  }
}
