import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ingestData as d, post, resetIngestData, sample, T } from '../testing/ingestFakes.js';

// The gateway noted as heard on its device, at most once a minute, by /ingest itself: the data
// layer faked (functions/src/testing/ingestFakes.ts), the decisions real (domain/gatewayHeard.ts).
vi.mock('../data/gatewayInfo.js', () => import('../testing/ingestFakes.js').then((m) => m.gatewayInfoFake));
vi.mock('../data/gatewayHeard.js', () => import('../testing/ingestFakes.js').then((m) => m.gatewayHeardFake));
vi.mock('../data/rateLimits.js', () => import('../testing/ingestFakes.js').then((m) => m.rateLimitsFake));
vi.mock('../data/devices.js', () => import('../testing/ingestFakes.js').then((m) => m.devicesFake));
vi.mock('../data/pubsub.js', () => import('../testing/ingestFakes.js').then((m) => m.pubsubFake));
vi.mock('../data/meter.js', () => import('../testing/ingestFakes.js').then((m) => m.meterFake));
vi.mock('firebase-functions/v2', () => import('../testing/ingestFakes.js').then((m) => m.loggerFake));
const { handleIngest } = await import('./ingest.js');

beforeEach(() => resetIngestData());

const samples = { gatewaySn: 'GW-1', samples: [sample('S-1')] };

describe('handleIngest: the gateway heard (data layer faked)', () => {
  it('notes a post on the gateway’s device once its last note is over a minute old: reportedAt and its signal', async () => {
    // Noted 10 s ago: nothing.
    expect((await handleIngest(post(samples), T)).status).toBe(202);
    expect(d.notes).toEqual([]);
    // Two minutes on: one note, its signal from its info as stored (read for the note).
    d.storedReport = { systemId: 'sys-1', rssi: -75 };
    expect((await handleIngest(post(samples), T + 120_000)).status).toBe(202);
    expect(d.notes).toHaveLength(1);
    expect(d.notes[0].reads).toEqual({ info: true, day: expect.any(String) });
    expect(d.notes[0].writes).toMatchObject({ reportedAt: T + 120_000, rollup: { rssi: { 'GW-1': { sum: -75 } } } });
    // Another post within that minute: nothing more.
    await handleIngest(post(samples), T + 150_000);
    expect(d.notes).toHaveLength(1);
  });

  it('notes a post of fresh samples every quarter of an hour only: the sensors’ devices record it heard', async () => {
    const fresh = (at: number) => post({ gatewaySn: 'GW-1', samples: [sample('S-1', at - 2_000)] });
    for (let at = T + 60_000; at <= T + 14 * 60_000; at += 60_000) await handleIngest(fresh(at), at);
    expect(d.notes).toEqual([]);
    await handleIngest(fresh(T + 16 * 60_000), T + 16 * 60_000);
    expect(d.notes).toHaveLength(1);
    expect(d.notes[0].writes.reportedAt).toBe(T + 16 * 60_000);
  });

  it('counts the rssi each note’s post reported, which gatewayInfo keeps only to its bars', async () => {
    d.storedReport = { systemId: 'sys-1', rssi: -70 };
    d.gatewayDevice = { type: 'GATEWAY' };
    expect((await handleIngest(post({ gatewaySn: 'GW-1', gateway: { rssi: -72 } }), T)).status).toBe(202);
    expect(d.reports).toEqual([]);
    expect(d.notes[0].reads.info).toBe(false);
    expect(d.notes[0].writes.rollup?.rssi).toEqual({ 'GW-1': { min: -72, max: -72, sum: -72, count: 1 } });
  });

  it('takes the signal from the post’s own report (its info not read again); a heartbeat is heard too', async () => {
    d.gatewayDevice = { type: 'GATEWAY' };
    const reply = await handleIngest(post({ gatewaySn: 'GW-1', gateway: { rssi: -61 } }), T);
    expect(reply).toEqual({ status: 202, body: { accepted: 0 } });
    expect(d.reports).toEqual([{ rssi: -61 }]);
    expect(d.notes).toHaveLength(1);
    expect(d.notes[0].reads.info).toBe(false);
    expect(d.notes[0].writes.rollup?.rssi).toEqual({ 'GW-1': { min: -61, max: -61, sum: -61, count: 1 } });
  });

  it('notes nothing when its serial is no gateway device of the system', async () => {
    d.gatewayDevice = undefined;
    expect((await handleIngest(post(samples), T)).status).toBe(202);
    d.gatewayDevice = { type: 'SENSOR' };
    expect((await handleIngest(post(samples), T)).status).toBe(202);
    expect(d.notes).toEqual([]);
  });

  it('accepts the samples when the note fails, and logs it', async () => {
    d.gatewayDevice = { type: 'GATEWAY' };
    d.noteFails = new Error('unavailable');
    expect(await handleIngest(post(samples), T)).toEqual({ status: 202, body: { accepted: 1, messageId: 'msg-1' } });
    expect(d.published).toHaveLength(1);
    expect(d.logged).toEqual([expect.stringContaining('GW-1 not noted as heard')]);
  });
});
