import {
  INITIAL_RULE_STATE,
  judgeSamples,
  ruleValueText,
  type Device,
  type Event,
  type RuleDeviceState,
  type Sample,
  type SampleRule,
} from '@neuron/shared';
import { escalationFields } from './escalation.js';
import { raisedEvent } from './events.js';
import { ruleEventText } from './rules.js';

/**
 * The samples one rule judges for one device in one go:
 * - `live`: samples newer than the device's latest before them (or none: the sweep or a timer
 *   checking a pending delay), judged from the rule's stored state, which they move forward;
 *   `previous` is the device's sample before them.
 * - `backlog`: samples older than the device's latest (a gateway's late backlog), judged in their
 *   own time order from a clear state, up to `untilMs` (the device's latest then); they raise
 *   their events but never move the rule's or the device's current state backwards.
 * - `recheck`: the device's latest sample judged again from the stored state, because the rule
 *   or the device's config changed (a sample judged already is not left out).
 */
export type RuleRun =
  | { mode: 'live'; samples: readonly Sample[]; previous: Sample | null | undefined }
  | { mode: 'recheck'; sample: Sample | null | undefined }
  | { mode: 'backlog'; samples: readonly Sample[]; untilMs: number; eventsIn?: readonly [number, number] };

/**
 * Most samples one rule application judges (each can raise two events: a delayed alarm falling
 * due before it and its own transition), so one transaction stays under Firestore's 500 writes.
 */
export const RULE_SAMPLES_PER_RUN = 200;

/**
 * A run cut into runs of at most RULE_SAMPLES_PER_RUN samples, applied one after another: live
 * chunks each carry on from the state the one before wrote; a backlog is judged whole each time
 * (it keeps no state) and each chunk raises the events of its own samples' time span.
 */
export function chunkRun(run: RuleRun): RuleRun[] {
  if (run.mode === 'recheck') return [run];
  const sorted = [...run.samples].sort((a, b) => a.time - b.time);
  if (sorted.length <= RULE_SAMPLES_PER_RUN) return [run];
  const chunks: RuleRun[] = [];
  for (let i = 0; i < sorted.length; i += RULE_SAMPLES_PER_RUN) {
    const part = sorted.slice(i, i + RULE_SAMPLES_PER_RUN);
    if (run.mode === 'live') {
      chunks.push({ mode: 'live', samples: part, previous: i === 0 ? run.previous : sorted[i - 1] });
    } else {
      const to = i + RULE_SAMPLES_PER_RUN < sorted.length ? sorted[i + RULE_SAMPLES_PER_RUN].time : Infinity;
      chunks.push({ ...run, samples: sorted, eventsIn: [part[0].time, to] });
    }
  }
  return chunks;
}

/** What applying a rule to a device writes. */
export interface RuleDecision {
  /** The rule's new state for the device; null: the state is not written. */
  state: RuleDeviceState | null;
  /** The events raised, oldest first, by their deterministic ids. */
  events: { id: string; event: Event }[];
  /** The rule joins or leaves the device's `state.alarm` (a device never heard has none); null: unchanged. */
  alarm: 'add' | 'remove' | null;
}

/**
 * Judges a run of samples for one rule and device (pure), as the store path, the sweep and the
 * delay timers apply it in a transaction over the rule and the device. Live samples at or before
 * the state's `lastSampleTime` were judged already (a redelivery, or a concurrent newer post that
 * got there first) and are left out. The rule's schedule is read in `timeZone` (the system's).
 * Null when nothing changes.
 */
export function decideRule(
  ruleId: string,
  rule: SampleRule,
  device: Pick<Device, 'sn' | 'alias' | 'config' | 'state'>,
  stored: RuleDeviceState | undefined,
  run: RuleRun,
  nowMs: number,
  timeZone?: string,
): RuleDecision | null {
  const backlog = run.mode === 'backlog';
  const startState = backlog ? INITIAL_RULE_STATE : (stored ?? INITIAL_RULE_STATE);
  const judged = startState.lastSampleTime ?? -Infinity;
  const samples =
    run.mode === 'recheck'
      ? run.sample
        ? [run.sample]
        : []
      : backlog
        ? run.samples
        : run.samples.filter((s) => s.time > judged);
  const outcome = judgeSamples(ruleId, rule, device, samples, backlog ? run.untilMs : nowMs, {
    state: startState,
    previous: run.mode === 'live' ? run.previous : null,
    timeZone,
  });
  if (!outcome.changed) return null;
  const [spanFrom, spanTo] = backlog ? (run.eventsIn ?? [-Infinity, Infinity]) : [-Infinity, Infinity];
  // A delayed alarm falls due after its sample: its span is the sample's, not the event's time.
  const transitions = outcome.transitions.filter(({ sample }) => sample.time >= spanFrom && sample.time < spanTo);
  const events = transitions.map(({ transition: t }) => {
    // The value as the user sees it on the device (unit, binary text), for the event text.
    const valueText = ruleValueText(rule, device, t.value);
    const event = raisedEvent({
      time: t.time,
      kind: t.kind,
      deviceSn: device.sn,
      ruleId,
      value: t.value,
      text: ruleEventText(rule, device.alias, device.sn, t.kind, valueText),
      channels: rule.channels,
      // A backlog alarm is past already: told, not escalated.
      ...(backlog ? {} : escalationFields(rule, t)),
    });
    return { id: t.eventId, event };
  });
  if (backlog) return events.length > 0 ? { state: null, events, alarm: null } : null;
  // The device's own list says whether it is counted in alarm; it follows the rule's final state.
  const listed = device.state?.alarm.includes(ruleId) ?? false;
  const alarm = outcome.state.active === listed ? null : outcome.state.active ? 'add' : 'remove';
  return { state: outcome.state, events, alarm };
}
