import { observer } from 'mobx-react-lite';
import {
  connectionStatusName,
  gatewayConnection,
  sensorsHeardThrough,
  signalDisplay,
  type ConnectionStatusName,
  type DeviceStatus,
  type GatewayInfo,
  type GatewayLink,
} from '@neuron/shared';
import { Suspense } from 'react';
import { Link } from 'react-router-dom';
import { ErrorBoundary } from '../../app/ErrorBoundary';
import { retryableLazy } from '../../app/retryableLazy';
import { useFeature, useStores } from '../../stores/StoreContext';
import { devicesFeature } from '../../stores/devices/deviceStoreFeature';
import { SignalIcon } from '../devices/SignalIcon';
import { timeAgo } from '../devices/timeAgo';
import '../history/history.css';

/** The session state the gateway reported, in words (never the catalogue's code name). */
const SESSION_TEXT: Record<ConnectionStatusName, string> = {
  INACTIVE: 'Inactive',
  CONNECTING: 'Connecting',
  CONNECTED: 'Connected',
  FAILED_TO_START_SESSION: 'Could not start a session',
  FAILED_TO_CREATE_INSTANCE: 'Could not create its instance',
  FAILED_TO_PUBLISH: 'Could not publish',
  UNKNOWN: 'Not reported',
};

// Leaflet is loaded only on the gateway page.
const { Component: GatewayMap, reset: reloadMap } = retryableLazy(() => import('./GatewayMap'));

/** A gateway's place (map and coordinates), cell info, connection status and the sensors it hears. */
export const GatewayPanel = observer(function GatewayPanel({
  systemId,
  sn,
  label,
  info,
  status,
  link,
}: {
  systemId: string;
  sn: string;
  label: string;
  info: GatewayInfo | undefined;
  /** The row's status (deviceStatus): the Connection section says the same. */
  status: DeviceStatus;
  /** The device's own link (what its row draws). */
  link: GatewayLink | undefined;
}) {
  const { clock } = useStores();
  const devices = useFeature(devicesFeature);
  const connection = gatewayConnection(status, link, info);
  const heard = sensorsHeardThrough(sn, devices.heardThrough(sn));
  const cell = info?.cell;
  const location = info?.location;
  return (
    <>
      <section aria-labelledby="gw-location">
        <h2 id="gw-location">Location</h2>
        {location ? (
          <>
            <p data-testid="gateway-coordinates">
              {location.lat.toFixed(6)}, {location.lng.toFixed(6)}
              {location.accuracy != null && ` (± ${Math.round(location.accuracy)} m)`}
            </p>
            <ErrorBoundary what="The map" onRetry={reloadMap}>
              <Suspense fallback={<p role="status">Loading map…</p>}>
                <GatewayMap location={location} label={label} />
              </Suspense>
            </ErrorBoundary>
          </>
        ) : (
          <p className="notice">No location yet: it is found from the cell info the gateway reports.</p>
        )}
      </section>
      <section aria-labelledby="gw-cell">
        <h2 id="gw-cell">Connection</h2>
        <dl className="cell-facts" data-testid="gateway-cell">
          <dt>Status</dt>
          <dd data-testid="gateway-online">{connection.online ? 'Online' : 'Offline'}</dd>
          <dt>Last report</dt>
          <dd>{timeAgo(connection.lastReport, clock.now)}</dd>
          <dt>Link</dt>
          <dd data-testid="gateway-link">{connection.link ?? '—'}</dd>
          <dt>Signal</dt>
          <dd data-testid="gateway-rssi">
            {connection.signal && <SignalIcon signal={connection.signal} />}
            {connection.rssi != null && ` ${connection.rssi} dBm`}
            {!connection.signal && connection.rssi == null && '—'}
          </dd>
          <dt>Session</dt>
          <dd>{SESSION_TEXT[connectionStatusName(info?.status)]}</dd>
          <dt>Firmware</dt>
          <dd data-testid="gateway-firmware">{info?.firmware ?? '—'}</dd>
          <dt>MCC</dt>
          <dd>{cell?.homeMobileCountryCode ?? '—'}</dd>
          <dt>MNC</dt>
          <dd>{cell?.homeMobileNetworkCode ?? '—'}</dd>
          <dt>Cell id</dt>
          <dd>{cell?.cellId ?? '—'}</dd>
          <dt>LAC</dt>
          <dd>{cell?.locationAreaCode ?? '—'}</dd>
          <dt>TAC</dt>
          <dd>{cell?.LteTracAreaCode ?? '—'}</dd>
          <dt>Cell rssi</dt>
          <dd>{cell?.rssi != null ? `${cell.rssi} dBm` : '—'}</dd>
        </dl>
      </section>
      <section aria-labelledby="gw-heard">
        <h2 id="gw-heard">Sensors heard</h2>
        {!devices.heardLoaded(sn) ? (
          <p role="status">Loading sensors…</p>
        ) : heard.length === 0 ? (
          <p className="notice">No sensor has been heard through this gateway.</p>
        ) : (
          <table className="device-table" data-testid="gateway-heard">
            <thead>
              <tr>
                <th scope="col">Sensor</th>
                <th scope="col">rssi</th>
                <th scope="col">Last heard</th>
              </tr>
            </thead>
            <tbody>
              {heard.map((h) => (
                <tr key={h.sn} data-sn={h.sn}>
                  <th scope="row">
                    <Link to={`/systems/${systemId}/sensors/${h.sn}`}>{h.alias}</Link>
                  </th>
                  <td>
                    <SignalIcon signal={signalDisplay({ sampleTime: h.time, rssi: h.rssi }, clock.now)} />{' '}
                    {h.rssi != null ? `${h.rssi} dBm` : '—'}
                  </td>
                  <td>
                    <time dateTime={new Date(h.time).toISOString()}>{timeAgo(h.time, clock.now)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
});
