import { describe, expect, it } from 'vitest';
import { INGEST_MAX_SAMPLES, IngestRequestSchema, SamplesMessageSchema } from './ingest.js';

const sample = { sn: 'S-1', time: 1_700_000_000_000, rawValues: [250, 600], rssi: -70, status: 0 };

describe('IngestRequestSchema', () => {
  it('reads a gateway post', () => {
    expect(IngestRequestSchema.parse({ gatewaySn: 'GW-1', samples: [sample] })).toEqual({
      gatewaySn: 'GW-1',
      samples: [sample],
    });
  });

  it('takes up to 500 samples', () => {
    expect(INGEST_MAX_SAMPLES).toBe(500);
    const samples = Array.from({ length: 500 }, () => sample);
    expect(IngestRequestSchema.safeParse({ gatewaySn: 'GW-1', samples }).success).toBe(true);
    expect(
      IngestRequestSchema.safeParse({ gatewaySn: 'GW-1', samples: [...samples, sample] }).error?.issues[0].path,
    ).toEqual(['samples']);
  });

  it.each([
    [{ samples: [sample] }, ['gatewaySn']],
    [{ gatewaySn: 'GW-1', samples: [] }, ['samples']],
    [{ gatewaySn: 'GW-1', samples: [{ ...sample, sn: '' }] }, ['samples', 0, 'sn']],
    [{ gatewaySn: 'GW-1', samples: [{ ...sample, time: -1 }] }, ['samples', 0, 'time']],
    [{ gatewaySn: 'GW-1', samples: [{ ...sample, time: 1.5 }] }, ['samples', 0, 'time']],
    [{ gatewaySn: 'GW-1', samples: [{ ...sample, rawValues: [] }] }, ['samples', 0, 'rawValues']],
    [{ gatewaySn: 'GW-1', samples: [{ ...sample, rawValues: ['1'] }] }, ['samples', 0, 'rawValues', 0]],
    [{ gatewaySn: 'GW-1', samples: [{ ...sample, rssi: 5 }] }, ['samples', 0, 'rssi']],
    [{ gatewaySn: 'GW-1', samples: [{ ...sample, status: 'ok' }] }, ['samples', 0, 'status']],
    [{ gatewaySn: 'GW/1', samples: [sample] }, ['gatewaySn']],
    [{ gatewaySn: '..', samples: [sample] }, ['gatewaySn']],
    [{ gatewaySn: '__x__', samples: [sample] }, ['gatewaySn']],
    [{ gatewaySn: 'GW-1', samples: [{ ...sample, sn: 'a/b' }] }, ['samples', 0, 'sn']],
    [{ gatewaySn: 'GW-1', samples: [{ ...sample, extra: 1 }] }, ['samples', 0]],
    [{ gatewaySn: 'GW-1', samples: [sample], junk: 'x' }, []],
  ])('refuses %j naming the field', (input, path) => {
    expect(IngestRequestSchema.safeParse(input).error?.issues[0].path).toEqual(path);
  });
});

describe('sample time sanity', () => {
  it.each([1000, 1_700_000_000, Date.UTC(2019, 11, 31)])('refuses %d saying milliseconds', (time) => {
    const issue = IngestRequestSchema.safeParse({ gatewaySn: 'GW-1', samples: [{ ...sample, time }] }).error?.issues[0];
    expect(issue?.path).toEqual(['samples', 0, 'time']);
    expect(issue?.message).toMatch(/milliseconds/);
  });
});

describe('SamplesMessageSchema', () => {
  it('adds the system and the receive time', () => {
    const message = { gatewaySn: 'GW-1', samples: [sample], systemId: 'sys-1', receivedAt: 1 };
    expect(SamplesMessageSchema.parse(message)).toEqual(message);
    expect(SamplesMessageSchema.safeParse({ ...message, systemId: '' }).success).toBe(false);
  });
});

describe('the gateway object', () => {
  const base = { gatewaySn: 'GW-1' };
  const cell = { homeMobileCountryCode: 238, homeMobileNetworkCode: 1, cellId: 7, locationAreaCode: 4021 };
  it('takes a heartbeat with no samples, and refuses a post with neither samples nor gateway', () => {
    expect(IngestRequestSchema.safeParse({ ...base, gateway: { status: -1, cell, ethernet: false } }).success).toBe(
      true,
    );
    const empty = IngestRequestSchema.safeParse(base);
    expect(empty.error?.issues[0]?.path).toEqual(['samples']);
  });
  it('refuses a status outside the catalogue, an unknown field and a malformed cell, by field', () => {
    const path = (gateway: unknown) => IngestRequestSchema.safeParse({ ...base, gateway }).error?.issues[0]?.path;
    expect(path({ status: 5 })).toEqual(['gateway', 'status']);
    expect(path({ cell: { ...cell, extra: 1 } })).toEqual(['gateway', 'cell']);
    expect(path({ rssi: 10 })).toEqual(['gateway', 'rssi']);
  });
  it.each([
    ['homeMobileCountryCode', 1000],
    ['homeMobileCountryCode', -1],
    ['homeMobileNetworkCode', 1e9],
    ['cellId', 2 ** 28],
    ['cellId', -5],
    ['locationAreaCode', 65_536],
    ['LteTracAreaCode', 2 ** 24],
    ['rssi', -201],
    ['rssi', 5],
  ])('refuses a cell whose %s is %d, naming the field', (field, value) => {
    const parsed = IngestRequestSchema.safeParse({ ...base, gateway: { cell: { ...cell, [field]: value } } });
    expect(parsed.error?.issues[0]?.path).toEqual(['gateway', 'cell', field]);
  });
  it('takes a cell at the edges of its ranges', () => {
    const edges = {
      homeMobileCountryCode: 999,
      homeMobileNetworkCode: 0,
      cellId: 2 ** 28 - 1,
      locationAreaCode: 65_535,
    };
    expect(
      IngestRequestSchema.safeParse({ ...base, gateway: { cell: { ...edges, LteTracAreaCode: 0, rssi: -200 } } })
        .success,
    ).toBe(true);
  });
  it.each([
    ['a newline', '1.4\n2'],
    ['a NUL', '1.4\u00002'],
    ['an escape', '\u001b[31m1.4'],
    ['a right-to-left override', '1.4\u202e2'],
    ['a left-to-right isolate', '\u20661.4'],
    ['a zero-width joiner', '1.\u200d4'],
  ])('refuses a gateway firmware with %s', (_name, firmware) => {
    const parsed = IngestRequestSchema.safeParse({ ...base, gateway: { firmware } });
    expect(parsed.error?.issues[0]).toMatchObject({
      path: ['gateway', 'firmware'],
      message: expect.stringMatching(/printable/),
    });
  });
});

describe('sensor facts in a sample', () => {
  const post = (over: Record<string, unknown>) =>
    IngestRequestSchema.safeParse({ gatewaySn: 'GW-1', samples: [sample, { ...sample, ...over }] });
  it('takes battery 0–100, a firmware string and a protocol version of the catalogue', () => {
    const ok = post({ battery: 0, firmware: '1.4.2', protocol: 'V3' });
    expect(ok.success).toBe(true);
    expect(ok.data?.samples[1]).toMatchObject({ battery: 0, firmware: '1.4.2', protocol: 'V3' });
    expect(post({ battery: 100, protocol: 'OLD' }).success).toBe(true);
  });
  it('refuses a bad value naming the sample and the field', () => {
    const path = (over: Record<string, unknown>) => post(over).error?.issues[0]?.path;
    expect(path({ battery: 101 })).toEqual(['samples', 1, 'battery']);
    expect(path({ battery: -1 })).toEqual(['samples', 1, 'battery']);
    expect(path({ battery: '90' })).toEqual(['samples', 1, 'battery']);
    expect(path({ firmware: '' })).toEqual(['samples', 1, 'firmware']);
    expect(path({ firmware: '2.0\u202e' })).toEqual(['samples', 1, 'firmware']);
    expect(path({ firmware: 'v\t2' })).toEqual(['samples', 1, 'firmware']);
    expect(post({ firmware: 'V2.1-rc1 (build 7)' }).success).toBe(true);
    expect(path({ protocol: 'v3' })).toEqual(['samples', 1, 'protocol']);
  });
});
