import { makeAutoObservable, runInAction } from 'mobx';
import {
  configChangesIn,
  RULE_KIND_DEVICE_TYPES,
  type BacktestAlarm,
  type EventRule,
  type SampleRule,
} from '@neuron/shared';
import type { LoadedDevice } from '../../data/devices';
import { emptyRuleForm, ruleFormFrom, type RuleForm, type RuleFormErrors } from './ruleForm';
import type { Transport } from '../transport';
import { refusalText } from '../refusal';
import { SAVED, failed, type EditorStatus } from '../editorStatus';
import { EditorDraft } from '../editorDraft';
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
}

/** The rule editor's draft: fields, their errors, saving, deleting and the backtest. */
export class RuleEditorStore {
  errors: RuleFormErrors = {};
  busy = false;
  status: EditorStatus = null;
  backtest: BacktestResult | null = null;
  backtesting = false;
  private readonly draft: EditorDraft<RuleForm>;

  constructor(
    private readonly transport: Transport,
    readonly systemId: string,
    /** null for a new rule. */
    readonly ruleId: string | null,
    stored?: EventRule,
    preset?: Partial<RuleForm>,
    /** Refused saves also show as an error toast (the editor may be gone by then). */
    private readonly ui?: UiStore,
  ) {
    this.draft = new EditorDraft(stored ? ruleFormFrom(stored) : { ...emptyRuleForm(), ...preset });
    makeAutoObservable<RuleEditorStore, 'transport' | 'ui' | 'draft'>(this, {
      transport: false,
      ui: false,
      draft: false,
    });
  }

  /** The fields as typed. */
  get form(): RuleForm {
    return this.draft.value;
  }

  /** Changes not saved yet (the leave guard asks before they are lost). */
  get dirty(): boolean {
    return this.draft.dirty;
  }

  set<K extends keyof RuleForm>(key: K, value: RuleForm[K]): void {
    this.draft.value = { ...this.form, [key]: value };
    // An early warning compares one way only: a range comparison becomes "heading below".
    if (key === 'kind' && value === 'forecast' && this.form.op !== 'gt') this.draft.value.op = 'lt';
    delete this.errors[key];
    this.backtest = null;
  }

  /** Cancel: the fields go back to the rule as stored (a new rule: empty), their messages with them. */
  cancel(): void {
    this.draft.discard();
    this.errors = {};
    this.status = null;
    this.backtest = null;
  }

  /** Drops one field's message (a schedule period edited). */
  clearError(key: keyof RuleFormErrors): void {
    delete this.errors[key];
  }

  /** Devices the rule kind can watch. */
  candidates(devices: LoadedDevice[]): LoadedDevice[] {
    return devices.filter((d) => RULE_KIND_DEVICE_TYPES[this.form.kind].includes(d.type));
  }

  /** Saves when valid; resolves to the rule id, or null with errors beside the fields (nothing written). */
  async save(): Promise<string | null> {
    // Busy from the press: a second press while the check's module loads must not save twice.
    if (this.busy) return null;
    this.busy = true;
    const { parseRuleForm } = await import('./ruleFormCheck');
    const parsed = parseRuleForm(this.form);
    runInAction(() => {
      this.errors = parsed.ok ? {} : parsed.errors;
      this.status = parsed.ok ? null : failed('Check the highlighted fields.');
      this.busy = parsed.ok;
    });
    if (!parsed.ok) return null;
    const saving = this.draft.snapshot();
    try {
      const id = await this.transport.saveEventRule(this.systemId, this.ruleId, parsed.rule);
      runInAction(() => {
        this.status = SAVED;
        this.draft.saved(saving);
      });
      return id;
    } catch (e) {
      runInAction(() => this.refused(refusalText('Could not save the rule', e)));
      return null;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  private refused(text: string): void {
    this.status = failed(text);
    this.ui?.showError(text);
  }

  async remove(): Promise<boolean> {
    if (!this.ruleId) return false;
    this.busy = true;
    try {
      await this.transport.deleteEventRule(this.systemId, this.ruleId);
      this.draft.deleted();
      return true;
    } catch (e) {
      runInAction(() => this.refused(refusalText('Could not delete the rule', e)));
      return false;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  /**
   * Replays the draft over the last week of stored samples with the shared evaluation (its
   * schedule read in the system's `timeZone`). Only
   * threshold and binary rules evaluate samples; a draft with errors shows them instead.
   */
  async runBacktest(devices: LoadedDevice[], nowMs: number = Date.now(), timeZone?: string): Promise<void> {
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
    const watched = this.candidates(devices).filter((d) => rule.devices.includes('*') || rule.devices.includes(d.sn));
    const from = nowMs - BACKTEST_DAYS * 86_400_000;
    runInAction(() => (this.backtesting = true));
    try {
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
        };
      });
    } finally {
      runInAction(() => (this.backtesting = false));
    }
  }
}
