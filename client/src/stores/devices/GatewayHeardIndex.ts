import { observable, runInAction } from 'mobx';
import { gatewaysOfSample } from '@neuron/shared';
import type { LoadedDevice } from '../../data/devices';

/**
 * Which sensors each gateway heard last (their latest samples say so), kept as devices change, so
 * a gateway's row reads the sensors it heard and re-renders when one of those changes, not on
 * every update of every sensor of the system (at 1,000 sensors, reading them all was the larger
 * part of the system page's first render). Plain sets, plus one observable version per gateway
 * that moves whenever a sensor it heard (before or now) changes.
 */
export class GatewayHeardIndex {
  private readonly sensorsOf = new Map<string, Set<string>>();
  private readonly versions = observable.map<string, number>();

  /** Starts again from these devices (a whole list read). */
  replace(devices: Iterable<LoadedDevice>): void {
    const before = [...this.sensorsOf.keys()];
    this.sensorsOf.clear();
    for (const d of devices) this.add(d);
    this.bump([...before, ...this.sensorsOf.keys()]);
  }

  /** One device changed from `before` to `after` (undefined: added or removed). */
  update(before: LoadedDevice | undefined, after: LoadedDevice | undefined): void {
    const touched = [...this.gatewaysOf(before), ...this.gatewaysOf(after)];
    if (touched.length === 0) return;
    if (before) for (const gw of this.gatewaysOf(before)) this.sensorsOf.get(gw)?.delete(before.id);
    if (after) this.add(after);
    this.bump(touched);
  }

  /**
   * The ids of the sensors gateway `gatewaySn` heard last, in no order. An observer that calls
   * this re-runs when one of them (or one that joins them) changes.
   */
  sensorIds(gatewaySn: string): string[] {
    this.versions.get(gatewaySn);
    return [...(this.sensorsOf.get(gatewaySn) ?? [])];
  }

  private gatewaysOf(device: LoadedDevice | undefined): string[] {
    return device?.type === 'SENSOR' ? gatewaysOfSample(device.sample) : [];
  }

  private add(device: LoadedDevice): void {
    for (const gw of this.gatewaysOf(device)) {
      const set = this.sensorsOf.get(gw) ?? new Set<string>();
      set.add(device.id);
      this.sensorsOf.set(gw, set);
    }
  }

  private bump(gateways: readonly string[]): void {
    runInAction(() => {
      for (const gw of new Set(gateways)) this.versions.set(gw, (this.versions.get(gw) ?? 0) + 1);
    });
  }
}
