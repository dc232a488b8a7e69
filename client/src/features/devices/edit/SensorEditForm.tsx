import { observer } from 'mobx-react-lite';
import { previewValues } from '@neuron/shared';
import type { FormEvent, ReactNode } from 'react';
import type { DeviceEditorStore } from '../../../stores/devices/DeviceEditorStore';
import type { DeviceView } from '../../../stores/models';
import { CommonFields } from './CommonFields';
import { SensorConfigFields } from './SensorConfigFields';

/** Edit a sensor: its fields and config, previewing the latest sample under the draft config. */
export const SensorEditForm = observer(function SensorEditForm({
  store,
  device,
  onSubmit,
  actions,
}: {
  store: DeviceEditorStore;
  device: DeviceView;
  onSubmit: (e: FormEvent) => void;
  /** Save, Cancel and Delete (DeviceActions). */
  actions: ReactNode;
}) {
  const { config, errors, blocked } = store.check(device.config);
  const preview = previewValues(config, device.sample);
  const form = store.form.sensor;
  if (!form) return null;
  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label="Edit sensor">
      <CommonFields draft={store.form.common} onChange={(c) => store.setCommon(c)} />
      <h2>Configuration</h2>
      <SensorConfigFields form={form} errors={errors} onChange={(f) => store.setSensor(f)} />
      <section aria-labelledby="preview-title">
        <h2 id="preview-title">Preview of the latest sample</h2>
        <p className="hint">
          A changed formula or unit applies to the samples that come after you save; those stored already, the latest
          one too, keep the values and units they were measured with.
        </p>
        <p className="preview-values" data-testid="config-preview" aria-live="polite">
          {blocked
            ? 'Fix the marked fields to see the preview'
            : preview.map((v, i) => (
                <span key={i} className={`value ${v.isError ? 'color-error' : ''}`}>
                  {v.text}
                </span>
              ))}
        </p>
      </section>
      {actions}
    </form>
  );
});
