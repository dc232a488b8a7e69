import { EventSchema, SystemSchema, type Event } from '@neuron/shared';
import { logger } from 'firebase-functions/v2';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from './admin.js';
import { paths } from './paths.js';
import type { StoredChannel } from '../domain/notifyDelivery.js';

export interface EventToDeliver {
  event: Event;
  systemName: string;
}

/** A device's alias ('' when it has none or is gone): what a notification names it by. */
export async function readDeviceAlias(systemId: string, sn: string | null): Promise<string> {
  if (!sn) return '';
  const alias: unknown = (await db().doc(paths.device(systemId, sn)).get()).get('alias');
  return typeof alias === 'string' ? alias.trim() : '';
}

/**
 * Reads an event and its system's name (where it goes is the workflow's to decide: domain/events.ts
 * `deliveryRule`). Undefined when the event is gone or malformed (nothing to deliver; logged).
 */
export async function readEventToDeliver(systemId: string, eventId: string): Promise<EventToDeliver | undefined> {
  const [eventSnap, systemSnap] = await db().getAll(
    db().doc(paths.event(systemId, eventId)),
    db().doc(paths.system(systemId)),
  );
  if (!eventSnap?.exists) {
    logger.warn(`deliver: event ${systemId}/${eventId} does not exist`);
    return undefined;
  }
  const parsed = EventSchema.safeParse(eventSnap.data());
  if (!parsed.success) {
    logger.error(`deliver: event ${systemId}/${eventId} is malformed`, { issues: parsed.error.issues });
    return undefined;
  }
  const systemName = SystemSchema.safeParse(systemSnap?.data() ?? {}).data?.name ?? '';
  return { event: parsed.data, systemName };
}

/** The channel ids a rule lists (none when the rule is gone). */
export async function readRuleChannelIds(systemId: string, ruleId: string): Promise<string[]> {
  const raw: unknown = (await db().doc(paths.eventRule(systemId, ruleId)).get()).get('channels');
  return Array.isArray(raw) ? raw.filter((c): c is string => typeof c === 'string') : [];
}

/** The channels of these ids that exist (a missing one is logged for `routedBy`), each once. */
export async function readChannels(
  systemId: string,
  ids: readonly string[],
  routedBy: string,
): Promise<StoredChannel[]> {
  const unique = [...new Set(ids.filter((c) => c !== ''))];
  if (unique.length === 0) return [];
  const snaps = await db().getAll(...unique.map((id) => db().doc(paths.pushConfig(systemId, id))));
  const channels: StoredChannel[] = [];
  for (const s of snaps) {
    if (s.exists) channels.push({ id: s.id, data: s.data() });
    else logger.warn(`deliver: ${routedBy} routes to missing channel ${s.id}`);
  }
  return channels;
}

/** system/{sid}/deliveries/{eventId_channelId}: one per event and channel, claimed before sending. */
const deliveryRef = (systemId: string, eventId: string, channelId: string) =>
  db().doc(paths.delivery(systemId, eventId, channelId));

/** Creates the delivery marker; false when it exists already (a repeated message). */
export async function claimDelivery(
  systemId: string,
  eventId: string,
  channelId: string,
  now: number,
): Promise<boolean> {
  try {
    // create() fails atomically when the document exists: two concurrent deliveries cannot both win.
    await deliveryRef(systemId, eventId, channelId).create({ eventId, channelId, claimedAt: now, status: 'sending' });
    return true;
  } catch (e) {
    if ((e as { code?: number }).code !== 6) throw e; // 6: gRPC ALREADY_EXISTS
    // Count the repeat on the marker: visible proof that a re-delivery was seen and dropped.
    await deliveryRef(systemId, eventId, channelId).update({ repeatedDeliveries: FieldValue.increment(1) });
    return false;
  }
}

/** Records how a claimed delivery ended. */
export async function settleDelivery(
  systemId: string,
  eventId: string,
  channelId: string,
  outcome: { ok: boolean; message?: string },
  now: number,
): Promise<void> {
  await deliveryRef(systemId, eventId, channelId).update({
    status: outcome.ok ? 'sent' : 'failed',
    settledAt: now,
    ...(outcome.message ? { message: outcome.message } : {}),
  });
}
