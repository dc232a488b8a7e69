import type { SystemMembership } from '@neuron/shared';
import type { DeviceView } from '../models';
import { useLive, type LiveValue } from '../useLive';

// The system page's panel reads: a screen names what it shows, the transport call is here.

/** A system's members and pending invitations, live. */
export function useMembership(systemId: string): LiveValue<SystemMembership | undefined> {
  return useLive<SystemMembership | undefined>((t, set) => t.watchMembership(systemId, set), [systemId]);
}

/**
 * What the quick-start checklist ticks by: the system's devices (a list read; a failed read is no
 * devices), rules and channels, live.
 */
export function useQuickStartState(systemId: string): {
  devices: LiveValue<DeviceView[]>;
  rules: LiveValue<unknown[]>;
  channels: LiveValue<unknown[]>;
} {
  const devices = useLive<DeviceView[]>((t, set) => t.watchDeviceList(systemId, set, () => set([])), [systemId]);
  const rules = useLive<unknown[]>((t, set) => t.watchEventRules(systemId, set), [systemId]);
  const channels = useLive<unknown[]>((t, set) => t.watchPushConfigs(systemId, set), [systemId]);
  return { devices, rules, channels };
}
