import { observer } from 'mobx-react-lite';
import { displayValues } from '@neuron/shared';
import { useState, type FormEvent } from 'react';
import type { LoadedDevice } from '../../../stores/models';
import { joinList, splitList } from '../listText';
import { CommonFields, type CommonDraft } from './CommonFields';
import { SaveBar } from './SaveBar';
import { SensorConfigFields } from './SensorConfigFields';
import { configFromForm, formFromConfig } from './sensorConfigForm';
import { useDeviceSave } from './useDeviceSave';

/** Edit a sensor: its fields and config, previewing the latest sample under the draft config. */
export const SensorEditForm = observer(function SensorEditForm({
  systemId,
  device,
}: {
  systemId: string;
  device: LoadedDevice;
}) {
  const [common, setCommon] = useState<CommonDraft>({
    alias: device.alias,
    tags: joinList(device.tags),
    labels: joinList(device.labels),
  });
  const [form, setForm] = useState(() =>
    formFromConfig(device.config, device.sample?.rawValues?.length ?? device.sample?.values.length ?? 0),
  );
  const [submitted, setSubmitted] = useState(false);
  const { save, busy, error } = useDeviceSave(systemId, device);
  const { config, errors } = configFromForm(form, device.config);
  const hasErrors = Object.keys(errors).length > 0;
  const preview = displayValues(config, device.sample);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (hasErrors) return;
    void save({ alias: common.alias.trim(), tags: splitList(common.tags), labels: splitList(common.labels), config });
  };

  return (
    <form className="form" onSubmit={submit} noValidate aria-label="Edit sensor">
      <CommonFields draft={common} onChange={setCommon} />
      <h2>Configuration</h2>
      <SensorConfigFields form={form} errors={errors} onChange={setForm} />
      <section aria-labelledby="preview-title">
        <h2 id="preview-title">Preview of the latest sample</h2>
        <p className="preview-values" data-testid="config-preview" aria-live="polite">
          {hasErrors
            ? 'Fix the marked fields to see the preview'
            : preview.map((v, i) => (
                <span key={i} className={`value ${v.isError ? 'color-error' : ''}`}>
                  {v.text}
                </span>
              ))}
        </p>
      </section>
      <SaveBar
        busy={busy}
        error={error}
        blocked={submitted && hasErrors ? 'Fix the marked fields first: nothing was saved' : undefined}
      />
    </form>
  );
});
