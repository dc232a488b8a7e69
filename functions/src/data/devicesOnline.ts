import { DeviceSchema, GatewayInfoSchema, type Device, type DeviceState } from '@neuron/shared';
import { logger } from 'firebase-functions/v2';
import { db } from './admin.js';
import { eventRef, publishNotifications, raisedEvent, type CreatedEvent } from './events.js';
import { paths } from './paths.js';
import { noteGatewayOnline } from './gatewayInfo.js';
import { countDeviceChange } from './summary.js';
import { applyRuleToDevice, listRules, type StoredRule } from './rules.js';
import {
  onlineEventId,
  onlineEventText,
  sweepTransitions,
  type OnlineTransition,
  type SweepDevice,
} from '../domain/offline.js';
import { isSampleRule, ruleWatches } from '../domain/rules.js';

/** The first enabled offline rule that watches a device: its id and channels route the event. */
export function offlineRuleFor(
  rules: readonly StoredRule[],
  device: Pick<Device, 'sn' | 'type'>,
): StoredRule | undefined {
  return rules.find(
    (r) => (r.rule.kind === 'offline_sensor' || r.rule.kind === 'offline_gateway') && ruleWatches(r.rule, device),
  );
}

const EMPTY_STATE: DeviceState = {
  sampleTime: null,
  online: false,
  lastSeen: null,
  errorCode: null,
  errorText: null,
  display: [],
  alarm: [],
};

/**
 * Applies one online/offline transition in a transaction: the device's `state.online` (and a
 * gateway's `lastSeen`), and its event when it raises one. Re-checks the stored state first, so
 * two sweeps at once (or a retried one) raise the event once.
 */
export async function applyTransition(
  systemId: string,
  t: OnlineTransition,
  rules: readonly StoredRule[],
  nowMs: number,
): Promise<CreatedEvent | null> {
  const ref = db().doc(paths.device(systemId, t.sn));
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const parsed = DeviceSchema.safeParse({ sn: t.sn, ...snap.data() });
    if (!snap.exists || !parsed.success) return null;
    const device = parsed.data;
    if (device.state?.online === t.online) return null;
    const state = { ...EMPTY_STATE, ...device.state, online: t.online, lastSeen: t.lastSeen };
    tx.update(ref, { state });
    if (t.type === 'GATEWAY') noteGatewayOnline(tx, t.sn, t.online);
    countDeviceChange(tx, systemId, device, { ...device, state }, nowMs);
    if (!t.raiseEvent) return null;
    const route = offlineRuleFor(rules, device);
    const eventId = onlineEventId(t.sn, t.online, t.lastSeen);
    const channels = route?.rule.channels ?? [];
    tx.set(
      eventRef(systemId, eventId),
      raisedEvent({
        time: nowMs,
        kind: t.online ? 'online' : 'offline',
        deviceSn: t.sn,
        ...(t.groupedSensors.length > 0 ? { deviceSns: t.groupedSensors } : {}),
        ruleId: route?.id ?? null,
        value: null,
        text: onlineEventText(t, device.alias || t.sn),
        channels,
      }),
    );
    return { eventId, channels };
  });
}

/** Reads what the sweep needs of a system: every device, and each gateway's gatewayInfo.lastSeen. */
async function readSweepDevices(systemId: string): Promise<SweepDevice[]> {
  const snap = await db().collection(paths.devices(systemId)).get();
  const devices = snap.docs.flatMap((d) => {
    const p = DeviceSchema.safeParse({ sn: d.id, ...d.data() });
    return p.success ? [p.data] : [];
  });
  const gateways = devices.filter((d) => d.type === 'GATEWAY');
  const infos = gateways.length ? await db().getAll(...gateways.map((g) => db().doc(paths.gatewayInfo(g.sn)))) : [];
  const lastSeen = new Map(
    infos.map((i) => {
      const p = GatewayInfoSchema.safeParse(i.data());
      return [i.id, p.success ? (p.data.lastSeen ?? null) : null] as const;
    }),
  );
  return devices.map((d) => ({
    sn: d.sn,
    type: d.type,
    alias: d.alias,
    sample: d.sample,
    // A device never heard from (its state is the one it got when created) has no online state yet.
    storedOnline: d.state?.lastSeen == null ? undefined : d.state.online,
    ...(d.type === 'GATEWAY' ? { gatewayLastSeen: lastSeen.get(d.sn) ?? null } : {}),
  }));
}

/** What one sweep of a system did. */
export interface SweepResult {
  transitions: OnlineTransition[];
  events: CreatedEvent[];
}

/**
 * The offline sweep of one system at `nowMs`: online/offline transitions with their events, and
 * the delayed alarms whose delay ran out with no further sample (DESIGN.md §1: the later check).
 */
export async function sweepSystem(systemId: string, nowMs: number): Promise<SweepResult> {
  const [devices, rules] = await Promise.all([readSweepDevices(systemId), listRules(systemId)]);
  const transitions = sweepTransitions(devices, nowMs);
  const events: CreatedEvent[] = [];
  for (const t of transitions) {
    const created = await applyTransition(systemId, t, rules, nowMs);
    if (created) events.push(created);
  }
  for (const { id, rule } of rules) {
    if (!isSampleRule(rule) || !rule.enabled) continue;
    for (const [sn, state] of Object.entries(rule.state)) {
      if (state.active || state.conditionSince == null) continue;
      if (nowMs - state.conditionSince < rule.delaySec * 1000) continue;
      const created = await applyRuleToDevice(systemId, id, sn, nowMs);
      if (created) events.push(created);
    }
  }
  await publishNotifications(systemId, events);
  return { transitions, events };
}

/** Sweeps every system; one failing system is logged and does not stop the others. */
export async function sweepAllSystems(systemIds: readonly string[], nowMs: number): Promise<void> {
  for (const id of systemIds) {
    try {
      await sweepSystem(id, nowMs);
    } catch (e) {
      logger.error(`offline sweep of system ${id} failed`, { error: String(e) });
    }
  }
}

/**
 * A sensor heard again after being offline: one `online` event, paired with the offline event it
 * answers. A sensor whose going offline was grouped under its gateway had no event of its own, so
 * it gets none now either (the gateway's online event covers it). Ids come from the transition,
 * so a re-delivered trigger does not raise it twice.
 */
export async function raiseSensorOnline(
  systemId: string,
  device: Device,
  offlineLastSeen: number,
  nowMs: number,
  knownRules?: readonly StoredRule[],
): Promise<CreatedEvent | null> {
  const lastSeen = device.state?.lastSeen ?? device.sample?.time;
  if (lastSeen == null) return null;
  const rules = knownRules ?? (await listRules(systemId));
  const eventId = onlineEventId(device.sn, true, lastSeen);
  const ref = eventRef(systemId, eventId);
  return db().runTransaction(async (tx) => {
    const [existing, offline] = await tx.getAll(
      ref,
      eventRef(systemId, onlineEventId(device.sn, false, offlineLastSeen)),
    );
    if (existing.exists || !offline.exists) return null;
    const route = offlineRuleFor(rules, device);
    const channels = route?.rule.channels ?? [];
    tx.set(
      ref,
      raisedEvent({
        time: nowMs,
        kind: 'online',
        deviceSn: device.sn,
        ruleId: route?.id ?? null,
        value: null,
        text: onlineEventText({ online: true, type: 'SENSOR', groupedSensors: [] }, device.alias || device.sn),
        channels,
      }),
    );
    return { eventId, channels };
  });
}

/**
 * A gateway delivered samples: when it is not marked online, mark it (a read per batch in steady
 * state, a write only on the change), with an online event when it was marked offline.
 */
export async function markGatewaySeen(
  systemId: string,
  gatewaySn: string,
  nowMs: number,
  knownRules?: readonly StoredRule[],
): Promise<void> {
  const snap = await db().doc(paths.device(systemId, gatewaySn)).get();
  if (!snap.exists || snap.get('type') !== 'GATEWAY' || snap.get('state.online') === true) return;
  // Never heard from before (no lastSeen): online without an event.
  const stored: unknown = snap.get('state.lastSeen') == null ? undefined : snap.get('state.online');
  const transition: OnlineTransition = {
    sn: gatewaySn,
    type: 'GATEWAY',
    online: true,
    lastSeen: nowMs,
    raiseEvent: stored === false,
    groupedSensors: [],
    groupedUnder: null,
  };
  const created = await applyTransition(systemId, transition, knownRules ?? (await listRules(systemId)), nowMs);
  if (created) await publishNotifications(systemId, [created]);
}
