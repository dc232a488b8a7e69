import { observer } from 'mobx-react-lite';
import { connectionStatusName, sensorsHeardThrough, signalDisplay, type GatewayInfo } from '@neuron/shared';
import { Suspense } from 'react';
import { Link } from 'react-router-dom';
import { ErrorBoundary } from '../../app/ErrorBoundary';
import { retryableLazy } from '../../app/retryableLazy';
import { useStores } from '../../stores/StoreContext';
import { SignalIcon } from '../devices/SignalIcon';
import { timeAgo } from '../devices/timeAgo';
import '../history/history.css';

// Leaflet is loaded only on the gateway page.
const { Component: GatewayMap, reset: reloadMap } = retryableLazy(() => import('./GatewayMap'));

/** A gateway's place (map and coordinates), cell info, connection status and the sensors it hears. */
export const GatewayPanel = observer(function GatewayPanel({
  systemId,
  sn,
  label,
  info,
}: {
  systemId: string;
  sn: string;
  label: string;
  info: GatewayInfo | undefined;
}) {
  const { devices, clock } = useStores();
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
          <dt>Connection status</dt>
          <dd>{connectionStatusName(info?.status)}</dd>
          <dt>Last report</dt>
          <dd>{timeAgo(info?.lastSeen, clock.now)}</dd>
          <dt>Link</dt>
          <dd data-testid="gateway-link">{info?.ethernet == null ? '—' : info.ethernet ? 'Ethernet' : 'Cellular'}</dd>
          <dt>Signal</dt>
          <dd data-testid="gateway-rssi">
            {info?.ethernet ? (
              <SignalIcon signal={{ kind: 'ethernet' }} />
            ) : info?.rssi != null ? (
              <>
                <SignalIcon signal={signalDisplay({ sampleTime: info.lastSeen, rssi: info.rssi }, clock.now)} />{' '}
                {info.rssi} dBm
              </>
            ) : (
              '—'
            )}
          </dd>
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
        {heard.length === 0 ? (
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
