import { deviceSensorFacts, isLowBattery, LOW_BATTERY_PERCENT, type Device } from '@neuron/shared';
import './weakLink.css';

/** What a sensor last said of itself (its samples' battery, firmware, protocol), as details-list rows. */
export function SensorFactsRows({ device }: { device: Pick<Device, 'facts'> }) {
  const { battery, firmware, protocol } = deviceSensorFacts(device);
  return (
    <>
      {battery !== undefined && (
        <>
          <dt>Battery</dt>
          <dd data-testid="details-battery">
            {battery} %{isLowBattery(battery) && <span className="weak-link">Low battery</span>}
          </dd>
        </>
      )}
      {firmware !== undefined && (
        <>
          <dt>Firmware</dt>
          <dd data-testid="details-firmware">{firmware}</dd>
        </>
      )}
      {protocol !== undefined && (
        <>
          <dt>Protocol version</dt>
          <dd data-testid="details-protocol">{protocol}</dd>
        </>
      )}
    </>
  );
}

/** The row's low-battery badge: shown at or below LOW_BATTERY_PERCENT (shared/). */
export function LowBatteryBadge({ device }: { device: Pick<Device, 'sn' | 'facts'> }) {
  const { battery } = deviceSensorFacts(device);
  if (!isLowBattery(battery)) return null;
  return (
    <span
      className="weak-link"
      data-testid={`low-battery-${device.sn}`}
      title={`Battery ${battery} % (low at ${LOW_BATTERY_PERCENT} % or less)`}
    >
      Low battery
    </span>
  );
}
