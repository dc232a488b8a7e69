import {
  gatewayLastHeard,
  gatewaySightings,
  gatewaysOfSample,
  isOnlineThroughGateway,
  isWithinOnlineWindow,
  lastSeenThroughGateway,
  ONLINE_WINDOW_MS,
  ruleWatches,
  type Device,
  type Event,
  type EventRule,
} from '@neuron/shared';
import { raisedEvent } from './events.js';

/** A device as the sweep sees it; a gateway's `lastSeen` is when it was last heard (gatewayLastHeard). */
export interface SweepDevice {
  sn: string;
  type: Device['type'];
  alias: string;
  sample: Device['sample'];
  storedOnline: boolean | undefined;
  /** Each rule's state for the device (its pending delays are the sweep's to check). */
  ruleState?: Device['ruleState'];
  /** Gateways only: its own last report (its device's reportedAt) or a sample it delivered, the later. */
  gatewayLastSeen?: number | null;
}

/**
 * The devices as the sweep sees them (data/devicesOnline.ts reads them): a device never heard
 * from (its state is the one it got when created) has no online state yet. A gateway is heard by
 * the presence rule the screens share (gatewayLastHeard): its own reports and heartbeats (its
 * device's `reportedAt`, which /ingest notes only on the device of the system its key belongs to,
 * so a serial another system added tells this one nothing), and the samples of this system's
 * sensors it delivered.
 */
export function sweepDevicesOf(devices: readonly Device[]): SweepDevice[] {
  const samples = devices.filter((d) => d.type === 'SENSOR').map((d) => d.sample);
  return devices.map((d) => ({
    sn: d.sn,
    type: d.type,
    alias: d.alias,
    sample: d.sample,
    storedOnline: d.state?.lastSeen == null ? undefined : d.state.online,
    ...(d.ruleState ? { ruleState: d.ruleState } : {}),
    ...(d.type === 'GATEWAY'
      ? { gatewayLastSeen: gatewayLastHeard(d.reportedAt, gatewaySightings(d.sn, samples).lastHeard) }
      : {}),
  }));
}

/** How the data layer turns what it read into the sweep's devices (sweepDevicesOf, passed in by the workflows). */
export type SweepReader = (devices: readonly Device[]) => SweepDevice[];

/** One device going offline or coming back, as the sweep found it. */
export interface OnlineTransition {
  sn: string;
  type: 'SENSOR' | 'GATEWAY';
  online: boolean;
  lastSeen: number;
  /** Whether an event is raised: false for a first sighting and for a sensor grouped under its gateway. */
  raiseEvent: boolean;
  /** A gateway going offline: the sensors heard only through it, grouped under its one event. */
  groupedSensors: string[];
  /** A sensor going offline whose every gateway is down: that gateway's event covers it. */
  groupedUnder: string | null;
}

/**
 * The offline sweep of one system (pure): sensors not sampled and gateways not seen within the online window
 * go offline, gateways seen again come back online, each once per transition (the stored `online`
 * says which side a device is on). A device never heard from is left alone. Sensors heard only
 * through a gateway that is down are grouped under that gateway's event. Sensors coming back are
 * the sample write's business (it sets `online`), so the sweep only takes them offline.
 */
export function sweepTransitions(devices: readonly SweepDevice[], nowMs: number): OnlineTransition[] {
  const gateways = devices.filter((d) => d.type === 'GATEWAY' && d.gatewayLastSeen != null);
  const down = new Set(gateways.filter((g) => !isWithinOnlineWindow(g.gatewayLastSeen, nowMs)).map((g) => g.sn));
  const sensors = devices.filter((d) => d.type === 'SENSOR' && d.sample);
  const onlyThrough = (gw: string) =>
    sensors
      .filter((s) => {
        const via = gatewaysOfSample(s.sample);
        return via.length === 1 && via[0] === gw;
      })
      .map((s) => s.sn)
      .sort();

  const out: OnlineTransition[] = [];
  for (const g of gateways) {
    const lastSeen = g.gatewayLastSeen as number;
    const online = !down.has(g.sn);
    if (online === g.storedOnline) continue;
    if (online && g.storedOnline === undefined) {
      out.push({
        sn: g.sn,
        type: 'GATEWAY',
        online,
        lastSeen,
        raiseEvent: false,
        groupedSensors: [],
        groupedUnder: null,
      });
      continue;
    }
    out.push({
      sn: g.sn,
      type: 'GATEWAY',
      online,
      lastSeen,
      raiseEvent: true,
      groupedSensors: online ? [] : onlyThrough(g.sn),
      groupedUnder: null,
    });
  }
  for (const s of sensors) {
    if (isOnlineThroughGateway(s.sample, nowMs) || s.storedOnline === false) continue;
    const via = gatewaysOfSample(s.sample);
    const groupedUnder = via.length > 0 && via.every((gw) => down.has(gw)) ? via[0] : null;
    out.push({
      sn: s.sn,
      type: 'SENSOR',
      online: false,
      lastSeen: lastSeenThroughGateway(s.sample) as number,
      raiseEvent: groupedUnder === null,
      groupedSensors: [],
      groupedUnder,
    });
  }
  return out;
}

/** Deterministic id of an offline/online event: one per device per transition. */
export function onlineEventId(sn: string, online: boolean, lastSeen: number): string {
  return `${online ? 'online' : 'offline'}_${sn}_${lastSeen}`;
}

/** Text of an offline/online event. */
export function onlineEventText(t: Pick<OnlineTransition, 'online' | 'type' | 'groupedSensors'>, name: string): string {
  const what = t.type === 'GATEWAY' ? 'Gateway' : 'Sensor';
  if (t.online) return `${what} ${name} is back online`;
  const grouped = t.groupedSensors.length;
  return grouped > 0
    ? `${what} ${name} is offline; ${grouped} sensor${grouped === 1 ? '' : 's'} heard only through it: ${t.groupedSensors.join(', ')}`
    : `${what} ${name} is offline (not heard from for ${ONLINE_WINDOW_MS / 60_000} minutes)`;
}

/** Where an offline/online event of a device goes: the first enabled offline rule watching it. */
export interface OfflineRoute {
  ruleId: string | null;
  channels: string[];
}

/** The route of a device's offline/online events (no rule: stored, notified to nobody). */
export function offlineRouteFor(
  rules: readonly { id: string; rule: EventRule }[],
  device: Pick<Device, 'sn' | 'type'>,
): OfflineRoute {
  const found = rules.find(
    (r) => (r.rule.kind === 'offline_sensor' || r.rule.kind === 'offline_gateway') && ruleWatches(r.rule, device),
  );
  return { ruleId: found?.id ?? null, channels: found?.rule.channels ?? [] };
}

/** The event of one transition (the one place an offline/online event is built), with its id. */
export function transitionEvent(
  t: Pick<OnlineTransition, 'sn' | 'type' | 'online' | 'lastSeen' | 'groupedSensors'>,
  name: string,
  route: OfflineRoute,
  nowMs: number,
): { eventId: string; event: Event } {
  return {
    eventId: onlineEventId(t.sn, t.online, t.lastSeen),
    event: raisedEvent({
      time: nowMs,
      kind: t.online ? 'online' : 'offline',
      deviceSn: t.sn,
      ...(t.groupedSensors.length > 0 ? { deviceSns: t.groupedSensors } : {}),
      ruleId: route.ruleId,
      value: null,
      text: onlineEventText(t, name),
      channels: route.channels,
    }),
  };
}
