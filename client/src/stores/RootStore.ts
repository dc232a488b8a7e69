import { AuthStore } from './AuthStore';
import { ClockStore } from './ClockStore';
import { DeviceStore } from './DeviceStore';
import { SystemStore } from './SystemStore';
import { ThemeStore } from './ThemeStore';
import type { Transport } from './transport';

/** Creates every store and hands each the data layer (STYLE.md §2). */
export class RootStore {
  readonly auth: AuthStore;
  readonly systems: SystemStore;
  readonly devices: DeviceStore;
  readonly clock: ClockStore;
  readonly theme: ThemeStore;

  constructor(transport: Transport) {
    this.auth = new AuthStore(transport);
    this.systems = new SystemStore(transport);
    this.devices = new DeviceStore(transport);
    this.clock = new ClockStore();
    this.theme = new ThemeStore();
  }

  start(): void {
    this.auth.start();
    this.clock.start();
  }

  dispose(): void {
    this.auth.dispose();
    this.systems.dispose();
    this.devices.dispose();
    this.clock.dispose();
  }
}
