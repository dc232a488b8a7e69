import { db } from './admin.js';
import { meter } from './meter.js';
import { paths } from './paths.js';
import { listRules, type StoredRule } from './rules.js';
import { readSystemTimeZone } from './systems.js';

/**
 * How long one function instance trusts what it read of a system's rules, virtual sensors and
 * forwarding webhooks when nothing says they changed. A rule or integration change says so at
 * once (the message's configVersion); a virtual sensor's inputs edited take effect within this time.
 */
export const SYSTEM_CACHE_TTL_MS = 30_000;

/** What the sample path needs of a system besides the device itself: read once per TTL, not per sample. */
export interface SystemWatchers {
  rules: StoredRule[];
  /** Input sensor serial → the virtual sensors that read it. */
  virtualsByInput: Map<string, string[]>;
  /** Whether the system had an enabled forwarding webhook (forwarding then reads them fresh). */
  forwarding: boolean;
  /** The system's zone, for rule schedules. */
  timeZone: string;
}

const cache = new Map<string, { at: number; version: number; value: Promise<SystemWatchers> }>();

async function load(systemId: string): Promise<SystemWatchers> {
  const [rules, virtuals, webhooks, timeZone] = await Promise.all([
    listRules(systemId),
    db().collection(paths.devices(systemId)).where('type', '==', 'VIRTUAL').get(),
    db()
      .collection(paths.integrations(systemId))
      .where('kind', '==', 'webhook')
      .where('enabled', '==', true)
      .limit(1)
      .get(),
    readSystemTimeZone(systemId),
  ]);
  meter.refreshRead(Math.max(1, rules.length) + Math.max(1, virtuals.size) + 2);
  const virtualsByInput = new Map<string, string[]>();
  for (const v of virtuals.docs) {
    const inputs: unknown = v.get('config.inputs');
    if (!Array.isArray(inputs)) continue;
    for (const sn of new Set(inputs.filter((i): i is string => typeof i === 'string'))) {
      virtualsByInput.set(sn, [...(virtualsByInput.get(sn) ?? []), v.id]);
    }
  }
  return { rules, virtualsByInput, forwarding: !webhooks.empty, timeZone };
}

/**
 * The system's rules and virtual-sensor inputs, cached per function instance: read again when
 * `version` (when the rules last changed, as the batch's message says) differs from the cached
 * one, or after SYSTEM_CACHE_TTL_MS. The rule's state is never taken from here for a decision
 * that writes: the transaction that applies a rule reads the rule again.
 */
export function systemWatchers(systemId: string, nowMs: number, version = 0): Promise<SystemWatchers> {
  const hit = cache.get(systemId);
  if (hit && hit.version === version && nowMs - hit.at < SYSTEM_CACHE_TTL_MS) return hit.value;
  const value = load(systemId);
  cache.set(systemId, { at: nowMs, version, value });
  value.catch(() => cache.delete(systemId));
  return value;
}

/** Forgets a system's cached rules (after this instance changed one). */
export function forgetSystemWatchers(systemId: string): void {
  cache.delete(systemId);
}
