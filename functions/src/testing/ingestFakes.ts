import type { GatewayInfo } from '@neuron/shared';
import { vi } from 'vitest';
import { hashGatewayKey } from '../domain/secretKeys.js';
import type { RateCounter, RateDecision } from '../domain/rateLimit.js';
import type { IngestHttpRequest } from '../workflows/ingest.js';

// The data layer of the ingest workflow faked, for its unit tests (workflows/ingest*.test.ts):
// the gateway's credential and its stored report, the sensors its system knows; what is
// published, the report changes written and the lastSeen touches are recorded. A test file mocks
// each module with its part below (`vi.mock(path, () => import('../testing/ingestFakes.js').then(…))`).

export type Credential = {
  systemId: string;
  keyHash: string;
  lastSeen?: number;
  keyDocument: boolean;
  sensors?: string[];
  updateTime?: unknown;
};

/** What the fakes read (set by the tests) and what they recorded. */
export const ingestData = {
  credential: undefined as Credential | undefined,
  storedReport: undefined as GatewayInfo | undefined,
  sensors: new Set<string>(),
  publishFails: false,
  touchFails: undefined as Error | undefined,
  published: [] as { topic: string; message: Record<string, unknown> }[],
  reports: [] as unknown[],
  touched: [] as number[],
  touchedVersions: [] as unknown[],
  logged: [] as string[],
  /** The rate-limit counters as stored, by key (the planner passed in decides; the fake applies it). */
  counters: new Map<string, RateCounter>(),
};
const d = ingestData;

export const gatewayInfoFake = {
  readGatewayCredential: vi.fn(async () => d.credential),
  recordGatewayReport: vi.fn(async (_sn: string, _s: string, changes: (stored: GatewayInfo | undefined) => unknown) => {
    const update = changes(d.storedReport);
    if (update) d.reports.push(update);
    return !!update;
  }),
  touchGateway: vi.fn(async (_sn: string, nowMs: number, version?: unknown) => {
    if (d.touchFails) throw d.touchFails;
    d.touched.push(nowMs);
    d.touchedVersions.push(version);
  }),
};

export const rateLimitsFake = {
  readRateLimit: vi.fn(async (key: string) => d.counters.get(key)),
  spendRateLimit: vi.fn(async (key: string, decide: (c: RateCounter | undefined) => RateDecision) => {
    const decision = decide(d.counters.get(key));
    if (decision.allowed) d.counters.set(key, decision.next);
    return decision;
  }),
};

export const devicesFake = {
  // A sensor not listed on the key yet is listed now: the key document's new version is told.
  knownSensorSns: vi.fn(
    async (_s: string, sns: string[], gateway?: { listed?: string[] }, keyWritten?: (v: unknown) => void) => {
      if (gateway && sns.some((sn) => d.sensors.has(sn) && !gateway.listed?.includes(sn)))
        keyWritten?.('listed-version');
      return new Set(sns.filter((sn) => d.sensors.has(sn)));
    },
  ),
};

export const pubsubFake = {
  publishJson: vi.fn(async (topic: string, message: Record<string, unknown>) => {
    if (d.publishFails) throw new Error('5 NOT_FOUND: projects/p/topics/samples');
    d.published.push({ topic, message });
    return 'msg-1';
  }),
};

export const optimisticFake = { isConflict: (e: unknown) => (e as { code?: number }).code === 9 };
export const meterFake = { meter: { flush: vi.fn(), read: vi.fn(), write: vi.fn() } };
export const loggerFake = {
  logger: { warn: vi.fn((m: string) => d.logged.push(m)), error: vi.fn((m: string) => d.logged.push(m)) },
};

/** The tests' "now", and the gateway's key. */
export const T = 1_800_000_000_000;
export const KEY = 'ngk_secret';

/** A POST of `body` with the key, as the trigger hands it over (`fields` change it). */
export const post = (body: unknown, fields: Partial<IngestHttpRequest> = {}): IngestHttpRequest => ({
  method: 'POST',
  isJson: true,
  bodyBytes: 200,
  body,
  authorization: `Bearer ${KEY}`,
  ...fields,
});
/** A sample of sensor `sn` a second before T. */
export const sample = (sn: string, time = T - 1000) => ({ sn, time, rawValues: [215] });

/** The state every test starts from: the key of system sys-1, seen 10 s before T; sensor S-1 known. */
export function resetIngestData(): void {
  d.credential = { systemId: 'sys-1', keyHash: hashGatewayKey(KEY), lastSeen: T - 10_000, keyDocument: true };
  d.storedReport = { systemId: 'sys-1', firmware: '1.0' } as GatewayInfo;
  d.sensors = new Set(['S-1']);
  d.publishFails = false;
  d.touchFails = undefined;
  d.counters.clear();
  for (const list of [d.published, d.reports, d.touched, d.touchedVersions, d.logged]) list.length = 0;
}
