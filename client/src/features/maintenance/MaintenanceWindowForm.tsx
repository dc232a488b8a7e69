import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import type { MaintenanceWindowView } from '../../stores/models';
import type { MaintenanceForm } from '../../stores/maintenance/maintenanceForm';
import { useFeature } from '../../stores/StoreContext';
import { editorsFeature } from '../../stores/Editors';
import { useDeviceLookup } from '../../stores/devices/useDeviceLookup';
import type { MaintenanceEditorStore } from '../../stores/maintenance/MaintenanceEditorStore';
import { DevicePicker } from '../devices/DevicePicker';
import { EditorActions } from '../forms/EditorActions';
import { EditorStatusLine } from '../forms/EditorStatusLine';
import { FieldError } from '../forms/FieldError';
import { Select } from '../forms/Select';
import { TextField } from '../forms/TextField';
import { UnsavedChangesGuard } from '../forms/UnsavedChangesGuard';

/** What the maintenance panel hands its form (loaded in a chunk of its own: MaintenancePanel.tsx). */
export interface MaintenanceWindowFormProps {
  systemId: string;
  timeZone: string;
  stored: MaintenanceWindowView | null;
  onDone: () => void;
}

/** Adds or edits one window: every field with its message beside it; saves only a valid window. */
export const MaintenanceWindowForm = observer(function MaintenanceWindowForm({
  systemId,
  timeZone,
  stored,
  onDone,
}: MaintenanceWindowFormProps) {
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
        {!form.wholeSystem && <WindowDevices systemId={systemId} store={store} />}
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

/** The sensors and gateways a window may cover. */
const WINDOW_DEVICE_TYPES = ['SENSOR', 'GATEWAY'] as const;

/** The devices a window covers, picked from the system's sensors and gateways. */
const WindowDevices = observer(function WindowDevices({
  systemId,
  store,
}: {
  systemId: string;
  store: MaintenanceEditorStore;
}) {
  const picked = store.form.devices;
  const lookup = useDeviceLookup(systemId, WINDOW_DEVICE_TYPES, picked);
  return (
    <DevicePicker
      lookup={lookup}
      id="mw-devices-find"
      label="Find devices"
      mode="many"
      picked={picked}
      onChange={(devices) => store.set('devices', devices)}
      empty="This system has no sensors or gateways yet."
    />
  );
});
