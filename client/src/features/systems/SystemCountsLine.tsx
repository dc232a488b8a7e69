import { observer } from 'mobx-react-lite';
import { systemCountsText } from '@neuron/shared';
import { useStores } from '../../stores/StoreContext';

/**
 * The system's counts above its tables, with the home card's definition and wording
 * (shared/src/sensor/systemCounts.ts), each device online or offline as its row shows it. The
 * store keeps them as devices change (stores/devices/DeviceTally.ts): counting every device on
 * every update was a long task at 1,000 sensors (docs/PERFORMANCE.md).
 */
export const SystemCountsLine = observer(function SystemCountsLine() {
  const { devices, clock } = useStores();
  const counts = devices.countsAt(clock.now);
  return (
    <p className="system-counts" data-testid="system-counts">
      {systemCountsText(counts).join(' · ')}
    </p>
  );
});
