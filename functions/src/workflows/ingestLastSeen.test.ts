import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ingestData as d, post, resetIngestData, sample, T, type Credential } from '../testing/ingestFakes.js';

// The gateway's lastSeen on its key, noted at most once a minute by a post, the data layer faked
// (functions/src/testing/ingestFakes.ts): on the key's version as it is when another write of the
// key conflicts, and never at the cost of the samples.
vi.mock('../data/gatewayInfo.js', () => import('../testing/ingestFakes.js').then((m) => m.gatewayInfoFake));
vi.mock('../data/rateLimits.js', () => import('../testing/ingestFakes.js').then((m) => m.rateLimitsFake));
vi.mock('../data/devices.js', () => import('../testing/ingestFakes.js').then((m) => m.devicesFake));
vi.mock('../data/pubsub.js', () => import('../testing/ingestFakes.js').then((m) => m.pubsubFake));
vi.mock('../data/optimistic.js', () => import('../testing/ingestFakes.js').then((m) => m.optimisticFake));
vi.mock('../data/meter.js', () => import('../testing/ingestFakes.js').then((m) => m.meterFake));
vi.mock('firebase-functions/v2', () => import('../testing/ingestFakes.js').then((m) => m.loggerFake));
const { handleIngest } = await import('./ingest.js');
const { touchGateway } = await import('../data/gatewayInfo.js');

beforeEach(() => resetIngestData());

describe("handleIngest: the gateway's lastSeen (data layer faked)", () => {
  it('after a conflict with another write of the key (not lastSeen), notes lastSeen again on the key as it is now', async () => {
    d.credential = { ...d.credential!, lastSeen: undefined };
    const c = d.credential as Credential;
    c.updateTime = 'read-version';
    let conflicts = 1;
    const touch = vi.mocked(touchGateway);
    touch.mockImplementation(async (_sn: string, nowMs: number, version?: unknown) => {
      // The key changed meanwhile (a rule edit stamped its version): the first write conflicts.
      c.updateTime = 'stamped-version';
      if (conflicts-- > 0) throw Object.assign(new Error('conflict'), { code: 9 });
      d.touched.push(nowMs);
      d.touchedVersions.push(version);
    });
    expect((await handleIngest(post({ gatewaySn: 'GW-1', samples: [sample('S-1')] }), T)).status).toBe(202);
    expect(d.touchedVersions).toEqual(['stamped-version']);
    // Another post noted it meanwhile (lastSeen fresh on the key read again): nothing more.
    conflicts = 1;
    touch.mockImplementationOnce(async () => {
      d.credential = { ...d.credential!, lastSeen: T };
      throw Object.assign(new Error('conflict'), { code: 9 });
    });
    d.credential = { ...d.credential!, lastSeen: undefined };
    await handleIngest(post({ gatewaySn: 'GW-1', samples: [sample('S-1')] }), T);
    expect(d.touchedVersions).toEqual(['stamped-version']);
    touch.mockReset();
  });

  it("writes lastSeen on the key's version after this post listed a new sensor on it, not the version it read", async () => {
    d.credential = { ...d.credential!, lastSeen: undefined, sensors: [] };
    (d.credential as Credential).updateTime = 'read-version';
    await handleIngest(post({ gatewaySn: 'GW-1', samples: [sample('S-1')] }), T);
    expect(d.touchedVersions).toEqual(['listed-version']);
    d.credential = { ...d.credential, sensors: ['S-1'] };
    await handleIngest(post({ gatewaySn: 'GW-1', samples: [sample('S-1')] }), T);
    expect(d.touchedVersions).toEqual(['listed-version', 'read-version']);
  });

  it('accepts the samples when the lastSeen write conflicts or fails (logged unless a conflict)', async () => {
    d.credential = { ...d.credential!, lastSeen: undefined };
    d.touchFails = Object.assign(new Error('conflict'), { code: 9 });
    expect((await handleIngest(post({ gatewaySn: 'GW-1', samples: [sample('S-1')] }), T)).status).toBe(202);
    expect(d.logged).toEqual([]);
    expect(d.touched).toEqual([]);
    d.touchFails = new Error('unavailable');
    expect((await handleIngest(post({ gatewaySn: 'GW-1', samples: [sample('S-1')] }), T)).status).toBe(202);
    expect(d.logged).toEqual([expect.stringContaining('lastSeen of GW-1 not written')]);
  });
});
