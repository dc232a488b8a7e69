import type { SystemMembership } from '@neuron/shared';
import type { DeviceQuery } from '../../data/deviceQueries';
import { useLive, useLiveDocument, type LiveValue } from '../useLive';

// The system page's panel reads: a screen names what it shows, the transport call is here.

/** A system's members and pending invitations, live. */
export function useMembership(systemId: string): LiveValue<SystemMembership | undefined> {
  return useLive<SystemMembership | undefined>((t, set) => t.watchMembership(systemId, set), [systemId]);
}

/** Whether a bounded device query lists any device, live (its snapshots are changes: kept as a set of ids). */
function useAnyDevice(systemId: string, q: DeviceQuery): LiveValue<boolean> {
  return useLiveDocument<boolean>(
    (t, set, fail) => {
      const ids = new Set<string>();
      return t.watchDeviceQuery(
        systemId,
        q,
        (changes) => {
          for (const id of changes.removed) ids.delete(id);
          for (const d of changes.upserted) ids.add(d.id);
          set(ids.size > 0);
        },
        fail,
      );
    },
    [systemId, JSON.stringify(q)],
  );
}

const ANY_GATEWAY: DeviceQuery = { kind: 'page', type: 'GATEWAY', from: null, size: 1 };
const LATEST_REPORT: DeviceQuery = { kind: 'reported', type: 'SENSOR', size: 1 };

/**
 * What the quick-start checklist ticks by, live: whether the system has a gateway and a sensor
 * that has reported (one device document each at most, whatever the fleet: docs/LARGE_SYSTEMS.md),
 * and its rules and channels.
 */
export function useQuickStartState(systemId: string): {
  hasGateway: LiveValue<boolean>;
  sensorReported: LiveValue<boolean>;
  rules: LiveValue<unknown[]>;
  channels: LiveValue<unknown[]>;
} {
  const hasGateway = useAnyDevice(systemId, ANY_GATEWAY);
  const sensorReported = useAnyDevice(systemId, LATEST_REPORT);
  const rules = useLive<unknown[]>((t, set) => t.watchEventRules(systemId, set), [systemId]);
  const channels = useLive<unknown[]>((t, set) => t.watchPushConfigs(systemId, set), [systemId]);
  return { hasGateway, sensorReported, rules, channels };
}
