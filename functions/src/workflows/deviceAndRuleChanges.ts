import { EventRuleSchema } from '@neuron/shared';
import { countNewDevice, parseDevice, uncountRemovedDevice } from '../data/devicesDerived.js';
import { unlistGatewaySensor } from '../data/devices.js';
import { deleteDeviceEdit } from '../data/deviceEdits.js';
import { updateNameWords } from '../data/deviceNameWords.js';
import { stampConfigVersion } from '../data/gatewayInfo.js';
import { planNameWords } from '../domain/nameWords.js';
import { ruleDefinitionChanged } from '../domain/rules.js';
import { planNewDevice, removalPlanner, type RemovalTimes } from '../domain/summary.js';
import { ruleEdited, virtualCreated } from './recompute.js';

/**
 * A device was created: it is counted in the system summary (once, domain/summary.ts
 * planNewDevice). One created with a state already is left as it is (the planner's own check,
 * made here on the event's data too so that such a device costs no transaction). One without its
 * name's words gets them (domain/nameWords.ts). A virtual sensor gets its value from its inputs at once.
 */
export async function deviceCreated(
  systemId: string,
  sn: string,
  created: Record<string, unknown> | undefined,
  nowMs: number,
): Promise<void> {
  if (created?.state == null) await countNewDevice(systemId, sn, planNewDevice, nowMs);
  // A device made without its name's words (a virtual sensor the client created) gets them; a
  // claim writes them itself, and costs no transaction here.
  if (created && planNameWords(created)) await updateNameWords(systemId, sn, planNameWords);
  if (created?.type === 'VIRTUAL') await virtualCreated(systemId, sn, nowMs);
}

/**
 * A device was removed: it leaves the summary (once per delivery id) when its system counted it
 * (domain/summary.ts removalPlanner).
 */
export async function deviceRemoved(
  systemId: string,
  sn: string,
  data: Record<string, unknown> | undefined,
  eventId: string,
  times: RemovalTimes & { nowMs: number },
): Promise<void> {
  const removed = parseDevice(sn, data);
  if (removed) await uncountRemovedDevice(systemId, sn, eventId, removalPlanner(removed, times), times.nowMs);
  // A removed sensor's samples are refused from now on: /ingest must not find it listed as known.
  if (data?.type === 'SENSOR') await unlistGatewaySensor(systemId, sn);
  await deleteDeviceEdit(systemId, sn);
}

/**
 * A rule was added, edited or removed: the store path's cached rules of the system are marked
 * stale, and the devices it watches are judged again by it (ruleEdited). A write of its per-device
 * state only (the evaluator's own) changes neither.
 */
export async function ruleWritten(
  systemId: string,
  ruleId: string,
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
  nowMs: number,
): Promise<void> {
  if (!ruleDefinitionChanged(before, after)) return;
  await stampConfigVersion(systemId, nowMs);
  const rule = after ? EventRuleSchema.safeParse(after) : undefined;
  if (rule?.success) await ruleEdited(systemId, ruleId, rule.data, nowMs);
}
