/** One step of the quick start and whether the system has done it. */
export interface QuickStartStep {
  id: 'gateway' | 'sensor' | 'rule' | 'channel';
  text: string;
  done: boolean;
  /** Where to do it, below /systems/{id}. */
  path: string;
}

/**
 * What the checklist reads, as it is now: whether the system has a gateway and a sensor that has
 * reported (each one bounded query: stores/systems/systemReads.ts), and its rules and channels.
 */
export interface QuickStartState {
  hasGateway: boolean;
  sensorReported: boolean;
  rules: number;
  channels: number;
}

/** The quick-start checklist, ticked from the system's real state (pure). */
export function quickStartSteps({ hasGateway, sensorReported, rules, channels }: QuickStartState): QuickStartStep[] {
  return [
    { id: 'gateway', text: 'Add a gateway', done: hasGateway, path: 'addgateway' },
    { id: 'sensor', text: 'Add a sensor and see it report', done: sensorReported, path: 'addsensor' },
    { id: 'rule', text: 'Create an alarm rule', done: rules > 0, path: 'rules' },
    { id: 'channel', text: 'Add a notification channel', done: channels > 0, path: 'notificationchannels' },
  ];
}
