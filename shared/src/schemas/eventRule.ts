import { z } from 'zod';
import { NameSchema } from './fields.js';
import { RuleScheduleSchema } from './schedule.js';
import { TimeMsSchema } from './time.js';

/**
 * The stored kind of an early-warning rule: its first name, kept in stored rules (and in
 * firestore/rules/eventRules.rules); the code and the screens call the rule an early warning.
 */
export const EARLY_WARNING_KIND = 'forecast';
/** Kinds of event rule (docs/DATA_MODEL.md). */
export const RULE_KINDS = ['threshold', 'binary', 'offline_sensor', 'offline_gateway', EARLY_WARNING_KIND] as const;
/** Hours ahead an early-warning rule may look: 1 hour to 30 days. */
export const EARLY_WARNING_HORIZON_HOURS = { min: 1, max: 720 } as const;
/** Comparisons a threshold rule makes (docs/DATA_MODEL.md). */
export const RULE_OPS = ['gt', 'lt', 'outside', 'inside'] as const;

/** Per-device state a rule keeps, so a restart or a re-delivered trigger does not alarm twice. */
export const RuleDeviceStateSchema = z.object({
  /** The condition holds now (before any delay). */
  conditionSince: TimeMsSchema.nullable(),
  /** An alarm event was raised and not yet cleared. */
  active: z.boolean(),
  /**
   * Time of the sample that last changed this state (the condition starting or ending, an alarm
   * starting or clearing). Not written per sample (the write budget); a sample at or before it
   * has been judged already, so a run of samples delivered out of order never moves the state back.
   */
  lastSampleTime: TimeMsSchema.nullable(),
  lastEventId: z.string().nullable().optional(),
});
/** RuleDeviceState as RuleDeviceStateSchema parses it. */
export type RuleDeviceState = z.infer<typeof RuleDeviceStateSchema>;

const RuleBaseSchema = z.object({
  name: NameSchema,
  enabled: z.boolean().default(true),
  /** Serial numbers the rule watches; ['*'] means every device of the matching type. */
  devices: z.array(z.string().min(1)).min(1, 'Pick at least one device'),
  /** Seconds the condition must hold before the alarm starts. */
  delaySec: z.number().int().min(0).max(86_400).default(0),
  /** pushConfig ids the rule's events are sent through. */
  channels: z.array(z.string()).default([]),
  /**
   * Per-device state as the first data model kept it on the rule (no longer written: it lives on
   * each device's `ruleState` now); read only until the device has a state of its own.
   */
  state: z.record(z.string(), RuleDeviceStateSchema).optional().catch(undefined),
  /** A second channel, used once when an alarm is still unacknowledged after `escalateAfterMin`. */
  escalationChannel: z.string().min(1).optional(),
  escalateAfterMin: z.number().int().min(1, 'Escalate after at least 1 minute').max(1440).optional(),
  /** When the rule may raise an alarm, in the system's time zone; absent: always (schedule/schedule.ts). */
  schedule: RuleScheduleSchema.optional(),
});

/** What a threshold rule reads of a sample: one of its values, or the battery level it reported (percent). */
export const RULE_WATCHES = ['value', 'battery'] as const;

/** A threshold rule: gt/lt take `threshold`, outside/inside take `low` < `high`. */
export const ThresholdRuleSchema = RuleBaseSchema.extend({
  kind: z.literal('threshold'),
  watch: z.enum(RULE_WATCHES).default('value'),
  /** The value a `watch: 'value'` rule reads (0 is the first). */
  valueIndex: z.number().int().min(0).default(0),
  op: z.enum(RULE_OPS),
  threshold: z.number().finite().optional(),
  low: z.number().finite().optional(),
  high: z.number().finite().optional(),
  /** How far back past the limit the value must come before the alarm clears. */
  hysteresis: z.number().finite().min(0).default(0),
});

/**
 * An early-warning rule: alarms while the trend of a value (or the battery) over the last day,
 * fitted to its hourly rollups, says it will be past the threshold within `horizonH` hours
 * (rules/earlyWarningRule.ts). Hysteresis applies to the value ahead, as for a threshold rule.
 */
export const EarlyWarningRuleSchema = RuleBaseSchema.extend({
  kind: z.literal(EARLY_WARNING_KIND),
  watch: z.enum(RULE_WATCHES).default('value'),
  valueIndex: z.number().int().min(0).default(0),
  /** lt: falls below the threshold; gt: rises above it. */
  op: z.enum(['gt', 'lt']),
  threshold: z.number({ message: 'Threshold is required' }).finite(),
  hysteresis: z.number().finite().min(0).default(0),
  horizonH: z
    .number({ message: 'Enter the hours to look ahead' })
    .int('Whole hours')
    .min(EARLY_WARNING_HORIZON_HOURS.min, `Look ahead at least ${EARLY_WARNING_HORIZON_HOURS.min} hour`)
    .max(EARLY_WARNING_HORIZON_HOURS.max, `Look ahead at most ${EARLY_WARNING_HORIZON_HOURS.max} hours (30 days)`),
});

/** A binary rule: alarms while the sensor's binary rule is high (or low, with alarmOn). */
export const BinaryRuleSchema = RuleBaseSchema.extend({
  kind: z.literal('binary'),
  alarmOn: z.enum(['high', 'low']).default('high'),
});

/** Offline rules: alarm when a sensor or gateway has not been heard from in the online window. */
export const OfflineRuleSchema = RuleBaseSchema.extend({
  kind: z.enum(['offline_sensor', 'offline_gateway']),
});

/** system/{sid}/eventRules/{rid}, with the impossible conditions refused by field. */
export const EventRuleSchema = z
  .discriminatedUnion('kind', [ThresholdRuleSchema, BinaryRuleSchema, OfflineRuleSchema, EarlyWarningRuleSchema])
  .superRefine((rule, ctx) => {
    if (rule.escalationChannel !== undefined && rule.escalateAfterMin === undefined) {
      ctx.addIssue({ code: 'custom', path: ['escalateAfterMin'], message: 'Say after how many minutes to escalate' });
    }
    if (rule.kind !== 'threshold') return;
    if ((rule.op === 'gt' || rule.op === 'lt') && rule.threshold === undefined) {
      ctx.addIssue({ code: 'custom', path: ['threshold'], message: 'Threshold is required' });
    }
    if (rule.op === 'outside' || rule.op === 'inside') {
      if (rule.low === undefined) ctx.addIssue({ code: 'custom', path: ['low'], message: 'Low limit is required' });
      if (rule.high === undefined) ctx.addIssue({ code: 'custom', path: ['high'], message: 'High limit is required' });
      if (rule.low !== undefined && rule.high !== undefined && rule.low >= rule.high) {
        ctx.addIssue({ code: 'custom', path: ['high'], message: 'High limit must be above the low limit' });
      }
    }
  });
/** EventRule as EventRuleSchema parses it. */
export type EventRule = z.infer<typeof EventRuleSchema>;
