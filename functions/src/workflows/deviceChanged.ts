import { INITIAL_RULE_STATE, ruleWatches, storedRuleState, type Device, type Sample } from '@neuron/shared';
import { raiseEventOnce, type CreatedEvent } from '../data/events.js';
import { raiseAnsweringEvent } from '../data/devicesOnline.js';
import { recomputeVirtual } from '../data/devicesVirtual.js';
import { storeHistoryAndRollups } from '../data/rollups.js';
import type { StoredRule } from '../data/rules.js';
import { forgetSystemWatchers, systemWatchers } from '../data/systemCache.js';
import { createdEvent } from '../domain/events.js';
import { offlineRouteFor, onlineEventId, transitionEvent } from '../domain/offline.js';
import { chunkRun, decideRule, type RuleRun } from '../domain/ruleJudgement.js';
import { historyPlanner } from '../domain/rollups.js';
import { sampleChunks } from '../domain/sampleCommits.js';
import { isSampleRule } from '../domain/rules.js';
import { errorRouteFor, sensorErrorEvent } from '../domain/sensorErrorEvents.js';
import { planSummaryChange } from '../domain/summary.js';
import { sensorOnlineDueAt } from '../domain/timers.js';
import { planVirtualUpdate } from '../domain/virtual.js';
import { withRetries } from './retry.js';
import { applyRuleWithTimer, setOfflineTimer } from './timerSetting.js';

/** What storing a device's samples did: the device before and after, and the samples new to history. */
export interface DeviceSamples {
  before: Device;
  /** The device after the write, when its latest sample changed. */
  after?: Device;
  /** The samples new to history (not a replayed time), in any order: each is judged once. */
  added: readonly Sample[];
}

/** The runs a device's new samples make for its rules: newer than its latest before, and a late backlog. */
export function ruleRuns({ before, added }: DeviceSamples): RuleRun[] {
  const latest = before.sample?.time ?? -Infinity;
  const live = added.filter((s) => s.time > latest);
  const backlog = added.filter((s) => s.time <= latest);
  return [
    ...(live.length > 0 ? [{ mode: 'live' as const, samples: live, previous: before.sample }] : []),
    ...(backlog.length > 0 ? [{ mode: 'backlog' as const, samples: backlog, untilMs: latest }] : []),
  ];
}

/**
 * What follows a device getting new samples (docs/PIPELINE.md), in the same function run that
 * stored them: its rules judge every new sample in time order (only a rule that may change state,
 * judged on its cached definition and the device's own alarm list, is read and applied), its
 * return from offline, and the virtual sensors that read it (recomputed for each new sample, with
 * their own history and rollups). `configVersion` is when the system's rules last changed, as the
 * batch says (see systemCache). Returns the events raised, to be published once; `stored` hears
 * of each virtual sample added to history (to forward it).
 */
export async function afterNewSamples(
  systemId: string,
  change: DeviceSamples,
  nowMs: number,
  configVersion = 0,
  stored: (sn: string, added: Sample[]) => void = () => undefined,
): Promise<CreatedEvent[]> {
  const created: CreatedEvent[] = [];
  const { before, after } = change;
  const device = after ?? before;
  const watchers = await systemWatchers(systemId, nowMs, configVersion);
  const runs = ruleRuns(change).flatMap(chunkRun);
  for (const { id, rule } of watchers.rules) {
    if (runs.length === 0) break;
    if (!isSampleRule(rule) || !ruleWatches(rule, device)) continue;
    for (const run of runs) {
      // The cached rule may be a little old; the device's own alarm list says whether it is active.
      const cached = storedRuleState(id, rule, device);
      const active = device.state?.alarm.includes(id) ?? false;
      const zone = watchers.timeZone;
      if (!decideRule(id, rule, device, { ...(cached ?? INITIAL_RULE_STATE), active }, run, nowMs, zone)) continue;
      const events = await withRetries(`rule ${id} on ${device.sn}`, () =>
        applyRuleWithTimer(
          systemId,
          id,
          device.sn,
          (r, d) => decideRule(id, r, d, storedRuleState(id, r, d), run, nowMs, zone),
          nowMs,
          zone,
        ),
      );
      forgetSystemWatchers(systemId);
      created.push(...events);
    }
  }
  const offlineDue = sensorOnlineDueAt(before, after);
  if (offlineDue !== undefined) await setOfflineTimer(systemId, device.sn, offlineDue);
  const offlineLastSeen = before.state?.online === false ? before.state.lastSeen : null;
  if (after?.type === 'SENSOR' && offlineLastSeen != null && after.state?.online === true) {
    const event = await sensorBackOnline(systemId, after, offlineLastSeen, nowMs, watchers.rules);
    if (event) created.push(event);
  }
  if (!after || after.type !== 'SENSOR') return created;
  const error = await sensorErrorChanged(systemId, before, after, nowMs, watchers.rules);
  if (error) created.push(error);
  const inputSamples = change.added.length > 0 ? change.added : after.sample ? [after.sample] : [];
  for (const virtualSn of watchers.virtualsByInput.get(after.sn) ?? []) {
    const changed = await withRetries(`virtual ${virtualSn}`, () =>
      recomputeVirtual(
        systemId,
        virtualSn,
        (virtual, inputs) => planVirtualUpdate(virtual, inputs, { sn: after.sn, samples: inputSamples }, nowMs),
        historyPlanner,
        planSummaryChange,
        nowMs,
        { device: after, days: inputSamples },
      ),
    );
    if (!changed) continue;
    // Stored with the virtual's update in one commit, unless a day's rollup was not the one read.
    const added = changed.added ?? (await storeVirtualHistory(systemId, virtualSn, changed.samples));
    stored(virtualSn, added);
    const next = { before: changed.before, after: changed.after, added };
    created.push(...(await afterNewSamples(systemId, next, nowMs, configVersion, stored)));
  }
  return created;
}

/** A virtual's samples into its history and rollups, in commits of at most SAMPLES_PER_COMMIT (domain/sampleCommits.ts). */
export async function storeVirtualHistory(systemId: string, sn: string, samples: readonly Sample[]): Promise<Sample[]> {
  const added: Sample[] = [];
  for (const chunk of sampleChunks(samples)) {
    added.push(
      ...(await withRetries(`history of ${sn}`, () => storeHistoryAndRollups(systemId, sn, chunk, historyPlanner))),
    );
  }
  return added;
}

/**
 * A sensor's newest sample starts or ends an error (status 106, a 30000–30115 code): its "Error"
 * or "Error cleared" event, routed through the rules that watch its values
 * (domain/sensorErrorEvents.ts). The id comes from the change, so a re-delivered batch raises it once.
 */
async function sensorErrorChanged(
  systemId: string,
  before: Device,
  after: Device,
  nowMs: number,
  rules: readonly StoredRule[],
): Promise<CreatedEvent | null> {
  if (!after.sample) return null;
  const raised = sensorErrorEvent(after, before.sample, after.sample, errorRouteFor(rules, after), nowMs);
  if (!raised) return null;
  const created = await withRetries(`error event of ${after.sn}`, () => raiseEventOnce(systemId, raised));
  return created ? createdEvent(raised.eventId, raised.event) : null;
}

/**
 * A sensor heard again after being offline: one `online` event, paired with the offline event it
 * answers. A sensor whose going offline was grouped under its gateway had no event of its own, so
 * it gets none now either (the gateway's online event covers it). Ids come from the transition,
 * so a re-delivered trigger does not raise it twice.
 */
async function sensorBackOnline(
  systemId: string,
  device: Device,
  offlineLastSeen: number,
  nowMs: number,
  rules: readonly StoredRule[],
): Promise<CreatedEvent | null> {
  const lastSeen = device.state?.lastSeen ?? device.sample?.time;
  if (lastSeen == null) return null;
  const t = { sn: device.sn, type: 'SENSOR' as const, online: true, lastSeen, groupedSensors: [] };
  const raised = transitionEvent(t, device.alias || device.sn, offlineRouteFor(rules, device), nowMs);
  return raiseAnsweringEvent(systemId, raised, onlineEventId(device.sn, false, offlineLastSeen));
}
