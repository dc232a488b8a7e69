import { DeviceSchema, displayValues, EventRuleSchema, type EventRule } from '@neuron/shared';
import { FieldPath, FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { db } from './admin.js';
import { eventRef, type CreatedEvent } from './events.js';
import { paths } from './paths.js';
import { raisedEvent } from '../domain/events.js';
import { evaluateRule, isSampleRule, ruleEventText, ruleValueIndex } from '../domain/rules.js';

export interface StoredRule {
  id: string;
  rule: EventRule;
}

/** The system's rules; a malformed one is logged with its fields and skipped, never fatal. */
export async function listRules(systemId: string): Promise<StoredRule[]> {
  const snap = await db().collection(paths.eventRules(systemId)).get();
  return snap.docs.flatMap((d) => {
    const parsed = EventRuleSchema.safeParse(d.data());
    if (parsed.success) return [{ id: d.id, rule: parsed.data }];
    logger.error(`rule ${systemId}/${d.id} is invalid and is not evaluated`, {
      issues: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`),
    });
    return [];
  });
}

/**
 * Evaluates one threshold or binary rule on one device's current sample at `nowMs`, in a
 * transaction over the rule and the device (so unordered or repeated triggers see the latest
 * truth and an alarm starts once). Writes only when the rule's state for the device changes; on
 * an alarm starting or clearing, also the event and the device's `state.alarm`.
 */
export async function applyRuleToDevice(
  systemId: string,
  ruleId: string,
  sn: string,
  nowMs: number,
): Promise<CreatedEvent | null> {
  const ruleRef = db().doc(paths.eventRule(systemId, ruleId));
  const deviceRef = db().doc(paths.device(systemId, sn));
  return db().runTransaction(async (tx) => {
    const [ruleSnap, deviceSnap] = await tx.getAll(ruleRef, deviceRef);
    if (!ruleSnap.exists || !deviceSnap.exists) return null;
    const rule = EventRuleSchema.safeParse(ruleSnap.data());
    const device = DeviceSchema.safeParse({ sn, ...deviceSnap.data() });
    if (!rule.success || !device.success || !isSampleRule(rule.data)) return null;
    const outcome = evaluateRule(ruleId, rule.data, device.data, rule.data.state[sn], nowMs);
    if (!outcome.changed) return null;
    tx.update(ruleRef, new FieldPath('state', sn), outcome.state);
    const t = outcome.transition;
    if (!t) return null;
    // The value as the user sees it on the device (unit, binary text), for the event text.
    const valueText =
      displayValues(device.data.config, device.data.sample)[ruleValueIndex(rule.data, device.data)]?.text ??
      String(t.value);
    tx.set(
      eventRef(systemId, t.eventId),
      raisedEvent({
        time: t.time,
        kind: t.kind,
        deviceSn: sn,
        ruleId,
        value: t.value,
        text: ruleEventText(rule.data, device.data.alias, sn, t.kind, valueText),
        channels: rule.data.channels,
      }),
    );
    if (device.data.state) {
      tx.update(
        deviceRef,
        'state.alarm',
        t.kind === 'alarm' ? FieldValue.arrayUnion(ruleId) : FieldValue.arrayRemove(ruleId),
      );
    }
    return { eventId: t.eventId, channels: rule.data.channels };
  });
}
