import { describe, expect, it } from 'vitest';
import { hashGatewayKey } from './secretKeys.js';
import { checkGatewayKey, checkSamples, parseIngestBody } from './ingestRequest.js';

const T = 1_700_000_000_000;
const info = { systemId: 's1', keyHash: hashGatewayKey('secret') };
const request = { gatewaySn: 'GW-1', samples: [{ sn: 'S-1', time: 1_700_000_000_000, rawValues: [1] }] };

describe('ingest request checks', () => {
  it('accepts a valid body', () => {
    expect(parseIngestBody(request)).toMatchObject({ ok: true });
  });
  it('names the wrong field of a malformed body', () => {
    const r = parseIngestBody({ gatewaySn: 'GW-1', samples: [{ sn: 'S-1', time: T, rawValues: [] }] });
    expect(r).toMatchObject({ ok: false, error: { status: 400, field: 'samples.0.rawValues' } });
    expect(parseIngestBody(null)).toMatchObject({ ok: false, error: { status: 400 } });
  });
  it('requires the right bearer key', () => {
    expect(checkGatewayKey('Bearer secret', info)).toBeUndefined();
    expect(checkGatewayKey('Bearer nope', info)).toMatchObject({ status: 401, field: 'authorization' });
    expect(checkGatewayKey(undefined, info)).toMatchObject({ status: 401 });
    expect(checkGatewayKey('Bearer secret', undefined)).toMatchObject({ status: 401 });
  });
  it('refuses unknown sensors and future samples', () => {
    expect(checkSamples(request, new Set(['S-1']), T)).toBeUndefined();
    expect(checkSamples(request, new Set(), T)).toMatchObject({ status: 422, field: 'samples.0.sn' });
    expect(checkSamples(request, new Set(['S-1']), T - 120_000)).toMatchObject({
      status: 422,
      field: 'samples.0.time',
      error: expect.stringMatching(/120 s in the future/),
    });
  });
});
