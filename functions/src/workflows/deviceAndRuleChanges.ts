import { countNewDevice, parseDevice, uncountRemovedDevice, type RemovalTimes } from '../data/devicesDerived.js';
import { unlistGatewaySensor } from '../data/devices.js';
import { stampConfigVersion } from '../data/gatewayInfo.js';
import { ruleDefinitionChanged } from '../domain/rules.js';

/**
 * A device was created: it is counted in the system summary (once). One created with a state
 * already is left as it is (countNewDevice's own check, made here on the event's data so that
 * such a device costs no transaction).
 */
export async function deviceCreated(
  systemId: string,
  sn: string,
  created: Record<string, unknown> | undefined,
  nowMs: number,
): Promise<void> {
  if (created?.state != null) return;
  await countNewDevice(systemId, sn, nowMs);
}

/** A device was removed: it leaves the summary (once per delivery id). */
export async function deviceRemoved(
  systemId: string,
  sn: string,
  data: Record<string, unknown> | undefined,
  eventId: string,
  times: RemovalTimes,
): Promise<void> {
  const removed = parseDevice(sn, data);
  if (removed) await uncountRemovedDevice(systemId, removed, eventId, times);
  // A removed sensor's samples are refused from now on: /ingest must not find it listed as known.
  if (data?.type === 'SENSOR') await unlistGatewaySensor(systemId, sn);
}

/** A rule was added, edited or removed: the store path's cached rules of the system are marked stale. */
export async function ruleWritten(
  systemId: string,
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
  nowMs: number,
): Promise<void> {
  if (ruleDefinitionChanged(before, after)) await stampConfigVersion(systemId, nowMs);
}
