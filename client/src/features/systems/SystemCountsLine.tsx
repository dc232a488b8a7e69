import { observer } from 'mobx-react-lite';
import { countsOfSummary, systemCountsText, type SystemSummary } from '@neuron/shared';
import { useFeature, useStores } from '../../stores/StoreContext';
import { devicesFeature } from '../../stores/devices/deviceStoreFeature';

/**
 * The system's counts above its tables, with the home card's definition and wording
 * (shared/src/sensor/systemCounts.ts), each device online or offline as its row shows it. The
 * store keeps them as devices change (stores/devices/DeviceTally.ts): counting every device on
 * every update was a long task at 1,000 sensors (docs/FIRST_LOAD.md). Until the device list has
 * loaded, the line shows the summary the functions keep on the system document (what the home
 * card shows), so it is there with the title rather than only once a thousand devices have come;
 * the same paragraph then changes to the devices' own counts. The system page, which reads its
 * tables a page at a time, shows the summary throughout (docs/LARGE_SYSTEMS.md).
 */
export const SystemCountsLine = observer(function SystemCountsLine({ summary }: { summary?: SystemSummary }) {
  const { clock } = useStores();
  const devices = useFeature(devicesFeature);
  // The paged system page holds a page of each table, not every device: the summary counts them
  // all (the devices read count only while a new system has no summary yet).
  const counts =
    devices.pages && summary
      ? countsOfSummary(summary)
      : devices.loaded
        ? devices.countsAt(clock.now)
        : summary && countsOfSummary(summary);
  if (!counts) return null;
  return (
    <p className={devices.staleShown ? 'system-counts stale' : 'system-counts'} data-testid="system-counts">
      {systemCountsText(counts).join(' · ')}
    </p>
  );
});
