import { observer } from 'mobx-react-lite';
import { useDeferredValue, useMemo, useState } from 'react';
import { DEFAULT_TIME_ZONE } from '@neuron/shared';
import { useStores } from '../../stores/StoreContext';
import { Select } from '../forms/Select';
import { knownTimeZones } from './zoneTime';

/** The admin's picker of the zone schedules and windows are read in (saved on change). */
export const TimeZoneField = observer(function TimeZoneField({
  systemId,
  current,
}: {
  systemId: string;
  current: string | undefined;
}) {
  const { systems, ui } = useStores();
  const [message, setMessage] = useState<string | null>(null);
  const zone = current ?? DEFAULT_TIME_ZONE;
  // Some 400 zones: the picker first renders with the current one only, and the whole list
  // follows at transition priority, which React renders in short slices (in one go, the list
  // made a long task of the system page's first render; docs/FIRST_LOAD.md).
  const listed = useDeferredValue(true, false);
  const zones = useMemo(
    () => (listed ? knownTimeZones(zone) : [zone]).map((z) => ({ value: z, label: z })),
    [listed, zone],
  );
  const change = async (timeZone: string) => {
    const result = await ui.track(systems.setTimeZone(systemId, timeZone));
    setMessage(result.ok ? `Schedules and windows now read in ${timeZone}.` : result.error);
  };
  return (
    <div className="time-zone-field">
      <label htmlFor="system-time-zone">Time zone of schedules and windows</label>
      <Select id="system-time-zone" value={zone} onChange={(z) => void change(z)} options={zones} />
      {current === undefined && <p className="hint">Not set: read in UTC.</p>}
      {message && <p role="status">{message}</p>}
    </div>
  );
});
