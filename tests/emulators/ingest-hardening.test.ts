import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_GATEWAYS } from '../../scripts/demo/demoData.js';
import { seedDemoSettled } from '../support/demo.js';
import { adminDb, clearFirestore, closeAdmin, eventually, ingestUrl, postIngest } from '../support/emulators.js';
import { devicePath } from '../support/pipeline.js';

const gateway = DEMO_GATEWAYS[0];
const CELL = { homeMobileCountryCode: 238, homeMobileNetworkCode: 1, cellId: 4242, locationAreaCode: 4021 };
const sample = (over: Record<string, unknown> = {}) => ({
  sn: 'S-1004',
  time: Date.now() - 1000,
  rawValues: [1],
  ...over,
});

/** POSTs a raw body and returns status, content type and text. */
async function postRaw(body: string): Promise<{ status: number; type: string; text: string }> {
  const res = await fetch(ingestUrl(), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${gateway.key}` },
    body,
  });
  return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
}

/** No stack frame, no file path, no document path in a reply. */
function expectNoInternals(text: string): void {
  expect(text).not.toMatch(/\bat .+:\d+:\d+/);
  expect(text).not.toMatch(/node_modules|\/work\/|\.js:\d|system\/|gatewayInfo\/|gatewayKeys\//);
}

describe('ingest refuses hostile input cleanly', () => {
  beforeAll(async () => {
    await clearFirestore();
    await seedDemoSettled();
  });
  afterAll(closeAdmin);

  // The functions framework parses JSON before our handler runs; its refusal is answered with
  // our JSON error (functions/src/jsonBodyErrors.ts), never its HTML "Bad Request", a stack
  // trace or a server path.
  it.each([
    ['invalid JSON', '{"gatewaySn": '],
    ['null', 'null'],
    ['a bare string', '"GW-2001"'],
    ['NaN', `{"gatewaySn":"${gateway.sn}","samples":[{"sn":"S-1004","time":NaN,"rawValues":[1]}]}`],
    ['Infinity', `{"gatewaySn":"${gateway.sn}","samples":[{"sn":"S-1004","time":1,"rawValues":[Infinity]}]}`],
  ])('%s: 400 JSON naming the body, no stack trace or path', async (_name, body) => {
    const res = await postRaw(body);
    expect(res.status).toBe(400);
    expect(res.type).toMatch(/application\/json/);
    expect(JSON.parse(res.text)).toEqual({ error: expect.stringMatching(/JSON object/), field: 'body' });
    expectNoInternals(res.text);
  });

  it.each([
    ['sn with /', { gatewaySn: gateway.sn, samples: [sample({ sn: 'a/b' })] }, 'samples.0.sn'],
    ['sn ..', { gatewaySn: gateway.sn, samples: [sample({ sn: '..' })] }, 'samples.0.sn'],
    ['sn __x__', { gatewaySn: gateway.sn, samples: [sample({ sn: '__x__' })] }, 'samples.0.sn'],
    ['gatewaySn with /', { gatewaySn: 'GW/../x', samples: [sample()] }, 'gatewaySn'],
    ['gatewaySn __x__', { gatewaySn: '__x__', samples: [sample()] }, 'gatewaySn'],
    ['an unknown sample field', { gatewaySn: gateway.sn, samples: [sample({ colour: 'red' })] }, 'samples.0'],
    ['an unknown body field', { gatewaySn: gateway.sn, samples: [sample()], extra: 1 }, ''],
    // Issue 45: the gateway's cell in range, firmware printable (no bidi override, no control character).
    [
      'a cell id beyond 28 bits',
      { gatewaySn: gateway.sn, gateway: { cell: { ...CELL, cellId: 2 ** 28 } } },
      'gateway.cell.cellId',
    ],
    ['a cell rssi of +20', { gatewaySn: gateway.sn, gateway: { cell: { ...CELL, rssi: 20 } } }, 'gateway.cell.rssi'],
    [
      'a firmware with a bidi override',
      { gatewaySn: gateway.sn, samples: [sample({ firmware: '1.0\u202e' })] },
      'samples.0.firmware',
    ],
    [
      'a gateway firmware with an escape',
      { gatewaySn: gateway.sn, gateway: { firmware: '\u001b[2J' } },
      'gateway.firmware',
    ],
  ])('%s: 400 JSON naming the field, before any Firestore access (no key needed)', async (_n, body, field) => {
    const started = Date.now();
    const res = await postIngest(body, undefined);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ error: expect.any(String), ...(field ? { field } : {}) });
    expectNoInternals(JSON.stringify(res.json));
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it.each([
    ['in seconds', Math.floor(Date.now() / 1000)],
    ['1000', 1000],
    ['before 2020', Date.UTC(2019, 5, 1)],
  ])('a time %s: 400 saying milliseconds', async (_n, time) => {
    const res = await postIngest({ gatewaySn: gateway.sn, samples: [sample({ time })] }, gateway.key);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ field: 'samples.0.time', error: expect.stringMatching(/milliseconds/) });
  });

  it('a sample 4 minutes in the future: 422 saying so; nothing stored', async () => {
    const res = await postIngest(
      { gatewaySn: gateway.sn, samples: [sample({ time: Date.now() + 4 * 60_000 })] },
      gateway.key,
    );
    expect(res.status).toBe(422);
    expect(res.json).toMatchObject({ field: 'samples.0.time', error: expect.stringMatching(/in the future/) });
  });

  it('a sample a few seconds ahead (clock skew) is stored, but lastSeen never lies in the future', async () => {
    const time = Date.now() + 20_000;
    expect((await postIngest({ gatewaySn: gateway.sn, samples: [sample({ time })] }, gateway.key)).status).toBe(202);
    const device = await eventually(async () => {
      const d = (await adminDb().doc(devicePath('S-1004')).get()).data();
      return d?.sample?.time === time ? d : undefined;
    });
    expect(device.state.lastSeen).toBeLessThan(time);
    expect(device.state.lastSeen).toBeLessThanOrEqual(Date.now());
  });

  it('a 10 MB body: 413 JSON, nothing stored', async () => {
    const junk = 'x'.repeat(10 * 1024 * 1024);
    const res = await postRaw(JSON.stringify({ gatewaySn: gateway.sn, samples: [sample()], junk }));
    expect(res.status).toBe(413);
    expect(res.type).toMatch(/json/);
    expect(JSON.parse(res.text)).toMatchObject({ error: expect.stringMatching(/larger than/) });
  });

  it('the largest valid batch (500 samples of 32 values) fits the body limit', async () => {
    const base = Date.now() - 3_600_000;
    const samples = Array.from({ length: 500 }, (_, i) => ({
      sn: 'S-1004',
      time: base + i,
      rawValues: Array.from({ length: 32 }, () => -123456.789012),
      status: 106,
      rssi: -100.5,
    }));
    const res = await postIngest({ gatewaySn: gateway.sn, samples }, gateway.key);
    expect(res.status).toBe(202);
  });

  it('a GET: 405 JSON', async () => {
    const res = await fetch(ingestUrl());
    expect(res.status).toBe(405);
    expect(await res.json()).toMatchObject({ error: 'Use POST' });
  });

  it('repeated wrong keys for a gateway: 401 ten times, then 429 with Retry-After; its right key still goes in', async () => {
    const body = { gatewaySn: gateway.sn, samples: [sample()] };
    for (let i = 0; i < 10; i++) expect((await postIngest(body, 'wrong-key')).status).toBe(401);
    const res = await fetch(ingestUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer wrong-key' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await res.json()).toMatchObject({
      error: expect.stringMatching(/Too many attempts/),
      retryAfterSeconds: expect.any(Number),
    });
    expect((await postIngest(body, gateway.key)).status).toBe(202);
  });
});
