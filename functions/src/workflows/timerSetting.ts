import { storedRuleState } from '@neuron/shared';
import type { CreatedEvent } from '../data/events.js';
import { applyRuleToDevice } from '../data/rules.js';
import { enqueueTimer } from '../data/timers.js';
import { isSampleRule } from '../domain/rules.js';
import { rulePlanner, type RuleDecider } from '../domain/ruleWrites.js';
import { timerQueueFor } from '../domain/timerQueues.js';
import { delayTimerDue, timerTaskId, type TimerTask } from '../domain/timers.js';

// Setting the exact timers (docs/CONFIG_EDITS_AND_TIMERS.md, "Exact timers"); workflows/timers.ts runs them.
// When a timer is set is decided in domain/timers.ts; queuing it is data/timers.ts.

/**
 * Queues a timer for its due time, however far off (deduplicated by its id: the same timer set
 * twice is queued once, on the one queue its id picks: domain/timerQueues.ts). The queue holds it until then: Cloud Tasks in production, and on the
 * local stacks the tasks emulator as they run it (scripts/localClock/holdTasks.mjs).
 */
export async function setTimer(task: TimerTask): Promise<void> {
  const id = timerTaskId(task);
  await enqueueTimer(task, id, timerQueueFor(id));
}

/** A rule's delay for a device falls due at `dueAt` (a sample before then may cancel its effect). */
export async function setDelayTimer(systemId: string, ruleId: string, sn: string, dueAt: number): Promise<void> {
  await setTimer({ kind: 'rule', systemId, ruleId, sn, dueAt, hops: 0 });
}

/** A device came online: its offline deadline (each timer that finds it heard since sets the next). */
export async function setOfflineTimer(systemId: string, sn: string, dueAt: number): Promise<void> {
  await setTimer({ kind: 'offline', systemId, sn, dueAt, hops: 0 });
}

/**
 * Applies a rule to a device (data/rules.ts `applyRuleToDevice` with `decide`) and, when the state
 * it committed starts or moves a pending delay (domain/timers.ts `delayTimerDue`), sets the timer
 * for the moment it falls due. `edited`: the rule or the device's config changed, so a pending
 * delay may have moved although its start did not.
 */
export async function applyRuleWithTimer(
  systemId: string,
  ruleId: string,
  sn: string,
  decide: RuleDecider,
  nowMs: number,
  timeZone: string,
  edited = false,
): Promise<CreatedEvent[]> {
  // The decider may run more than once (a transaction retried): the last run is what committed.
  const timer: { due: number | undefined } = { due: undefined };
  const events = await applyRuleToDevice(
    systemId,
    ruleId,
    sn,
    rulePlanner(ruleId, (rule, device) => {
      const decision = decide(rule, device);
      timer.due = decision?.state
        ? delayTimerDue(rule, storedRuleState(ruleId, rule, device), decision.state, nowMs, timeZone, edited)
        : undefined;
      return decision;
    }),
    nowMs,
    isSampleRule,
  );
  if (timer.due !== undefined) await setDelayTimer(systemId, ruleId, sn, timer.due);
  return events;
}
