import { observer } from 'mobx-react-lite';
import { DEVICE_TYPES } from '@neuron/shared';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { pathFor } from '../../app/routeTable';
import { useFeature } from '../../stores/StoreContext';
import { editorsFeature } from '../../stores/Editors';
import { useDeviceLookup } from '../../stores/devices/useDeviceLookup';
import type { ManualEventEditorStore } from '../../stores/events/ManualEventEditorStore';
import { DevicePicker } from '../devices/DevicePicker';
import { inSystem } from '../systems/inSystem';
import { SystemHeading } from '../systems/SystemHeading';
import { EditorStatusLine } from '../forms/EditorStatusLine';
import { FieldError, fieldAria } from '../forms/FieldError';
import { UnsavedChangesGuard } from '../forms/UnsavedChangesGuard';

/** Create a manual event about the system or one of its devices; opens the new event when saved. */
const CreateEventScreen = observer(function CreateEventScreen({ systemId }: { systemId: string }) {
  const editors = useFeature(editorsFeature);
  const navigate = useNavigate();
  // One store per visit (the one editor shape).
  const [store] = useState(() => editors.manualEvent(systemId));
  const { form, errors } = store;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const eventId = await store.save();
    if (eventId) navigate(pathFor('eventsWithParam', { systemId, eventId }));
  };

  return (
    <section aria-labelledby="screen-title">
      <SystemHeading systemId={systemId} title="Create event" />
      <form className="form" onSubmit={submit} noValidate>
        <UnsavedChangesGuard when={() => store.dirty} />
        <label htmlFor="event-text">What happened</label>
        <textarea
          id="event-text"
          maxLength={2000}
          rows={3}
          value={form.text}
          onChange={(e) => store.set('text', e.target.value)}
          required
          {...fieldAria('event-text', errors.text)}
        />
        <FieldError id="event-text" message={errors.text} />
        <fieldset>
          <legend>Device</legend>
          <EventDevice systemId={systemId} store={store} />
        </fieldset>
        <EditorStatusLine status={store.status} />
        <button type="submit" className="button primary" disabled={store.busy}>
          {store.busy ? 'Saving…' : 'Create event'}
        </button>
      </form>
    </section>
  );
});
export default inSystem('Create event', CreateEventScreen);

/** The event's device (or none), picked with the device picker: bounded reads, whatever the fleet. */
const EventDevice = observer(function EventDevice({
  systemId,
  store,
}: {
  systemId: string;
  store: ManualEventEditorStore;
}) {
  const picked = store.form.deviceSn ? [store.form.deviceSn] : [];
  const lookup = useDeviceLookup(systemId, DEVICE_TYPES, picked);
  return (
    <DevicePicker
      lookup={lookup}
      id="event-device"
      label="Find a device"
      mode="one"
      none="None"
      picked={picked}
      onChange={([sn]) => store.set('deviceSn', sn ?? '')}
      empty="This system has no devices yet."
    />
  );
});
