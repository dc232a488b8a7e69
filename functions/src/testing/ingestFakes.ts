import type { GatewayInfo } from '@neuron/shared';
import { vi } from 'vitest';
import type { GatewayHeardRead, GatewayHeardReads, GatewayHeardWrites } from '../domain/gatewayHeard.js';
import { hashGatewayKey } from '../domain/secretKeys.js';
import type { RateCounter, RateDecision } from '../domain/rateLimit.js';
import type { IngestHttpRequest } from '../workflows/ingest.js';

// The data layer of the ingest workflow faked, for its unit tests (workflows/ingest*.test.ts):
// the gateway's credential, its stored report and its device, the sensors its system knows; what
// is published, the report changes written and the notes of the gateway heard are recorded. A test file mocks
// each module with its part below (`vi.mock(path, () => import('../testing/ingestFakes.js').then(…))`).

export type Credential = {
  systemId: string;
  keyHash: string;
  keyDocument: boolean;
  sensors?: string[];
};

/** What the fakes read (set by the tests) and what they recorded. */
export const ingestData = {
  credential: undefined as Credential | undefined,
  storedReport: undefined as GatewayInfo | undefined,
  /** The gateway's device in its system, as the note reads it (undefined: none). */
  gatewayDevice: undefined as { type: 'GATEWAY' | 'SENSOR'; reportedAt?: number } | undefined,
  sensors: new Set<string>(),
  publishFails: false,
  noteFails: undefined as Error | undefined,
  published: [] as { topic: string; message: Record<string, unknown> }[],
  reports: [] as unknown[],
  /** The notes committed: what was read besides the device, and what was written. */
  notes: [] as { reads: GatewayHeardReads; writes: GatewayHeardWrites }[],
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
    return { info: update ? { ...d.storedReport, ...update } : d.storedReport };
  }),
};

export const gatewayHeardFake = {
  recordGatewayHeard: vi.fn(
    async (
      _s: string,
      _sn: string,
      planner: {
        reads: (read: Pick<GatewayHeardRead, 'device' | 'running'>) => GatewayHeardReads | undefined;
        plan: (read: GatewayHeardRead) => GatewayHeardWrites | null;
      },
    ) => {
      if (d.noteFails) throw d.noteFails;
      const device = { device: d.gatewayDevice, running: undefined };
      const reads = planner.reads(device);
      if (!reads) return false;
      const writes = planner.plan({
        ...device,
        dayDocument: undefined,
        info: reads.info ? d.storedReport : undefined,
      });
      if (!writes) return false;
      d.notes.push({ reads, writes });
      if (d.gatewayDevice) d.gatewayDevice.reportedAt = writes.reportedAt;
      return true;
    },
  ),
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
  knownSensorSns: vi.fn(async (_s: string, sns: string[]) => new Set(sns.filter((sn) => d.sensors.has(sn)))),
};

export const pubsubFake = {
  publishJson: vi.fn(async (topic: string, message: Record<string, unknown>) => {
    if (d.publishFails) throw new Error('5 NOT_FOUND: projects/p/topics/samples');
    d.published.push({ topic, message });
    return 'msg-1';
  }),
};

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

/** The state every test starts from: the key of system sys-1, its gateway noted 10 s before T; sensor S-1 known. */
export function resetIngestData(): void {
  d.credential = { systemId: 'sys-1', keyHash: hashGatewayKey(KEY), keyDocument: true };
  d.storedReport = { systemId: 'sys-1', firmware: '1.0' } as GatewayInfo;
  d.gatewayDevice = { type: 'GATEWAY', reportedAt: T - 10_000 };
  d.sensors = new Set(['S-1']);
  d.publishFails = false;
  d.noteFails = undefined;
  d.counters.clear();
  for (const list of [d.published, d.reports, d.notes, d.logged]) list.length = 0;
}
