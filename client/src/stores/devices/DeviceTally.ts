import { createAtom } from 'mobx';
import { SystemTally, type SystemCounts } from '@neuron/shared';
import type { LoadedDevice } from '../../data/devices';

/**
 * The system page's counts (shared/src/sensor/systemTally.ts, kept as devices change), observable:
 * an observer that reads them re-runs when a device changes, and the counts it reads at another
 * moment of the clock are counted again once.
 */
export class DeviceTally {
  private readonly tally = new SystemTally<LoadedDevice>();
  private readonly atom = createAtom('DeviceTally');

  /** Starts again from these devices. */
  replace(devices: Iterable<LoadedDevice>): void {
    this.tally.replace(devices);
    this.atom.reportChanged();
  }

  /** One device changed from `before` to `after` (undefined: added or removed). */
  update(before: LoadedDevice | undefined, after: LoadedDevice | undefined): void {
    if (before === after) return;
    this.tally.update(before, after);
    this.atom.reportChanged();
  }

  /** The counts at `now`. */
  countsAt(now: number): SystemCounts {
    this.atom.reportObserved();
    return this.tally.countsAt(now);
  }
}
