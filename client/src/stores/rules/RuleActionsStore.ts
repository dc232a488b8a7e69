import { makeAutoObservable, runInAction } from 'mobx';
import { offNeedsEveryDevice, planOfflineToggle, type OfflineKind, type RuleWithId } from './offlineToggle';
import type { Transport } from '../transport';
import { refusalText } from '../refusal';
import { featureStore } from '../featureStore';

/** Actions the rule lists take from a row (offline notification on / off). */
export class RuleActionsStore {
  /** Serial whose toggle is being saved. */
  pending: string | null = null;
  error: string | null = null;

  constructor(private readonly transport: Transport) {
    makeAutoObservable<RuleActionsStore, 'transport'>(this, { transport: false });
  }

  /**
   * Turns a device's offline notification on or off by editing (or adding, or deleting) offline
   * rules. `allSns` reads every serial of the kind's types: asked only to take a device out of a
   * rule on every device (the lists read a page at a time).
   */
  async toggleOffline(
    systemId: string,
    rules: RuleWithId[],
    kind: OfflineKind,
    sn: string,
    allSns: () => Promise<string[]>,
    on: boolean,
  ): Promise<void> {
    const name = kind === 'offline_sensor' ? 'Offline sensors' : 'Offline gateways';
    this.pending = sn;
    this.error = null;
    try {
      const every = offNeedsEveryDevice(rules, kind, on) ? await allSns() : [];
      const writes = planOfflineToggle(rules, kind, sn, every, on, name);
      for (const w of writes) {
        if (w.op === 'delete') await this.transport.deleteEventRule(systemId, w.ruleId);
        else await this.transport.saveEventRule(systemId, w.ruleId, w.rule);
      }
    } catch (e) {
      runInAction(() => (this.error = refusalText('Could not change the offline notification', e)));
    } finally {
      runInAction(() => (this.pending = null));
    }
  }
}

/** The rule lists' quick actions, made by the screens that show them. */
export const ruleActionsFeature = featureStore({
  make: (root) => new RuleActionsStore(root.transport),
});
