import {
  DeviceSchema,
  EventRuleSchema,
  isSampleRule,
  type Device,
  type EventRule,
  type SampleRule,
} from '@neuron/shared';
import { FieldPath, FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { db } from './admin.js';
import { eventRef, type CreatedEvent } from './events.js';
import { meter } from './meter.js';
import { paths } from './paths.js';
import { addToSummary } from './summary.js';
import type { RuleDecision } from '../domain/ruleJudgement.js';
import type { SummaryPlanner } from '../domain/summary.js';

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

/** Decides what a rule does to a device, given both as read in the transaction (a domain function). */
export type RuleDecider<R extends EventRule = SampleRule> = (rule: R, device: Device) => RuleDecision | null;

/**
 * Applies one rule (threshold or binary unless `judges` says otherwise) to one device in a transaction over the rule and the device
 * (so unordered or repeated runs see the latest truth and an alarm starts once): `decide` says
 * what changes (domain/ruleJudgement.ts); this writes the rule's state for the device, the events
 * and the device's `state.alarm` (counted in the system summary as `count` decides), and nothing
 * when it says null.
 */
export async function applyRuleToDevice<R extends EventRule = SampleRule>(
  systemId: string,
  ruleId: string,
  sn: string,
  decide: RuleDecider<R>,
  count: SummaryPlanner,
  nowMs: number,
  /** The kinds `decide` judges (threshold and binary unless told). */
  judges: (rule: EventRule) => rule is R = isSampleRule as (rule: EventRule) => rule is R,
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
    const decision = decide(rule.data, device.data);
    if (!decision) return [];
    if (decision.state) tx.update(ruleRef, new FieldPath('state', sn), decision.state);
    for (const { id, event } of decision.events) tx.set(eventRef(systemId, id), event);
    meter.write((decision.state ? 1 : 0) + decision.events.length);
    const state = device.data.state;
    if (state && decision.alarm) {
      meter.write(1);
      const add = decision.alarm === 'add';
      tx.update(deviceRef, 'state.alarm', add ? FieldValue.arrayUnion(ruleId) : FieldValue.arrayRemove(ruleId));
      const alarm = state.alarm.filter((r) => r !== ruleId).concat(add ? [ruleId] : []);
      // Devices in alarm: counted here, where the alarm starts or clears.
      addToSummary(tx, systemId, count(device.data, { ...device.data, state: { ...state, alarm } }), nowMs);
    }
    return decision.events.map(({ id }) => ({ eventId: id, channels: rule.data.channels }));
  });
}
