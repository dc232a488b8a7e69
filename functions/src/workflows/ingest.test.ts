import { INGEST_MAX_BODY_BYTES, LOCAL_STOP_FLAG_ENV, SAMPLES_TOPIC } from '@neuron/shared';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { hashGatewayKey } from '../domain/secretKeys.js';
import { ingestData as d, KEY, post, resetIngestData, sample, T } from '../testing/ingestFakes.js';

// A gateway's post, the data layer faked (functions/src/testing/ingestFakes.ts): accepted and
// published, refused in order with the field named, slowed past wrong keys, or answered 503.
vi.mock('../data/gatewayInfo.js', () => import('../testing/ingestFakes.js').then((m) => m.gatewayInfoFake));
vi.mock('../data/rateLimits.js', () => import('../testing/ingestFakes.js').then((m) => m.rateLimitsFake));
vi.mock('../data/devices.js', () => import('../testing/ingestFakes.js').then((m) => m.devicesFake));
vi.mock('../data/pubsub.js', () => import('../testing/ingestFakes.js').then((m) => m.pubsubFake));
vi.mock('../data/gatewayHeard.js', () => import('../testing/ingestFakes.js').then((m) => m.gatewayHeardFake));
vi.mock('../data/meter.js', () => import('../testing/ingestFakes.js').then((m) => m.meterFake));
vi.mock('firebase-functions/v2', () => import('../testing/ingestFakes.js').then((m) => m.loggerFake));
const { handleIngest } = await import('./ingest.js');

beforeEach(() => resetIngestData());

describe('handleIngest (data layer faked)', () => {
  it("accepts a gateway's samples of known sensors: published with the system, 202 with the count", async () => {
    const reply = await handleIngest(post({ gatewaySn: 'GW-1', samples: [sample('S-1')] }), T);
    expect(reply).toEqual({ status: 202, body: { accepted: 1, messageId: 'msg-1' } });
    expect(d.published).toEqual([
      {
        topic: SAMPLES_TOPIC,
        message: { gatewaySn: 'GW-1', samples: [sample('S-1')], systemId: 'sys-1', receivedAt: T },
      },
    ]);
    // Noted as heard 10 s ago: not again within the minute.
    expect(d.notes).toEqual([]);
  });

  it("records the gateway's own report when it changed, and notes it heard once a minute", async () => {
    d.gatewayDevice = { type: 'GATEWAY', reportedAt: T - 120_000 };
    const reply = await handleIngest(post({ gatewaySn: 'GW-1', gateway: { firmware: '1.1', ethernet: true } }), T);
    expect(reply).toEqual({ status: 202, body: { accepted: 0 } });
    expect(d.published).toEqual([]);
    expect(d.reports).toEqual([{ firmware: '1.1', ethernet: true }]);
    expect(d.notes.map((n) => n.writes.reportedAt)).toEqual([T]);
    // The same report again: nothing changed, nothing written.
    d.storedReport = { ...d.storedReport!, firmware: '1.1', ethernet: true };
    await handleIngest(post({ gatewaySn: 'GW-1', gateway: { firmware: '1.1', ethernet: true } }), T);
    expect(d.reports).toHaveLength(1);
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
    d.credential = undefined;
    expect(await handleIngest(post(body), T)).toMatchObject({
      status: 401,
      body: { error: 'Unknown gateway or wrong key' },
    });
    d.credential = { systemId: 'sys-1', keyHash: hashGatewayKey(KEY), keyDocument: true };
    expect(await handleIngest(post({ gatewaySn: 'GW-1', samples: [sample('S-9')] }), T)).toMatchObject({
      status: 422,
      body: { field: 'samples.0.sn' },
    });
    expect(await handleIngest(post({ gatewaySn: 'GW-1', samples: [sample('S-1', T + 120_000)] }), T)).toMatchObject({
      status: 422,
      body: { field: 'samples.0.time' },
    });
    expect(d.published).toEqual([]);
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
    d.publishFails = true;
    const reply = await handleIngest(post({ gatewaySn: 'GW-1', samples: [sample('S-1')] }), T);
    expect(reply).toEqual({
      status: 503,
      body: { error: 'Samples could not be accepted just now; post them again', retryAfterSeconds: 5 },
      headers: { 'Retry-After': '5' },
    });
    expect(JSON.stringify(reply)).not.toContain('NOT_FOUND');
    expect(d.logged).toEqual(['ingest failed']);
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
      expect(d.published).toHaveLength(1);
      rmSync(flag);
      expect((await handleIngest(post(body), T)).status).toBe(202);
    } finally {
      delete process.env[LOCAL_STOP_FLAG_ENV];
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
