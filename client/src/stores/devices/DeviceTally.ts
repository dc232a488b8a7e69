import { createAtom } from 'mobx';
import {
  gatewaysOfSample,
  isOnlineThroughGateway,
  isWithinOnlineWindow,
  type DeviceType,
  type Sample,
  type SystemCounts,
} from '@neuron/shared';
import type { LoadedDevice } from '../../data/devices';

/** When a sample says gateway `gatewaySn` delivered it (as gatewaySightings reads it), or undefined. */
function sightingOf(sample: Sample | null | undefined, gatewaySn: string): number | undefined {
  return sample?.gateways?.[gatewaySn]?.time ?? (sample?.gatewaySn === gatewaySn ? sample.time : undefined);
}

/**
 * The counts of the system page's line (shared/src/sensor/systemCounts.ts), each device online or
 * offline as its row shows it (deviceOnline), kept as devices change: an update costs what that
 * device adds and takes away, not a count of the whole system. Online depends on the clock, so
 * the counts hold for one moment (`at`); asked for at another, they are counted again from the
 * devices once (the clock ticks every few seconds, devices change many times a second at 1,000
 * sensors). A gateway is online when a sensor whose latest sample names it was heard through it
 * within the online window: kept as how many such sensors each gateway has.
 */
export class DeviceTally {
  private readonly devices = new Map<string, LoadedDevice>();
  private readonly atom = createAtom('DeviceTally');
  /** The moment the counts below hold for; undefined: not counted yet (counted when first asked). */
  private at: number | undefined;
  private total: Record<DeviceType, number> = { SENSOR: 0, VIRTUAL: 0, GATEWAY: 0 };
  private online: Record<DeviceType, number> = { SENSOR: 0, VIRTUAL: 0, GATEWAY: 0 };
  private alarms = 0;
  /** Per gateway serial (a device here or not), the sensors heard through it within the window at `at`. */
  private heardWithin = new Map<string, number>();

  /** Starts again from these devices. */
  replace(devices: Iterable<LoadedDevice>): void {
    this.devices.clear();
    for (const d of devices) this.devices.set(d.id, d);
    this.at = undefined;
    this.atom.reportChanged();
  }

  /** One device changed from `before` to `after` (undefined: added or removed). */
  update(before: LoadedDevice | undefined, after: LoadedDevice | undefined): void {
    if (before === after) return;
    if (after) this.devices.set(after.id, after);
    else if (before) this.devices.delete(before.id);
    if (this.at !== undefined) {
      if (before) this.count(before, -1);
      if (after) this.count(after, 1);
    }
    this.atom.reportChanged();
  }

  /** The counts at `now`; an observer that reads them re-runs when a device changes. */
  countsAt(now: number): SystemCounts {
    this.atom.reportObserved();
    if (this.at !== now) this.recount(now);
    const kind = (type: DeviceType) => ({
      total: this.total[type],
      online: this.online[type],
      offline: this.total[type] - this.online[type],
    });
    return { sensors: kind('SENSOR'), virtuals: kind('VIRTUAL'), gateways: kind('GATEWAY'), alarms: this.alarms };
  }

  private recount(now: number): void {
    this.at = now;
    this.total = { SENSOR: 0, VIRTUAL: 0, GATEWAY: 0 };
    this.online = { SENSOR: 0, VIRTUAL: 0, GATEWAY: 0 };
    this.alarms = 0;
    this.heardWithin = new Map();
    // Gateways first, each offline while no sensor is counted: a sensor heard through one then
    // puts it online as it comes (counted after them, a gateway would be counted online twice).
    for (const d of this.devices.values()) if (d.type === 'GATEWAY') this.count(d, 1);
    for (const d of this.devices.values()) if (d.type !== 'GATEWAY') this.count(d, 1);
  }

  /** Adds (sign 1) or takes away (sign -1) what one device counts at `at`. */
  private count(d: LoadedDevice, sign: 1 | -1): void {
    const at = this.at!;
    this.total[d.type] += sign;
    if ((d.state?.alarm.length ?? 0) > 0) this.alarms += sign;
    if (d.type === 'GATEWAY') {
      if ((this.heardWithin.get(d.sn) ?? 0) > 0) this.online.GATEWAY += sign;
      return;
    }
    if (d.type === 'VIRTUAL') {
      if (d.state?.online) this.online.VIRTUAL += sign;
      return;
    }
    if (isOnlineThroughGateway(d.sample, at)) this.online.SENSOR += sign;
    for (const gw of gatewaysOfSample(d.sample)) {
      if (!isWithinOnlineWindow(sightingOf(d.sample, gw), at)) continue;
      const before = this.heardWithin.get(gw) ?? 0;
      this.heardWithin.set(gw, before + sign);
      // The gateway's own device (when it is one of this system) goes online or offline with it.
      const now = before + sign;
      if ((before === 0) !== (now === 0) && this.devices.get(gw)?.type === 'GATEWAY')
        this.online.GATEWAY += now > 0 ? 1 : -1;
    }
  }
}
