import { storedRuleState } from '@neuron/shared';
import { applyTransition } from '../data/devicesOnline.js';
import type { CreatedEvent } from '../data/events.js';
import { applyRuleToDevice, type StoredRule } from '../data/rules.js';
import { offlineRouteFor, transitionEvent, type OnlineTransition } from '../domain/offline.js';
import { planTransition } from '../domain/presence.js';
import { decideRule } from '../domain/ruleJudgement.js';
import { isSampleRule } from '../domain/rules.js';
import { rulePlanner, type RuleDecider } from '../domain/ruleWrites.js';
import { planSummaryChange } from '../domain/summary.js';
import { offlineDueAt } from '../domain/timers.js';
import { setOfflineTimer } from './timerSetting.js';

// The checks a deadline makes when it falls due, one implementation for both callers: the
// five-minute sweep (workflows/offlineSweep.ts, the safety net) and the exact timers
// (workflows/timers.ts). Each re-reads the stored state in its transaction, so a sample that came
// in between cancels the effect, and two checks of the same deadline change it once.

/**
 * Online/offline transitions (as domain/offline.ts `sweepTransitions` found them) applied, each in
 * its transaction, with its event routed by the offline rules. Returns the events created.
 */
export async function applyPresenceTransitions(
  systemId: string,
  transitions: readonly OnlineTransition[],
  rules: readonly StoredRule[],
  nowMs: number,
): Promise<CreatedEvent[]> {
  const events: CreatedEvent[] = [];
  for (const t of transitions) {
    const created = await applyTransition(
      systemId,
      t.sn,
      (device) => {
        const writes = planTransition(systemId, device, t);
        if (!writes) return null;
        const name = device.alias || t.sn;
        return {
          ...writes,
          event: t.raiseEvent ? transitionEvent(t, name, offlineRouteFor(rules, device), nowMs) : null,
        };
      },
      planSummaryChange,
    );
    if (created) events.push(created);
    // A gateway the sweep found seen again: its offline deadline from now on (idempotent by id).
    if (t.online) await setOfflineTimer(systemId, t.sn, offlineDueAt(t.lastSeen));
  }
  return events;
}

/**
 * A rule's pending delay (or schedule opening) for one device checked at `nowMs` on the latest
 * sample, with no new sample: the alarm is raised when the condition still holds and its time has
 * come; nothing when a sample cleared it meanwhile or the time is not yet there.
 */
export async function judgePendingDelay(
  systemId: string,
  ruleId: string,
  sn: string,
  nowMs: number,
  timeZone: string,
): Promise<CreatedEvent[]> {
  const decide: RuleDecider = (rule, device) =>
    decideRule(
      ruleId,
      rule,
      device,
      storedRuleState(ruleId, rule, device),
      { mode: 'live', samples: [], previous: device.sample },
      nowMs,
      timeZone,
    );
  return applyRuleToDevice(systemId, ruleId, sn, rulePlanner(ruleId, decide), nowMs, isSampleRule);
}
