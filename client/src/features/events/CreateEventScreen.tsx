import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { pathFor } from '../../app/routeTable';
import { useStores } from '../../stores/StoreContext';
import { inSystem } from '../systems/inSystem';
import { SystemHeading } from '../systems/SystemHeading';
import { useSystemDevices } from '../systems/useSystemDevices';
import { Select } from '../forms/Select';

/** Create a manual event about the system or one of its devices; opens the new event when saved. */
const CreateEventScreen = observer(function CreateEventScreen({ systemId }: { systemId: string }) {
  const { devices } = useSystemDevices(systemId);
  const { events } = useStores();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [deviceSn, setDeviceSn] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    setBusy(true);
    const result = await events.createManual(systemId, { text, deviceSn: deviceSn || null });
    setBusy(false);
    if (!result.ok) return setError(result.error);
    navigate(pathFor('eventsWithParam', { systemId, eventId: result.value }));
  };

  return (
    <section aria-labelledby="screen-title">
      <SystemHeading systemId={systemId} title="Create event" />
      <form className="form" onSubmit={submit} noValidate>
        <label htmlFor="event-text">What happened</label>
        <textarea
          id="event-text"
          maxLength={2000}
          rows={3}
          value={text}
          onChange={(e) => setText(e.target.value)}
          required
        />
        <label htmlFor="event-device">Device</label>
        <Select
          id="event-device"
          value={deviceSn}
          onChange={setDeviceSn}
          options={[
            { value: '', label: 'None' },
            ...[...devices.sensors, ...devices.virtuals, ...devices.gateways].map((d) => ({
              value: d.sn,
              label: d.alias || d.sn,
            })),
          ]}
        />
        {error && (
          <p className="notice error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button primary" disabled={busy}>
          {busy ? 'Saving…' : 'Create event'}
        </button>
      </form>
    </section>
  );
});
export default inSystem('Create event', CreateEventScreen);
