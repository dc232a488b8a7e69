import { DeviceSchema, EventRuleSchema, type EventRule, type SampleRule } from '@neuron/shared';
import { FieldPath, FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { db } from './admin.js';
import { eventRef, type CreatedEvent } from './events.js';
import { meter } from './meter.js';
import { paths } from './paths.js';
import { addToSummary } from './summary.js';
import type { RulePlanner } from '../domain/ruleWrites.js';

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
 * Applies one rule (of the kinds `judges` accepts: domain/rules.ts `isSampleRule` for threshold
 * and binary) to one device in a
 * transaction over the rule and the device (so unordered or repeated runs see the latest truth and
 * an alarm starts once): `plan` says what is written (domain/ruleWrites.ts `rulePlanner`, over
 * domain/ruleJudgement.ts); this writes the rule's state for the device, the events and the
 * device's `state.alarm` with its change of the system summary, as planned, and nothing when it
 * says null.
 */
export async function applyRuleToDevice<R extends EventRule = SampleRule>(
  systemId: string,
  ruleId: string,
  sn: string,
  plan: RulePlanner<R>,
  nowMs: number,
  /** The kinds `plan` judges. */
  judges: (rule: EventRule) => rule is R,
): Promise<CreatedEvent[]> {
  const ruleRef = db().doc(paths.eventRule(systemId, ruleId));
  const deviceRef = db().doc(paths.device(systemId, sn));
  return db().runTransaction(async (tx) => {
    const [ruleSnap, deviceSnap] = await tx.getAll(ruleRef, deviceRef);
    meter.read(2);
    if (!ruleSnap.exists || !deviceSnap.exists) return [];
    const rule = EventRuleSchema.safeParse(ruleSnap.data());
    const device = DeviceSchema.safeParse({ sn, ...deviceSnap.data() });
    if (!rule.success || !device.success || !judges(rule.data)) return [];
    const writes = plan(rule.data, device.data);
    if (!writes) return [];
    if (writes.state) tx.update(ruleRef, new FieldPath('state', sn), writes.state);
    for (const { id, event } of writes.events) tx.set(eventRef(systemId, id), event);
    meter.write((writes.state ? 1 : 0) + writes.events.length);
    if (writes.alarm) {
      meter.write(1);
      const { change, summary } = writes.alarm;
      tx.update(
        deviceRef,
        'state.alarm',
        change === 'add' ? FieldValue.arrayUnion(ruleId) : FieldValue.arrayRemove(ruleId),
      );
      addToSummary(tx, systemId, summary, nowMs);
    }
    return writes.created;
  });
}
