import { ruleWatches, type Device, type Sample } from '@neuron/shared';
import type { CreatedEvent } from '../data/events.js';
import { raiseSensorOnline } from '../data/devicesOnline.js';
import { recomputeVirtual } from '../data/devicesVirtual.js';
import { storeHistoryAndRollups } from '../data/rollups.js';
import { applyRuleToDevice } from '../data/rules.js';
import { forgetSystemWatchers, systemWatchers } from '../data/systemCache.js';
import { isSampleRule, ruleMayChange } from '../domain/rules.js';
import { withRetries } from './retry.js';

/**
 * What follows a device getting a new latest sample (docs/PIPELINE.md), in the same function run that
 * stored it: its rules (only those that may change state are read and applied), its return from
 * offline, and the virtual sensors that read it (recomputed, with their own history and rollups).
 * `configVersion` is when the system's rules last changed, as the batch says (see systemCache).
 * Returns the events raised, to be published once; `stored` hears of each virtual sample added to
 * history (to forward it).
 */
export async function afterNewSample(
  systemId: string,
  before: Device,
  after: Device,
  nowMs: number,
  configVersion = 0,
  stored: (sn: string, added: Sample[]) => void = () => undefined,
): Promise<CreatedEvent[]> {
  const created: CreatedEvent[] = [];
  const watchers = await systemWatchers(systemId, nowMs, configVersion);
  for (const { id, rule } of watchers.rules) {
    if (!isSampleRule(rule) || !ruleWatches(rule, after)) continue;
    if (!ruleMayChange(id, rule, after, rule.state[after.sn], nowMs)) continue;
    const event = await withRetries(`rule ${id} on ${after.sn}`, () =>
      applyRuleToDevice(systemId, id, after.sn, nowMs),
    );
    forgetSystemWatchers(systemId);
    if (event) created.push(event);
  }
  const offlineLastSeen = before.state?.online === false ? before.state.lastSeen : null;
  if (after.type === 'SENSOR' && offlineLastSeen != null && after.state?.online === true) {
    const event = await raiseSensorOnline(systemId, after, offlineLastSeen, nowMs, watchers.rules);
    if (event) created.push(event);
  }
  if (after.type !== 'SENSOR') return created;
  for (const virtualSn of watchers.virtualsByInput.get(after.sn) ?? []) {
    const changed = await withRetries(`virtual ${virtualSn}`, () =>
      recomputeVirtual(systemId, virtualSn, nowMs, after),
    );
    if (!changed?.after.sample) continue;
    const sample = changed.after.sample;
    // Stored with the virtual's update in one commit, unless its day's rollup was not the one read.
    stored(
      virtualSn,
      changed.added ??
        (await withRetries(`history of ${virtualSn}`, () => storeHistoryAndRollups(systemId, virtualSn, [sample]))),
    );
    created.push(...(await afterNewSample(systemId, changed.before, changed.after, nowMs, configVersion, stored)));
  }
  return created;
}
