import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import type { DeviceView, MaintenanceWindowView } from '../../stores/models';
import type { MaintenanceForm } from '../../stores/maintenance/maintenanceForm';
import { useFeature } from '../../stores/StoreContext';
import { editorsFeature } from '../../stores/Editors';
import { EditorActions } from '../forms/EditorActions';
import { EditorStatusLine } from '../forms/EditorStatusLine';
import { FieldError } from '../forms/FieldError';
import { Select } from '../forms/Select';
import { TextField } from '../forms/TextField';
import { UnsavedChangesGuard } from '../forms/UnsavedChangesGuard';

/** Adds or edits one window: every field with its message beside it; saves only a valid window. */
export const MaintenanceWindowForm = observer(function MaintenanceWindowForm({
  systemId,
  timeZone,
  stored,
  devices,
  onDone,
}: {
  systemId: string;
  timeZone: string;
  stored: MaintenanceWindowView | null;
  devices: DeviceView[];
  onDone: () => void;
}) {
  const editors = useFeature(editorsFeature);
  const [store] = useState(() => editors.maintenanceWindow(systemId, timeZone, stored));
  const { form, errors } = store;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await store.save()) onDone();
  };
  const text = (key: 'name' | 'start' | 'end' | 'until', label: string, type: string) => (
    <TextField
      id={`mw-${key}`}
      label={label}
      type={type}
      value={form[key]}
      error={errors[key]}
      onChange={(value) => store.set(key, value)}
    />
  );
  const toggleDevice = (sn: string, on: boolean) =>
    store.set('devices', on ? [...form.devices, sn] : form.devices.filter((d) => d !== sn));
  return (
    <form className="form maintenance-form" onSubmit={submit} noValidate aria-label="Maintenance window">
      <UnsavedChangesGuard when={() => store.dirty} />
      {text('name', 'Name', 'text')}
      <p className="hint">Times in {timeZone} (the system&apos;s time zone).</p>
      {text('start', 'Starts', 'datetime-local')}
      {text('end', 'Ends', 'datetime-local')}
      <label htmlFor="mw-repeat">Repeats</label>
      <Select<MaintenanceForm['repeat']>
        id="mw-repeat"
        value={form.repeat}
        onChange={(repeat) => store.set('repeat', repeat)}
        options={[
          { value: 'none', label: 'Once' },
          { value: 'daily', label: 'Every day' },
          { value: 'weekly', label: 'Every week' },
        ]}
      />
      {form.repeat !== 'none' && text('until', 'Repeat until (at most a year)', 'date')}
      <fieldset aria-describedby={errors.devices ? 'mw-devices-error' : undefined}>
        <legend>Covers</legend>
        <label className="check">
          <input
            type="checkbox"
            checked={form.wholeSystem}
            onChange={(e) => store.set('wholeSystem', e.target.checked)}
          />
          The whole system
        </label>
        {!form.wholeSystem &&
          devices.map((d) => (
            <label key={d.sn} className="check">
              <input
                type="checkbox"
                checked={form.devices.includes(d.sn)}
                onChange={(e) => toggleDevice(d.sn, e.target.checked)}
              />
              {d.alias || d.sn} <span className="device-sn">{d.sn}</span>
            </label>
          ))}
        <FieldError id="mw-devices" message={errors.devices} />
      </fieldset>
      <EditorStatusLine status={store.status} />
      <EditorActions
        saveLabel={stored ? 'Save window' : 'Add window'}
        busy={store.busy}
        onCancel={() => {
          // The form is a panel of the page: Cancel discards the draft and closes it.
          store.cancel();
          onDone();
        }}
        remove={
          stored
            ? {
                label: 'Delete window',
                confirm: 'Yes, delete this window',
                run: () => void store.remove().then((ok) => ok && onDone()),
              }
            : undefined
        }
      />
    </form>
  );
});
