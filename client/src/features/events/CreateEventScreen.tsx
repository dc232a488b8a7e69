import { observer } from 'mobx-react-lite';
import { SystemHeading } from '../systems/SystemHeading';
import { useSystemDevices } from '../systems/useSystemDevices';

/** Create a manual event: the devices it can be about, by alias. */
const CreateEventScreen = observer(function CreateEventScreen() {
  const { systemId, devices } = useSystemDevices();
  return (
    <section aria-labelledby="screen-title">
      <SystemHeading systemId={systemId} title="Create event" />
      <form className="form" onSubmit={(e) => e.preventDefault()} aria-describedby="screen-title">
        <label htmlFor="event-text">What happened</label>
        <textarea id="event-text" maxLength={2000} rows={3} />
        <label htmlFor="event-device">Device</label>
        <select id="event-device" defaultValue="">
          <option value="">None</option>
          {[...devices.sensors, ...devices.virtuals, ...devices.gateways].map((d) => (
            <option key={d.sn} value={d.sn}>
              {d.alias || d.sn}
            </option>
          ))}
        </select>
      </form>
    </section>
  );
});
export default CreateEventScreen;
