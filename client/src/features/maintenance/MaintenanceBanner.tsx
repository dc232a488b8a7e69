import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { systemTimeZone } from '@neuron/shared';
import { useFeature, useStores } from '../../stores/StoreContext';
import { devicesFeature } from '../../stores/devices/deviceStoreFeature';
import { maintenanceFeature } from '../../stores/maintenance/MaintenanceStore';
import { formatInZone } from './zoneTime';
import './maintenance.css';

/**
 * "In maintenance" across the system page while a window is in force: what it covers, until when,
 * and that notifications are held (events are still recorded). Gone when the clock passes its end.
 */
export const MaintenanceBanner = observer(function MaintenanceBanner({ systemId }: { systemId: string }) {
  const { clock, systems } = useStores();
  const maintenance = useFeature(maintenanceFeature);
  const devices = useFeature(devicesFeature);
  useEffect(() => maintenance.follow(systemId), [maintenance, systemId]);
  const timeZone = systemTimeZone(systems.byId(systemId));
  const active = maintenance.active(timeZone, clock.now);
  if (active.length === 0) return null;
  return (
    <div className="notice maintenance-banner" role="status" data-testid="maintenance-banner">
      {active.map(({ id, window, occurrence }) => {
        const covers = window.devices.includes('*')
          ? 'the whole system'
          : window.devices.map((sn) => devices.device(sn)?.alias || sn).join(', ');
        return (
          <p key={id}>
            <strong>In maintenance: {window.name}</strong> until {formatInZone(occurrence.end, timeZone)} ({covers}).
            Events are recorded; notifications are held and summed up when it ends.
          </p>
        );
      })}
    </div>
  );
});

/** The mark on a device row covered by a window in force. */
export const MaintenanceMark = observer(function MaintenanceMark({ sn, systemId }: { sn: string; systemId: string }) {
  const { clock, systems } = useStores();
  const maintenance = useFeature(maintenanceFeature);
  const covering = maintenance.covering(sn, systemTimeZone(systems.byId(systemId)), clock.now);
  if (!covering) return null;
  return (
    <span className="maintenance-mark" data-testid={`maintenance-${sn}`} title={covering.window.name}>
      In maintenance
    </span>
  );
});
