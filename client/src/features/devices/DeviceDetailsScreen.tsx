import { isAdminOf } from '@neuron/shared';
import { observer } from 'mobx-react-lite';
import { deviceStatus } from '@neuron/shared';
import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { LoadState } from '../../app/LoadState';
import { useRouteName, useRouteParam } from '../../app/routeParams';
import { useStores } from '../../stores/StoreContext';
import { useGatewayInfo } from '../../stores/gateways/gatewayReads';
import { inSystem } from '../systems/inSystem';
import { SystemHeading } from '../systems/SystemHeading';
import { useSystemDevices } from '../systems/useSystemDevices';
import { typeOfRoute } from './devicePaths';
import { SensorFactsRows } from './SensorFacts';
import { SignalIcon } from './SignalIcon';
import { timeAgo } from './timeAgo';
import { useHeardSensors, useLiveDevices } from './useLiveDevices';
import { GatewayPanel } from '../gateways/GatewayPanel';
import { HistoryPanel } from '../history/HistoryPanel';
import { RssiTrendPanel } from '../history/RssiTrendPanel';

const TITLES = { SENSOR: 'Sensor', VIRTUAL: 'Virtual sensor', GATEWAY: 'Gateway' } as const;
/** The sensors a gateway's page lists (those that heard it last): read by a query of their own, not the whole system. */
const GATEWAY_PAGE_SENSORS = 100;

/** An info key as a label: 'model' → 'Model', 'hwRevision' → 'Hw revision'. */
function infoLabel(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A device's details: its latest values, online state, signal and age (worked out as the device
 * list does, so a gateway shows what its sensors' samples say of it) and what its info document says.
 */
const DeviceDetailsScreen = observer(function DeviceDetailsScreen({ systemId }: { systemId: string }) {
  const sn = useRouteParam('sn');
  const type = typeOfRoute(useRouteName());
  // Only this device is read (and, for a gateway, the sensors that heard it last): never the whole system.
  const { system, devices } = useSystemDevices(systemId, 'held');
  const { auth, clock } = useStores();
  const isAdmin = isAdminOf(system, auth.email);
  const held = devices.device(sn);
  const device = held?.type === type ? held : undefined;
  // The device live; a gateway's page sums up the latest samples of the sensors that heard it.
  useLiveDevices([sn]);
  useHeardSensors(type === 'GATEWAY' ? sn : null, GATEWAY_PAGE_SENSORS);
  const info = useGatewayInfo(type === 'GATEWAY' ? sn : undefined);
  // Battery, firmware and protocol come from the device (what its samples last said), not the info
  // document; a gateway's own signal and firmware show in its Connection section.
  // A sensor's factory facts are on its device here (copied at claim), never read by serial.
  const infoEntries = Object.entries((type === 'GATEWAY' ? info.value : device?.info) ?? {}).filter(
    ([k, v]) =>
      !['id', 'ref', 'keyHash', 'systemId', 'claimedAt', 'status', 'lastSeen'].includes(k) &&
      !(type === 'SENSOR' && ['battery', 'firmware', 'protocol'].includes(k)) &&
      !(type === 'GATEWAY' && ['rssi', 'firmware'].includes(k)) &&
      (typeof v === 'string' || typeof v === 'number'),
  );
  return (
    <section aria-labelledby="screen-title">
      <SystemHeading systemId={systemId} title={`${TITLES[type]} ${device?.alias || sn}`} />
      <LoadState
        state={{ loaded: !!device || devices.answered(sn), error: devices.error, value: device }}
        notFound={`No ${TITLES[type].toLowerCase()} ${sn} in this system.`}
      >
        {(device) => {
          const status = deviceStatus(
            device,
            device.type === 'GATEWAY' ? devices.heardThrough(device.sn) : [],
            clock.now,
          );
          return (
            <>
              {isAdmin && (
                <p className="screen-actions">
                  <Link to="edit">Manage</Link>
                </p>
              )}
              <dl className="facts">
                <dt>Serial number</dt>
                <dd>{device.sn}</dd>
                <dt>{type === 'GATEWAY' ? 'Heard' : 'Latest values'}</dt>
                <dd data-testid={`details-values-${device.sn}`}>
                  {status.values.map((v, i) => (
                    <span key={i} className={`value ${v.isError ? 'color-error' : ''}`}>
                      {v.text}
                    </span>
                  ))}
                </dd>
                <dt>Status</dt>
                <dd data-testid="details-status">{status.online ? 'Online' : 'Offline'}</dd>
                {status.signal && (
                  <>
                    <dt>Signal</dt>
                    <dd>
                      <SignalIcon signal={status.signal} />
                    </dd>
                  </>
                )}
                <dt>Updated</dt>
                <dd>{timeAgo(status.lastSeen, clock.now)}</dd>
                {device.tags.length > 0 && (
                  <>
                    <dt>Tags</dt>
                    <dd>{device.tags.join(', ')}</dd>
                  </>
                )}
                {type === 'SENSOR' && <SensorFactsRows device={device} />}
                {infoEntries.map(([k, v]) => (
                  <Fragment key={k}>
                    <dt>{infoLabel(k)}</dt>
                    <dd>{String(v)}</dd>
                  </Fragment>
                ))}
              </dl>
              {type === 'GATEWAY' ? (
                <>
                  <GatewayPanel
                    systemId={systemId}
                    sn={sn}
                    label={device.alias || sn}
                    info={info.value}
                    status={status}
                    link={device.link}
                  />
                  {/* Its own signal as it reported it, hour by hour (its rollups, like a sensor's). */}
                  <RssiTrendPanel systemId={systemId} sn={sn} />
                </>
              ) : (
                <>
                  <HistoryPanel
                    systemId={systemId}
                    sn={sn}
                    config={device.config}
                    configChanges={device.configChanges}
                  />
                  {type === 'SENSOR' && <RssiTrendPanel systemId={systemId} sn={sn} afterHistory />}
                </>
              )}
            </>
          );
        }}
      </LoadState>
    </section>
  );
});
export default inSystem('Device', DeviceDetailsScreen);
