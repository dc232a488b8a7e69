import { observer } from 'mobx-react-lite';
import { countDevices, deviceOnline, systemCountsText } from '@neuron/shared';
import { useStores } from '../../stores/StoreContext';

/**
 * The system's counts above its tables, with the home card's definition and wording
 * (shared/src/sensor/systemCounts.ts), each device online or offline as its row shows it.
 */
export const SystemCountsLine = observer(function SystemCountsLine() {
  const { devices, clock } = useStores();
  const now = clock.now;
  const counts = countDevices(
    devices.devices.map((d) => ({
      type: d.type,
      online: deviceOnline(d, d.type === 'GATEWAY' ? devices.heardThrough(d.sn) : [], now),
      inAlarm: (d.state?.alarm.length ?? 0) > 0,
    })),
  );
  return (
    <p className="system-counts" data-testid="system-counts">
      {systemCountsText(counts).join(' · ')}
    </p>
  );
});
