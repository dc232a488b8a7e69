import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useFeature, useStores } from '../../stores/StoreContext';
import { devicesFeature } from '../../stores/devices/deviceStoreFeature';
import { radioFeature } from '../../stores/devices/RadioStore';
import { deviceDetailsPath } from './devicePaths';
import { deviceStatus, sensorsHeardThrough } from '@neuron/shared';
import { LowBatteryBadge } from './SensorFacts';
import { MaintenanceMark } from '../maintenance/MaintenanceBanner';
import { SignalIcon } from './SignalIcon';
import { timeAgo } from './timeAgo';
import { useHeardSensors, useLiveDevices } from './useLiveDevices';
import './weakLink.css';

/** A gateway row follows this many of the sensors that heard it last (its "last heard" moves with them). */
const GATEWAY_LIVE_SENSORS = 5;

/**
 * One device: its values through the shared sensor math, online state, signal and age. The row
 * keeps its own device live while it is in view and reads only that device from the store (a
 * gateway also reads the sensors that heard it), so a live update re-renders the rows that
 * changed and no others.
 */
export const DeviceRow = observer(function DeviceRow({
  deviceId,
  systemId,
  rowIndex,
  tabbable,
  live = true,
}: {
  deviceId: string;
  systemId: string;
  /** Position in the whole table (header row is 1), for aria-rowindex. */
  rowIndex: number;
  /** Whether this row's link is the table's one stop in the tab order. */
  tabbable: boolean;
  /**
   * Whether the row is in view: then it keeps its device live and asks for its radio health. A
   * row rendered just outside the view (so a scroll or key press lands on a rendered row) shows
   * what the store has, and goes live as it comes into view.
   */
  live?: boolean;
}) {
  const { clock } = useStores();
  const devices = useFeature(devicesFeature);
  const radio = useFeature(radioFeature);
  const device = devices.device(deviceId);
  // A gateway reads the sensors it heard (not all of the system's): its row follows only those.
  const heardBy = device?.type === 'GATEWAY' ? devices.heardThrough(device.sn) : [];
  const heard = device ? sensorsHeardThrough(device.sn, heardBy) : [];
  useLiveDevices(live ? [deviceId, ...heard.slice(0, GATEWAY_LIVE_SENSORS).map((h) => h.sn)] : []);
  // On the paged system page the sensors a gateway heard are not among the rows read: its row reads its latest few.
  useHeardSensors(live && device?.type === 'GATEWAY' ? device.sn : null, GATEWAY_LIVE_SENSORS);
  // The weak-link badge: a sensor's or gateway's row asks for its 24-hour median rssi when it comes
  // into view, never while the list is the offline copy (a gateway's own rssi is in its rollups
  // too, counted with each note of it heard: functions/src/domain/gatewayHeard.ts).
  const radioHealth = device?.type === 'SENSOR' || device?.type === 'GATEWAY';
  const readRadio = live && radioHealth && !devices.stale;
  useEffect(() => {
    if (readRadio) void radio.loadMedians(systemId, [deviceId]);
  }, [radio, systemId, deviceId, readRadio]);
  if (!device) return null;
  const now = clock.now;
  const { values, online, signal, lastSeen } = deviceStatus(device, heardBy, now);
  const error = device.state?.errorText;
  return (
    <tr data-sn={device.sn} aria-rowindex={rowIndex}>
      <th scope="row">
        <Link className="device-alias" to={deviceDetailsPath(systemId, device)} tabIndex={tabbable ? 0 : -1}>
          {device.alias || device.sn}
        </Link>
        <span className="device-sn">{device.sn}</span>
      </th>
      <td data-testid={`values-${device.sn}`}>
        <div className="device-values">
          {values.map((v, i) => (
            <span
              key={i}
              className={`value ${v.isError ? 'color-error' : ''} ${i === (device.config.pv ?? 0) ? 'primary' : ''}`}
            >
              {v.text}
            </span>
          ))}
        </div>
      </td>
      <td>
        <span className={`status-pill ${online ? 'online' : 'offline'}`}>{online ? 'Online' : 'Offline'}</span>
        {error && <span className="device-error color-error">{error}</span>}
        <MaintenanceMark sn={device.sn} systemId={systemId} />
      </td>
      <td>
        {signal ? <SignalIcon signal={signal} /> : <span aria-label="Not applicable">—</span>}
        {radioHealth && radio.isWeak(device.sn) && (
          <span
            className="weak-link"
            data-testid={`weak-link-${device.sn}`}
            title={`Median rssi over 24 h: ${radio.medians.get(device.sn)} dBm`}
          >
            Weak link
          </span>
        )}
        {device.type === 'SENSOR' && <LowBatteryBadge device={device} />}
      </td>
      <td>
        <time dateTime={lastSeen != null ? new Date(lastSeen).toISOString() : undefined}>{timeAgo(lastSeen, now)}</time>
      </td>
    </tr>
  );
});
