import { DeviceSchema, EventRuleSchema, type EventRule, type SampleRule } from '@neuron/shared';
import { FieldPath, FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { db } from './admin.js';
import { runTransaction } from './transaction.js';
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
 * transaction over the device alone (so unordered or repeated runs see the latest truth and an
 * alarm starts once): `plan` says what is written (domain/ruleWrites.ts `rulePlanner`, over
 * domain/ruleJudgement.ts); this writes the rule's state for the device (`ruleState.{ruleId}` on
 * the device), the events and the device's `state.alarm` with its change of the system summary,
 * as planned, and nothing when it says null. The rule's definition is read plainly before: a
 * transition never locks or writes the rule document, so the transitions of the many devices one
 * rule watches never queue behind each other (an edit of the rule judges them again anyway).
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
  const ruleSnap = await db().doc(paths.eventRule(systemId, ruleId)).get();
  meter.read(1);
  const rule = EventRuleSchema.safeParse(ruleSnap.data());
  if (!ruleSnap.exists || !rule.success || !judges(rule.data)) return [];
  const judged = rule.data;
  const deviceRef = db().doc(paths.device(systemId, sn));
  return runTransaction(async (tx) => {
    const deviceSnap = await tx.get(deviceRef);
    meter.read(1);
    if (!deviceSnap.exists) return [];
    const device = DeviceSchema.safeParse({ sn, ...deviceSnap.data() });
    if (!device.success) return [];
    const writes = plan(judged, device.data);
    if (!writes) return [];
    for (const { id, event } of writes.events) tx.set(eventRef(systemId, id), event);
    meter.write(writes.events.length);
    // The rule's state and the device's alarm list: one update of the device.
    const fields: unknown[] = [];
    if (writes.state) fields.push(new FieldPath('ruleState', ruleId), writes.state);
    if (writes.alarm) {
      const { change, summary } = writes.alarm;
      fields.push('state.alarm', change === 'add' ? FieldValue.arrayUnion(ruleId) : FieldValue.arrayRemove(ruleId));
      addToSummary(tx, systemId, summary, nowMs);
    }
    if (fields.length > 0) {
      const [field, value, ...more] = fields as [FieldPath | string, unknown, ...unknown[]];
      tx.update(deviceRef, field, value, ...more);
      meter.write(1);
    }
    return writes.created;
  });
}
