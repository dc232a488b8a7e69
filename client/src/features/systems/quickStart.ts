import type { DeviceType } from '@neuron/shared';

/** One step of the quick start and whether the system has done it. */
export interface QuickStartStep {
  id: 'gateway' | 'sensor' | 'rule' | 'channel';
  text: string;
  done: boolean;
  /** Where to do it, below /systems/{id}. */
  path: string;
}

/** What the checklist reads: the system's devices, rules and channels as they are now. */
export interface QuickStartState {
  devices: readonly { type: DeviceType; sample?: unknown }[];
  rules: number;
  channels: number;
}

/** The quick-start checklist, ticked from the system's real state (pure). */
export function quickStartSteps({ devices, rules, channels }: QuickStartState): QuickStartStep[] {
  return [
    { id: 'gateway', text: 'Add a gateway', done: devices.some((d) => d.type === 'GATEWAY'), path: 'addgateway' },
    {
      id: 'sensor',
      text: 'Add a sensor and see it report',
      done: devices.some((d) => d.type === 'SENSOR' && d.sample != null),
      path: 'addsensor',
    },
    { id: 'rule', text: 'Create an alarm rule', done: rules > 0, path: 'rules' },
    { id: 'channel', text: 'Add a notification channel', done: channels > 0, path: 'notificationchannels' },
  ];
}
