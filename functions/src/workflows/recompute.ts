import {
  ruleWatches,
  scalingChanged,
  storedRuleState,
  withConfigChange,
  type Device,
  type EventRule,
} from '@neuron/shared';
import { configErrorOf } from '../domain/deviceConfigError.js';
import { rewriteSensorDerived } from '../data/deviceLatest.js';
import { listDevices } from '../data/devices.js';
import { parseDevice, writeConfigChanges } from '../data/devicesDerived.js';
import { recomputeVirtual } from '../data/devicesVirtual.js';
import { publishNotifications, type CreatedEvent } from '../data/events.js';
import { stampConfigVersion } from '../data/gatewayInfo.js';
import type { StoredRule } from '../data/rules.js';
import { forgetSystemWatchers, systemWatchers } from '../data/systemCache.js';
import { readSystemTimeZone } from '../data/systems.js';
import { derivedInputsChanged, recomputeSensorState, stableJson } from '../domain/derivedRecompute.js';
import { decideRule } from '../domain/ruleJudgement.js';
import { historyPlanner } from '../domain/rollups.js';
import { isSampleRule } from '../domain/rules.js';
import { planSummaryChange } from '../domain/summary.js';
import { pendingDelayDue } from '../domain/timers.js';
import { planVirtualEdit, planVirtualUpdate } from '../domain/virtual.js';
import { storeVirtualHistory } from './deviceChanged.js';
import { withRetries } from './retry.js';
import { applyRuleWithTimer, setDelayTimer } from './timerSetting.js';
import { toNotify } from '../domain/events.js';

/**
 * Judges a device's latest sample again with every rule that watches it (after its config or the
 * rule changed). Only a rule whose state may change is applied, in its transaction; idempotent.
 */
async function recheckRules(
  systemId: string,
  device: Device,
  rules: readonly StoredRule[],
  nowMs: number,
  timeZone: string,
): Promise<CreatedEvent[]> {
  const created: CreatedEvent[] = [];
  const run = { mode: 'recheck' as const, sample: device.sample };
  for (const { id, rule } of rules) {
    if (!isSampleRule(rule) || !ruleWatches(rule, device)) continue;
    if (!decideRule(id, rule, device, storedRuleState(id, rule, device), run, nowMs, timeZone)) {
      // The state stays, but an edited delay or schedule may have moved when it falls due.
      const due = pendingDelayDue(rule, storedRuleState(id, rule, device), timeZone);
      if (due !== undefined && due > nowMs) await setDelayTimer(systemId, id, device.sn, due);
      continue;
    }
    // A recheck follows an edit: a pending delay may have moved, so its timer is set again.
    const events = await withRetries(`rule ${id} on ${device.sn}`, () =>
      applyRuleWithTimer(
        systemId,
        id,
        device.sn,
        (r, d) => decideRule(id, r, d, storedRuleState(id, r, d), run, nowMs, timeZone),
        nowMs,
        timeZone,
        true,
      ),
    );
    created.push(...events);
  }
  return created;
}

/**
 * A virtual recomputed from its inputs as they are now, its new sample stored in history; the
 * device as written. `edited`: its own config changed, which keeps the value it has
 * (`planVirtualEdit`); otherwise (created) its value is computed.
 */
async function recomputeVirtualNow(
  systemId: string,
  sn: string,
  nowMs: number,
  edited = false,
): Promise<Device | undefined> {
  const changed = await withRetries(`virtual ${sn}`, () =>
    recomputeVirtual(
      systemId,
      sn,
      (virtual, inputs) =>
        edited ? planVirtualEdit(virtual, inputs, nowMs) : planVirtualUpdate(virtual, inputs, undefined, nowMs),
      historyPlanner,
      planSummaryChange,
      nowMs,
    ),
  );
  if (!changed) return undefined;
  if (!changed.added) await storeVirtualHistory(systemId, sn, changed.samples);
  return changed.after;
}

/**
 * A device document was written by someone else than the store path: when an input of its derived
 * state changed (its config; docs/CONFIG_EDITS_AND_TIMERS.md, "A config edit"), its state is shown again at once
 * in the new units and texts from the values kept with its latest sample. The sample itself and
 * history keep the values computed when they arrived: a formula change applies from its time on,
 * and is recorded in `configChanges` for the charts to mark. The rules that watch the device judge
 * its latest sample again (a limit may have moved). Nothing is written when nothing changed, so
 * the rewrite's own trigger ends here.
 */
export async function deviceEdited(
  systemId: string,
  sn: string,
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
  nowMs: number,
  editedAtMs: number = nowMs,
): Promise<void> {
  if (!derivedInputsChanged(before, after)) return;
  const edited = parseDevice(sn, after);
  if (!edited || edited.type === 'GATEWAY') return;
  // Values before and after a formula change differ in kind: the time is kept for the charts and
  // the backtest to mark. The edit's own time (the event's) makes a redelivered event add nothing.
  if (scalingChanged(parseDevice(sn, before)?.config, edited.config)) {
    await withRetries(`config change of ${sn}`, () =>
      writeConfigChanges(systemId, sn, (stored) => withConfigChange(stored, editedAtMs)),
    );
  }
  const inputs = (d: Record<string, unknown> | undefined) => stableJson((d?.config as { inputs?: unknown })?.inputs);
  // A virtual reading other inputs: the sample path's cached map of inputs is stale now.
  if (edited.type === 'VIRTUAL' && inputs(before) !== inputs(after)) await stampConfigVersion(systemId, nowMs);
  forgetSystemWatchers(systemId);
  const watchers = await systemWatchers(systemId, nowMs);
  const written =
    edited.type === 'SENSOR'
      ? await withRetries(`derived state of ${sn}`, () =>
          rewriteSensorDerived(systemId, sn, (read) => recomputeSensorState(read.device, configErrorOf(read), nowMs)),
        )
      : await recomputeVirtualNow(systemId, sn, nowMs, true);
  const device = written ?? edited;
  // The virtual sensors reading a sensor keep their values too: they read the values the sensor
  // stored, which an edit does not change, and take the edit's effect with its next sample.
  const created = await recheckRules(systemId, device, watchers.rules, nowMs, watchers.timeZone);
  await publishNotifications(systemId, toNotify(created));
}

/**
 * A rule's definition changed (or it was added): every device it watches has its latest sample
 * judged again by it at once, so a new limit shows in the alarm state without waiting for the
 * next sample.
 */
export async function ruleEdited(systemId: string, ruleId: string, rule: EventRule, nowMs: number): Promise<void> {
  if (!isSampleRule(rule) || !rule.enabled) return;
  const [all, timeZone] = await Promise.all([listDevices(systemId), readSystemTimeZone(systemId)]);
  const devices = all.filter((d) => d.sample && ruleWatches(rule, d));
  const created: CreatedEvent[] = [];
  for (const d of devices) {
    created.push(...(await recheckRules(systemId, d, [{ id: ruleId, rule }], nowMs, timeZone)));
  }
  await publishNotifications(systemId, toNotify(created));
}

/** A virtual sensor was created: its value from its inputs as they are now, and its rules. */
export async function virtualCreated(systemId: string, sn: string, nowMs: number): Promise<void> {
  const virtual = await recomputeVirtualNow(systemId, sn, nowMs);
  // The sample path's cached map of inputs does not know it yet.
  await stampConfigVersion(systemId, nowMs);
  if (!virtual) return;
  const { rules, timeZone } = await systemWatchers(systemId, nowMs);
  await publishNotifications(systemId, toNotify(await recheckRules(systemId, virtual, rules, nowMs, timeZone)));
}
