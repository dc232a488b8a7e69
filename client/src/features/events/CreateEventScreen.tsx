import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { pathFor } from '../../app/routeTable';
import { useFeature } from '../../stores/StoreContext';
import { editorsFeature } from '../../stores/Editors';
import { inSystem } from '../systems/inSystem';
import { SystemHeading } from '../systems/SystemHeading';
import { useSystemDevices } from '../systems/useSystemDevices';
import { EditorStatusLine } from '../forms/EditorStatusLine';
import { FieldError, fieldAria } from '../forms/FieldError';
import { Select } from '../forms/Select';
import { UnsavedChangesGuard } from '../forms/UnsavedChangesGuard';

/** Create a manual event about the system or one of its devices; opens the new event when saved. */
const CreateEventScreen = observer(function CreateEventScreen({ systemId }: { systemId: string }) {
  const { devices } = useSystemDevices(systemId);
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
        <label htmlFor="event-device">Device</label>
        <Select
          id="event-device"
          value={form.deviceSn}
          onChange={(v) => store.set('deviceSn', v)}
          options={[
            { value: '', label: 'None' },
            ...[...devices.sensors, ...devices.virtuals, ...devices.gateways].map((d) => ({
              value: d.sn,
              label: d.alias || d.sn,
            })),
          ]}
        />
        <EditorStatusLine status={store.status} />
        <button type="submit" className="button primary" disabled={store.busy}>
          {store.busy ? 'Saving…' : 'Create event'}
        </button>
      </form>
    </section>
  );
});
export default inSystem('Create event', CreateEventScreen);
