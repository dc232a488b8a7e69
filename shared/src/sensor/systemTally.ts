import type { Device, DeviceType } from '../schemas/device.js';
import { deviceOnline } from './deviceStatus.js';
import { gatewaysOfSample } from './gatewayHeard.js';
import { isWithinOnlineWindow, sightingThrough } from './online.js';
import type { SystemCounts } from './systemCounts.js';

/** What the tally reads of a device: its serial, kind, latest sample, stored state and (gateways) own last report. */
export type TalliedDevice = Pick<Device, 'sn' | 'type' | 'sample' | 'state' | 'reportedAt'>;

const zero = (): Record<DeviceType, number> => ({ SENSOR: 0, VIRTUAL: 0, GATEWAY: 0 });

/**
 * The counts `countDevices` makes of a system's devices, each online as `deviceOnline` says, kept
 * as devices change: an update costs what that device adds and takes away, not a count of the
 * whole system (a screen of 1,000 sensors changes many times a second). Online depends on the
 * clock, so the counts hold for one moment; asked for at another, they are counted again from
 * the devices once. A gateway is online while its own last report, or a sensor whose latest sample
 * names it, was heard within the online window (gatewayLastHeard), so the tally keeps, per
 * gateway, how many such sensors there are. systemTally.test.ts checks it against the whole count.
 */
export class SystemTally<D extends TalliedDevice = TalliedDevice> {
  private readonly devices = new Map<string, D>();
  /** The moment the counts below hold for; undefined: not counted yet (counted when first asked). */
  private at: number | undefined;
  private total = zero();
  private online = zero();
  private alarms = 0;
  /** Per gateway serial (a device here or not), the sensors heard through it within the window at `at`. */
  private heardWithin = new Map<string, number>();

  /** Starts again from these devices. */
  replace(devices: Iterable<D>): void {
    this.devices.clear();
    for (const d of devices) this.devices.set(d.sn, d);
    this.at = undefined;
  }

  /** One device changed from `before` to `after` (undefined: added or removed). */
  update(before: D | undefined, after: D | undefined): void {
    if (before === after) return;
    if (before) this.devices.delete(before.sn);
    if (after) this.devices.set(after.sn, after);
    if (this.at === undefined) return;
    if (before) this.count(before, -1);
    if (after) this.count(after, 1);
  }

  /** The counts at `now`. */
  countsAt(now: number): SystemCounts {
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
    this.total = zero();
    this.online = zero();
    this.alarms = 0;
    this.heardWithin = new Map();
    // Gateways first, each offline while no sensor is counted: a sensor heard through one then
    // puts it online as it comes (counted after them, a gateway would be counted online twice).
    for (const d of this.devices.values()) if (d.type === 'GATEWAY') this.count(d, 1);
    for (const d of this.devices.values()) if (d.type !== 'GATEWAY') this.count(d, 1);
  }

  /** Adds (sign 1) or takes away (sign -1) what one device counts at `at`. */
  private count(d: D, sign: 1 | -1): void {
    const at = this.at as number;
    this.total[d.type] += sign;
    if ((d.state?.alarm.length ?? 0) > 0) this.alarms += sign;
    if (d.type === 'GATEWAY') {
      if ((this.heardWithin.get(d.sn) ?? 0) > 0 || this.reportedWithin(d, at)) this.online.GATEWAY += sign;
      return;
    }
    if (deviceOnline(d, [], at)) this.online[d.type] += sign;
    if (d.type !== 'SENSOR') return;
    for (const gw of gatewaysOfSample(d.sample)) {
      if (!isWithinOnlineWindow(sightingThrough(d.sample, gw), at)) continue;
      const before = this.heardWithin.get(gw) ?? 0;
      const after = before + sign;
      this.heardWithin.set(gw, after);
      // The gateway's own device (when it is one of this system) goes online or offline with it,
      // unless its own report keeps it online anyway.
      const gateway = this.devices.get(gw);
      if ((before === 0) !== (after === 0) && gateway?.type === 'GATEWAY' && !this.reportedWithin(gateway, at))
        this.online.GATEWAY += after > 0 ? 1 : -1;
    }
  }

  /** Whether a gateway's own last report lies within the online window at `at`. */
  private reportedWithin(gateway: D, at: number): boolean {
    return isWithinOnlineWindow(gateway.reportedAt, at);
  }
}
