import type { DeviceChanges, LoadedDevice } from '../data/devices';
import type { DeviceQuery } from '../data/deviceQueries';
import type { FakeTransport, LiveListener } from './fakeTransport';

/** A device as the fixtures make it (its reference a plain stand-in, not the SDK's). */
type FakeDevice = Omit<LoadedDevice, 'ref'> & { ref: unknown };

const bySerial = (a: LoadedDevice, b: LoadedDevice) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** What a bounded device query (data/deviceQueries.ts) lists from `devices`, as Firestore would. */
export function deviceQueryResult(q: DeviceQuery, devices: readonly LoadedDevice[]): LoadedDevice[] {
  switch (q.kind) {
    case 'page':
      return devices
        .filter((d) => d.type === q.type && (q.from === null || d.id >= q.from))
        .sort(bySerial)
        .slice(0, q.size);
    case 'serial':
      return devices
        .filter((d) => d.type === q.type && d.id.startsWith(q.prefix))
        .sort(bySerial)
        .slice(0, q.size);
    case 'name':
      return devices
        .filter((d) => d.type === q.type && (d.alias ?? '').startsWith(q.prefix))
        .sort((a, b) => (a.alias < b.alias ? -1 : a.alias > b.alias ? 1 : bySerial(a, b)))
        .slice(0, q.size);
    case 'word':
      // As Firestore: a device the functions never gave words to (no nameWords) is not found.
      return devices
        .filter((d) => d.type === q.type && (d.nameWords ?? []).includes(q.word))
        .sort(bySerial)
        .slice(0, q.size);
    case 'reported':
      return devices
        .filter((d) => d.type === q.type && d.sample)
        .sort((a, b) => b.sample!.time - a.sample!.time)
        .slice(0, q.size);
    case 'heardBy':
      return devices
        .filter((d) => d.sample?.gatewaySn === q.gatewaySn)
        .sort((a, b) => b.sample!.time - a.sample!.time)
        .slice(0, q.size);
  }
}

/**
 * The server side of the system page's paged device queries, for component tests: every
 * `readDeviceQuery` read and `watchDeviceQuery` listener is answered from one list of devices as
 * Firestore would answer its query (a page from a cursor, a prefix lookup, the sensors a gateway
 * heard), and `set` changes the list and hands each running listener only what changed in its own
 * window (`docChanges`), and each `watchDevice` listener its device when it changed. `hold()`
 * keeps new queries unanswered (a slow server) until `release()`.
 */
export class FakeDeviceServer {
  private devices: LoadedDevice[];
  private held = false;
  /** How many listeners had started when the server was held (those after wait for `release`). */
  private heldFrom = 0;
  /** The reads asked while held, answered by `release`. */
  private readonly heldReads: {
    q: DeviceQuery;
    answer: (a: { changes: DeviceChanges; fromServer: boolean }) => void;
  }[] = [];

  constructor(
    private readonly fake: FakeTransport,
    devices: readonly FakeDevice[],
  ) {
    this.devices = [...devices] as LoadedDevice[];
    fake.respondLive('watchDeviceQuery', (args) =>
      this.held ? undefined : [this.first(args[1] as DeviceQuery), true],
    );
    fake.answer('readDeviceQuery', (_systemId: unknown, q: DeviceQuery) =>
      this.held
        ? new Promise((answer) => this.heldReads.push({ q, answer }))
        : { changes: this.first(q), fromServer: true },
    );
    // A device read by id (a picked device, a device's page): as stored, or gone.
    fake.respondLive('watchDevice', (args) => [this.devices.find((d) => d.id === args[1]), true]);
  }

  /** The queries asked so far (read once or live), in order. */
  get queries(): DeviceQuery[] {
    return this.fake.calls
      .filter((c) => c.name === 'watchDeviceQuery' || c.name === 'readDeviceQuery')
      .map((c) => c.args[1] as DeviceQuery);
  }

  hold(): this {
    this.held = true;
    this.heldFrom = this.queryListeners().length;
    return this;
  }

  /** Answers every query asked while held, and later ones at once. */
  release(): void {
    this.held = false;
    for (const l of this.queryListeners().slice(this.heldFrom))
      if (!l.stopped) l.onChange(this.first(l.args[1] as DeviceQuery), true);
    for (const r of this.heldReads.splice(0)) r.answer({ changes: this.first(r.q), fromServer: true });
  }

  /** Replaces the server's devices; each running query gets what changed in its window, each device listener its device. */
  set(devices: readonly FakeDevice[]): void {
    const before = this.devices;
    this.devices = [...devices] as LoadedDevice[];
    for (const l of this.fake.live('watchDeviceQuery')) {
      const q = l.args[1] as DeviceQuery;
      const was = new Map(deviceQueryResult(q, before).map((d) => [d.id, d]));
      const now = deviceQueryResult(q, this.devices);
      const changes: DeviceChanges = {
        upserted: now.filter((d) => was.get(d.id) !== d),
        removed: [...was.keys()].filter((id) => !now.some((d) => d.id === id)),
        initial: false,
      };
      if (changes.upserted.length > 0 || changes.removed.length > 0) l.onChange(changes, true);
    }
    for (const l of this.fake.live('watchDevice')) {
      const now = this.devices.find((d) => d.id === l.args[1]);
      if (now !== before.find((d) => d.id === l.args[1])) l.onChange(now, true);
    }
  }

  private queryListeners(): LiveListener[] {
    return this.fake.listeners.filter((l) => l.name === 'watchDeviceQuery');
  }

  private first(q: DeviceQuery): DeviceChanges {
    return { upserted: deviceQueryResult(q, this.devices), removed: [], initial: true };
  }
}
