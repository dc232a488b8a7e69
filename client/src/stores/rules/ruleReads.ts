import type { EventRuleView, PushConfigView } from '../models';
import { useLive, useRead, type LiveValue } from '../useLive';

// The rules and channels screens' reads: a screen names what it shows, the store layer knows
// which transport call gives it (screens do not call the transport themselves).

/** A system's rules, live. */
export function useEventRules(systemId: string): LiveValue<EventRuleView[]> {
  return useLive<EventRuleView[]>((t, cb) => t.watchEventRules(systemId, cb), [systemId]);
}

/** A system's notification channels, live. */
export function usePushConfigs(systemId: string): LiveValue<PushConfigView[]> {
  return useLive<PushConfigView[]>((t, cb) => t.watchPushConfigs(systemId, cb), [systemId]);
}

/** A stored rule to edit, read once (`{ stored: undefined }` for a new rule; undefined: not found). */
export function useStoredRule(
  systemId: string,
  ruleId: string,
  isNew: boolean,
): LiveValue<{ stored: EventRuleView | undefined } | undefined> {
  return useRead<{ stored: EventRuleView | undefined } | undefined>(
    (t) =>
      isNew
        ? Promise.resolve({ stored: undefined })
        : t.readEventRule(systemId, ruleId).then((stored) => (stored ? { stored } : undefined)),
    [systemId, ruleId],
  );
}

/** A stored channel to edit, read once (`{ stored: undefined }` for a new one; undefined: not found). */
export function useStoredChannel(
  systemId: string,
  channelId: string,
  isNew: boolean,
): LiveValue<{ stored: PushConfigView | undefined } | undefined> {
  return useRead<{ stored: PushConfigView | undefined } | undefined>(
    (t) =>
      isNew
        ? Promise.resolve({ stored: undefined })
        : t.readPushConfig(systemId, channelId).then((stored) => (stored ? { stored } : undefined)),
    [systemId, channelId],
  );
}

/** A channel's delivery errors of the last `windowMs` (at most 100); `again` lists what reads them again. */
export function usePushErrors(systemId: string, channelId: string, windowMs: number, again: readonly unknown[]) {
  return useRead(
    (t) => t.readPushErrors(systemId, channelId, Date.now() - windowMs, 100),
    [systemId, channelId, windowMs, ...again],
  );
}
