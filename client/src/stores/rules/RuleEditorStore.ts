import { action, makeObservable, observable, runInAction } from 'mobx';
import {
  configChangesIn,
  EARLY_WARNING_KIND,
  ruleNamesDevice,
  type BacktestAlarm,
  type EventRule,
  type SampleRule,
} from '@neuron/shared';
import type { DeviceView } from '../models';
import { emptyRuleForm, ruleFormFrom, type RuleForm, type RuleFormErrors } from './ruleForm';
import type { Transport } from '../transport';
import { EditorStore } from '../EditorStore';
import type { UiStore } from '../UiStore';

/** Samples read per device for a backtest: a week of a sensor sampling every 2 minutes. */
export const BACKTEST_MAX_SAMPLES = 5040;

export interface BacktestResult {
  alarms: BacktestAlarm[];
  from: number;
  until: number;
  samples: number;
  /** Devices whose week had more samples than were read (the count covers fewer days). */
  truncated: string[];
  /** Devices whose formula changed inside the week, and when: the counts mix old and new values. */
  formulaChanges: { sn: string; times: number[] }[];
  /** The replayed devices' names, by serial. */
  names: Record<string, string>;
}

/** The rule editor (the one editor shape, EditorStore): fields, their errors, save, delete and the backtest. */
export class RuleEditorStore extends EditorStore<RuleForm, RuleFormErrors> {
  backtest: BacktestResult | null = null;
  backtesting = false;

  constructor(
    private readonly transport: Transport,
    readonly systemId: string,
    /** null for a new rule. */
    readonly ruleId: string | null,
    stored?: EventRule,
    preset?: Partial<RuleForm>,
    ui?: UiStore,
  ) {
    super(stored ? ruleFormFrom(stored) : { ...emptyRuleForm(), ...preset }, ui);
    makeObservable(this, { backtest: observable, backtesting: observable, runBacktest: action });
  }

  protected override afterSet<K extends keyof RuleForm>(key: K, value: RuleForm[K]): void {
    // An early warning compares one way only: a range comparison becomes "heading below".
    if (key === 'kind' && value === EARLY_WARNING_KIND && this.form.op !== 'gt') this.draft.value.op = 'lt';
    this.backtest = null;
  }

  protected override afterCancel(): void {
    this.backtest = null;
  }

  /**
   * The devices a backtest replays: those picked, each read by id, or for a rule on every device,
   * the whole list (`readAll`, read only now: the editor itself reads no list).
   */
  private async namedDevices(rule: EventRule, readAll: () => Promise<readonly DeviceView[]>): Promise<DeviceView[]> {
    const devices = rule.devices.includes('*')
      ? await readAll()
      : (await Promise.all(rule.devices.map((sn) => this.transport.readDevice(this.systemId, sn)))).flatMap((d) =>
          d ? [d] : [],
        );
    // The shared rule of which devices a rule names (a serial of another type is left out).
    return devices.filter((d) => ruleNamesDevice(rule, d));
  }

  /** Saves when valid; resolves to the rule id, or null with errors beside the fields (nothing written). */
  save(): Promise<string | null> {
    return this.submit(
      async (form) => {
        const parsed = (await import('./ruleFormCheck')).parseRuleForm(form);
        return parsed.ok ? { ok: true, value: parsed.rule } : parsed;
      },
      (rule) => this.transport.saveEventRule(this.systemId, this.ruleId, rule),
      'Could not save the rule',
    );
  }

  remove(): Promise<boolean> {
    const ruleId = this.ruleId;
    if (!ruleId) return Promise.resolve(false);
    return this.removeWith(() => this.transport.deleteEventRule(this.systemId, ruleId), 'Could not delete the rule');
  }

  /**
   * Replays the draft over the last week of stored samples with the shared evaluation (its
   * schedule read in the system's `timeZone`). Only
   * threshold and binary rules evaluate samples; a draft with errors shows them instead.
   */
  async runBacktest(
    readAll: () => Promise<readonly DeviceView[]>,
    nowMs: number = Date.now(),
    timeZone?: string,
  ): Promise<void> {
    const [{ parseRuleForm }, { BACKTEST_DAYS, backtestRule }] = await Promise.all([
      import('./ruleFormCheck'),
      import('./ruleBacktest'),
    ]);
    const parsed = parseRuleForm(this.form);
    if (!parsed.ok) {
      runInAction(() => (this.errors = parsed.errors));
      return;
    }
    const rule = { ...parsed.rule, state: {} } as EventRule;
    if (rule.kind !== 'threshold' && rule.kind !== 'binary') return;
    const from = nowMs - BACKTEST_DAYS * 86_400_000;
    runInAction(() => (this.backtesting = true));
    try {
      const watched = await this.namedDevices(rule, readAll);
      const histories = await Promise.all(
        watched.map(async (d) => ({
          sn: d.sn,
          config: d.config,
          samples: await this.transport.readSampleHistory(this.systemId, d.sn, from, BACKTEST_MAX_SAMPLES),
        })),
      );
      const alarms = backtestRule(rule as SampleRule, histories, nowMs, timeZone);
      runInAction(() => {
        this.backtest = {
          alarms,
          from,
          until: nowMs,
          samples: histories.reduce((n, h) => n + h.samples.length, 0),
          truncated: histories.filter((h) => h.samples.length >= BACKTEST_MAX_SAMPLES).map((h) => h.sn),
          formulaChanges: watched
            .map((d) => ({ sn: d.sn, times: configChangesIn(d.configChanges, from, nowMs) }))
            .filter((c) => c.times.length > 0),
          names: Object.fromEntries(watched.map((d) => [d.sn, d.alias || d.sn])),
        };
      });
    } finally {
      runInAction(() => (this.backtesting = false));
    }
  }
}
