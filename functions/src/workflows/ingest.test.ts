import { INGEST_MAX_BODY_BYTES, LOCAL_STOP_FLAG_ENV, SAMPLES_TOPIC, type GatewayInfo } from '@neuron/shared';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { hashGatewayKey } from '../domain/gatewayKey.js';
import type { RateCounter, RateDecision } from '../domain/rateLimit.js';
import type { IngestHttpRequest } from './ingest.js';

// The data layer faked: the gateway's credential and its stored report, the sensors its system
// knows; what is published, the report changes written and the lastSeen touches are recorded.
const T = 1_800_000_000_000;
const KEY = 'ngk_secret';
type Credential = { systemId: string; keyHash: string; lastSeen?: number; keyDocument: boolean; sensors?: string[] };
let credential: Credential | undefined;
let storedReport: GatewayInfo | undefined;
let sensors: Set<string>;
let publishFails: boolean;
let touchFails: Error | undefined;
const published: { topic: string; message: Record<string, unknown> }[] = [];
const reports: unknown[] = [];
const touched: number[] = [];
const touchedVersions: unknown[] = [];
const logged: string[] = [];
vi.mock('../data/gatewayInfo.js', () => ({
  readGatewayCredential: vi.fn(async () => credential),
  recordGatewayReport: vi.fn(async (_sn: string, _s: string, changes: (stored: GatewayInfo | undefined) => unknown) => {
    const update = changes(storedReport);
    if (update) reports.push(update);
    return !!update;
  }),
  touchGateway: vi.fn(async (_sn: string, nowMs: number, version?: unknown) => {
    if (touchFails) throw touchFails;
    touched.push(nowMs);
    touchedVersions.push(version);
  }),
}));
// The rate-limit counters as stored, by key (the planner passed in decides; the fake applies it).
const counters = new Map<string, RateCounter>();
vi.mock('../data/rateLimits.js', () => ({
  readRateLimit: vi.fn(async (key: string) => counters.get(key)),
  spendRateLimit: vi.fn(async (key: string, decide: (c: RateCounter | undefined) => RateDecision) => {
    const decision = decide(counters.get(key));
    if (decision.allowed) counters.set(key, decision.next);
    return decision;
  }),
}));
vi.mock('../data/devices.js', () => ({
  // A sensor not listed on the key yet is listed now: the key document's new version is told.
  knownSensorSns: vi.fn(
    async (_s: string, sns: string[], gateway?: { listed?: string[] }, keyWritten?: (v: unknown) => void) => {
      if (gateway && sns.some((sn) => sensors.has(sn) && !gateway.listed?.includes(sn))) keyWritten?.('listed-version');
      return new Set(sns.filter((sn) => sensors.has(sn)));
    },
  ),
}));
vi.mock('../data/pubsub.js', () => ({
  publishJson: vi.fn(async (topic: string, message: Record<string, unknown>) => {
    if (publishFails) throw new Error('5 NOT_FOUND: projects/p/topics/samples');
    published.push({ topic, message });
    return 'msg-1';
  }),
}));
vi.mock('../data/optimistic.js', () => ({ isConflict: (e: unknown) => (e as { code?: number }).code === 9 }));
vi.mock('../data/meter.js', () => ({ meter: { flush: vi.fn(), read: vi.fn(), write: vi.fn() } }));
vi.mock('firebase-functions/v2', () => ({
  logger: { warn: vi.fn((m: string) => logged.push(m)), error: vi.fn((m: string) => logged.push(m)) },
}));
const { handleIngest } = await import('./ingest.js');
const { touchGateway } = await import('../data/gatewayInfo.js');

const post = (body: unknown, fields: Partial<IngestHttpRequest> = {}): IngestHttpRequest => ({
  method: 'POST',
  isJson: true,
  bodyBytes: 200,
  body,
  authorization: `Bearer ${KEY}`,
  ...fields,
});
const sample = (sn: string, time = T - 1000) => ({ sn, time, rawValues: [215] });

beforeEach(() => {
  credential = { systemId: 'sys-1', keyHash: hashGatewayKey(KEY), lastSeen: T - 10_000, keyDocument: true };
  storedReport = { systemId: 'sys-1', firmware: '1.0' } as GatewayInfo;
  sensors = new Set(['S-1']);
  publishFails = false;
  touchFails = undefined;
  counters.clear();
  for (const list of [published, reports, touched, touchedVersions, logged]) list.length = 0;
});

describe('handleIngest (data layer faked)', () => {
  it("accepts a gateway's samples of known sensors: published with the system, 202 with the count", async () => {
    const reply = await handleIngest(post({ gatewaySn: 'GW-1', samples: [sample('S-1')] }), T);
    expect(reply).toEqual({ status: 202, body: { accepted: 1, messageId: 'msg-1' } });
    expect(published).toEqual([
      {
        topic: SAMPLES_TOPIC,
        message: { gatewaySn: 'GW-1', samples: [sample('S-1')], systemId: 'sys-1', receivedAt: T },
      },
    ]);
    // lastSeen 10 s old: not written again within the minute.
    expect(touched).toEqual([]);
  });

  it("records the gateway's own report when it changed, and lastSeen once a minute", async () => {
    credential = { ...credential!, lastSeen: T - 120_000 };
    const reply = await handleIngest(post({ gatewaySn: 'GW-1', gateway: { firmware: '1.1', ethernet: true } }), T);
    expect(reply).toEqual({ status: 202, body: { accepted: 0 } });
    expect(published).toEqual([]);
    expect(reports).toEqual([{ firmware: '1.1', ethernet: true }]);
    expect(touched).toEqual([T]);
    // The same report again: nothing changed, nothing written.
    storedReport = { ...storedReport!, firmware: '1.1', ethernet: true };
    await handleIngest(post({ gatewaySn: 'GW-1', gateway: { firmware: '1.1', ethernet: true } }), T);
    expect(reports).toHaveLength(1);
  });

  it('refuses in order: method, size, content type, body, key, sensors and times, publishing nothing', async () => {
    const body = { gatewaySn: 'GW-1', samples: [sample('S-1')] };
    expect(await handleIngest(post(body, { method: 'GET' }), T)).toMatchObject({
      status: 405,
      headers: { Allow: 'POST' },
    });
    expect((await handleIngest(post(body, { bodyBytes: INGEST_MAX_BODY_BYTES + 1 }), T)).status).toBe(413);
    expect((await handleIngest(post(body, { isJson: false }), T)).status).toBe(415);
    expect(await handleIngest(post({ gatewaySn: 'GW-1', samples: [], extra: 1 }), T)).toMatchObject({ status: 400 });
    expect(await handleIngest(post(body, { authorization: undefined }), T)).toMatchObject({
      status: 401,
      body: { field: 'authorization' },
    });
    expect(await handleIngest(post(body, { authorization: 'Bearer wrong' }), T)).toMatchObject({ status: 401 });
    credential = undefined;
    expect(await handleIngest(post(body), T)).toMatchObject({
      status: 401,
      body: { error: 'Unknown gateway or wrong key' },
    });
    credential = { systemId: 'sys-1', keyHash: hashGatewayKey(KEY), keyDocument: true };
    expect(await handleIngest(post({ gatewaySn: 'GW-1', samples: [sample('S-9')] }), T)).toMatchObject({
      status: 422,
      body: { field: 'samples.0.sn' },
    });
    expect(await handleIngest(post({ gatewaySn: 'GW-1', samples: [sample('S-1', T + 120_000)] }), T)).toMatchObject({
      status: 422,
      body: { field: 'samples.0.time' },
    });
    expect(published).toEqual([]);
  });

  it('answers 429 with Retry-After past 10 wrong keys for a gateway in 10 minutes; its right key still goes in', async () => {
    const body = { gatewaySn: 'GW-1', samples: [sample('S-1')] };
    for (let i = 0; i < 10; i++) {
      expect((await handleIngest(post(body, { authorization: 'Bearer wrong' }), T + i)).status).toBe(401);
    }
    expect(await handleIngest(post(body, { authorization: 'Bearer wrong' }), T + 60_000)).toEqual({
      status: 429,
      body: { error: 'Too many attempts with a wrong key; try again in 540 s', retryAfterSeconds: 540 },
      headers: { 'Retry-After': '540' },
    });
    expect((await handleIngest(post(body), T + 60_000)).status).toBe(202);
    // Another gateway counts for itself; the window ends and wrong keys get 401 again.
    expect((await handleIngest(post({ ...body, gatewaySn: 'GW-2' }, { authorization: 'Bearer x' }), T)).status).toBe(
      401,
    );
    expect((await handleIngest(post(body, { authorization: 'Bearer wrong' }), T + 600_000)).status).toBe(401);
  });

  it('answers a failure with a 503 to post again, its details in the log only', async () => {
    publishFails = true;
    const reply = await handleIngest(post({ gatewaySn: 'GW-1', samples: [sample('S-1')] }), T);
    expect(reply).toEqual({
      status: 503,
      body: { error: 'Samples could not be accepted just now; post them again', retryAfterSeconds: 5 },
      headers: { 'Retry-After': '5' },
    });
    expect(JSON.stringify(reply)).not.toContain('NOT_FOUND');
    expect(logged).toEqual(['ingest failed']);
  });

  it("refuses every post with a 503 and Retry-After once the local stack's stop flag exists (a real file), and accepts again without it", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ingest-stop-'));
    const flag = join(dir, 'stopping');
    process.env[LOCAL_STOP_FLAG_ENV] = flag;
    try {
      const body = { gatewaySn: 'GW-1', samples: [sample('S-1')] };
      expect((await handleIngest(post(body), T)).status).toBe(202);
      writeFileSync(flag, '');
      expect(await handleIngest(post(body), T)).toEqual({
        status: 503,
        body: { error: expect.stringContaining('stopping'), retryAfterSeconds: 60 },
        headers: { 'Retry-After': '60' },
      });
      // Nothing is read or checked first: even a post that would be refused otherwise is a 503.
      expect((await handleIngest(post(body, { method: 'GET' }), T)).status).toBe(503);
      expect(published).toHaveLength(1);
      rmSync(flag);
      expect((await handleIngest(post(body), T)).status).toBe(202);
    } finally {
      delete process.env[LOCAL_STOP_FLAG_ENV];
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('after a conflict with another write of the key (not lastSeen), notes lastSeen again on the key as it is now', async () => {
    credential = { ...credential!, lastSeen: undefined };
    const c = credential as Credential & { updateTime?: unknown };
    c.updateTime = 'read-version';
    let conflicts = 1;
    const touch = vi.mocked(touchGateway);
    touch.mockImplementation(async (_sn: string, nowMs: number, version?: unknown) => {
      // The key changed meanwhile (a rule edit stamped its version): the first write conflicts.
      c.updateTime = 'stamped-version';
      if (conflicts-- > 0) throw Object.assign(new Error('conflict'), { code: 9 });
      touched.push(nowMs);
      touchedVersions.push(version);
    });
    expect((await handleIngest(post({ gatewaySn: 'GW-1', samples: [sample('S-1')] }), T)).status).toBe(202);
    expect(touchedVersions).toEqual(['stamped-version']);
    // Another post noted it meanwhile (lastSeen fresh on the key read again): nothing more.
    conflicts = 1;
    touch.mockImplementationOnce(async () => {
      credential = { ...credential!, lastSeen: T };
      throw Object.assign(new Error('conflict'), { code: 9 });
    });
    credential = { ...credential!, lastSeen: undefined };
    await handleIngest(post({ gatewaySn: 'GW-1', samples: [sample('S-1')] }), T);
    expect(touchedVersions).toEqual(['stamped-version']);
    touch.mockReset();
  });

  it("writes lastSeen on the key's version after this post listed a new sensor on it, not the version it read", async () => {
    credential = { ...credential!, lastSeen: undefined, sensors: [] };
    (credential as Credential & { updateTime?: unknown }).updateTime = 'read-version';
    await handleIngest(post({ gatewaySn: 'GW-1', samples: [sample('S-1')] }), T);
    expect(touchedVersions).toEqual(['listed-version']);
    credential = { ...credential, sensors: ['S-1'] };
    await handleIngest(post({ gatewaySn: 'GW-1', samples: [sample('S-1')] }), T);
    expect(touchedVersions).toEqual(['listed-version', 'read-version']);
  });

  it('accepts the samples when the lastSeen write conflicts or fails (logged unless a conflict)', async () => {
    credential = { ...credential!, lastSeen: undefined };
    touchFails = Object.assign(new Error('conflict'), { code: 9 });
    expect((await handleIngest(post({ gatewaySn: 'GW-1', samples: [sample('S-1')] }), T)).status).toBe(202);
    expect(logged).toEqual([]);
    expect(touched).toEqual([]);
    touchFails = new Error('unavailable');
    expect((await handleIngest(post({ gatewaySn: 'GW-1', samples: [sample('S-1')] }), T)).status).toBe(202);
    expect(logged).toEqual([expect.stringContaining('lastSeen of GW-1 not written')]);
  });
});
