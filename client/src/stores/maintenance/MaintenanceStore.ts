import { makeAutoObservable, runInAction } from 'mobx';
import { activeWindows, coveringWindow, type ActiveWindow } from '@neuron/shared';
import type { LoadedMaintenanceWindow } from '../../data/maintenance';
import { Listener } from '../listener';
import type { Transport } from '../transport';
import { featureStore } from '../featureStore';

/**
 * The open system's maintenance windows, live: the banner on the system page and the "In
 * maintenance" mark of the rows covered read them, judged with the shared window logic against
 * the clock (the functions hold notifications with the same logic).
 */
export class MaintenanceStore {
  windows: LoadedMaintenanceWindow[] = [];
  loaded = false;
  private readonly listener = new Listener(() => {
    this.windows = [];
    this.loaded = false;
  });

  constructor(private readonly transport: Transport) {
    makeAutoObservable<MaintenanceStore, 'transport' | 'listener'>(this, { transport: false, listener: false });
  }

  /** Follows a system's windows (restarts on another system). */
  follow(systemId: string): void {
    this.listener.follow(systemId, (id) =>
      this.transport.watchMaintenanceWindows(id, (windows) =>
        runInAction(() => {
          this.windows = windows;
          this.loaded = true;
        }),
      ),
    );
  }

  private get stored() {
    return this.windows.map((w) => ({ id: w.id, window: w }));
  }

  /** The windows in force at `now`. */
  active(timeZone: string, now: number): ActiveWindow[] {
    return activeWindows(this.stored, timeZone, now);
  }

  /** The window covering a device at `now`, if any. */
  covering(sn: string, timeZone: string, now: number): ActiveWindow | undefined {
    return coveringWindow(this.stored, timeZone, now, [sn]);
  }

  dispose(): void {
    this.listener.stop();
  }
}

/** The open system's maintenance windows (banner and row marks), made by the system's screens. */
export const maintenanceFeature = featureStore({
  make: (root) => new MaintenanceStore(root.transport),
  signedOut: (store) => store.dispose(),
  dispose: (store) => store.dispose(),
});
