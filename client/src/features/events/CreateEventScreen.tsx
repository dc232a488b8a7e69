import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { firstFieldIssue, ManualEventInputSchema } from '@neuron/shared';
import { useStores } from '../../stores/StoreContext';
import { SystemHeading } from '../systems/SystemHeading';
import { useSystemDevices } from '../systems/useSystemDevices';

/** Create a manual event about the system or one of its devices; opens the new event when saved. */
const CreateEventScreen = observer(function CreateEventScreen() {
  const { systemId, devices } = useSystemDevices();
  const { auth, transport, ui } = useStores();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [deviceSn, setDeviceSn] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    const parsed = ManualEventInputSchema.safeParse({ text, deviceSn: deviceSn || null });
    if (!parsed.success) {
      setError(firstFieldIssue(parsed.error).message);
      return;
    }
    if (!auth.email) return;
    setBusy(true);
    try {
      const id = await ui.track(
        transport.createManualEvent(
          systemId,
          { text: parsed.data.text, deviceSn: parsed.data.deviceSn, time: Date.now() },
          auth.email,
        ),
      );
      navigate(`/systems/${encodeURIComponent(systemId)}/events/${encodeURIComponent(id)}`);
    } catch (err) {
      setError(`Could not save the event: ${(err as Error).message}`);
    } finally {
      setBusy(false);
    }
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
        <select id="event-device" value={deviceSn} onChange={(e) => setDeviceSn(e.target.value)}>
          <option value="">None</option>
          {[...devices.sensors, ...devices.virtuals, ...devices.gateways].map((d) => (
            <option key={d.sn} value={d.sn}>
              {d.alias || d.sn}
            </option>
          ))}
        </select>
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
export default CreateEventScreen;
