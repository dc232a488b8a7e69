// What a device editor's draft is, made from a stored device and checked back into its config. A
// module of its own because the config form checks with the shared schemas (zod): the editor's
// lazy chunk loads it and hands it to RootStore.editors.device, so zod stays out of the first screen.
import type { SensorConfig } from '@neuron/shared';
import type { DeviceView } from '../models';
import { joinList } from './listText';
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
export function deviceDraftOf(device: DeviceView): DeviceDraft {
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
export function checkDeviceDraft({ sensor, virtual }: DeviceDraft, stored: SensorConfig): DraftCheck {
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

/** The draft functions a device editor is made with (this module, handed in by the editor's chunk). */
export const DEVICE_DRAFTS = { of: deviceDraftOf, check: checkDeviceDraft };
export type DeviceDrafts = typeof DEVICE_DRAFTS;
