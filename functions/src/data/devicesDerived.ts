import { DeviceSchema, ruleWatches, type Device } from '@neuron/shared';
import { logger } from 'firebase-functions/v2';
import { publishNotifications, type CreatedEvent } from './events.js';
import { raiseSensorOnline } from './devicesOnline.js';
import { recomputeVirtualsUsing } from './devicesVirtual.js';
import { applyRuleToDevice, listRules } from './rules.js';
import { refreshSummary } from './systems.js';
import { affectsSummary } from '../domain/summary.js';
import { isSampleRule } from '../domain/rules.js';

/** A device snapshot's data parsed, or undefined when it is missing or malformed (logged). */
export function parseDevice(sn: string, data: Record<string, unknown> | undefined): Device | undefined {
  if (!data) return undefined;
  const parsed = DeviceSchema.safeParse({ sn, ...data });
  if (parsed.success) return parsed.data;
  logger.error(`device ${sn} is malformed; derived state not updated`, {
    issues: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`),
  });
  return undefined;
}

function sampleChanged(before: Device | undefined, after: Device): boolean {
  const a = before?.sample;
  const b = after.sample;
  if (!b) return false;
  return !a || a.time !== b.time || JSON.stringify(a.values) !== JSON.stringify(b.values);
}

/**
 * What follows a device write (docs/ARCHITECTURE.md): on a new sample, its rules are evaluated, the
 * virtual sensors reading it recomputed and a return from offline reported; the system summary
 * is recounted only when the write can change a count. Every step writes only on a change, so the
 * writes it makes (state.alarm, a virtual's sample) settle after one more round instead of looping.
 */
export async function onDeviceChanged(
  systemId: string,
  before: Device | undefined,
  after: Device | undefined,
  nowMs: number,
): Promise<void> {
  const created: CreatedEvent[] = [];
  if (after && sampleChanged(before, after)) {
    const rules = await listRules(systemId);
    for (const { id, rule } of rules) {
      if (!isSampleRule(rule) || !ruleWatches(rule, after)) continue;
      const event = await applyRuleToDevice(systemId, id, after.sn, nowMs);
      if (event) created.push(event);
    }
    if (after.type === 'SENSOR') await recomputeVirtualsUsing(systemId, after.sn, nowMs);
    const offlineLastSeen = before?.state?.online === false ? before.state.lastSeen : null;
    if (after.type === 'SENSOR' && offlineLastSeen != null && after.state?.online === true) {
      const event = await raiseSensorOnline(systemId, after, offlineLastSeen, nowMs);
      if (event) created.push(event);
    }
  }
  if (affectsSummary(before, after)) await refreshSummary(systemId, nowMs);
  await publishNotifications(systemId, created);
}
