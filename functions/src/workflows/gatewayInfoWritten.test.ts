import type { GatewayLink } from '@neuron/shared';
import type { GatewayHeardRead, GatewayHeardWrites } from '../domain/gatewayHeard.js';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The data layer faked: the link written on the gateway's device, and the geolocation lookups
// asked of the configured service (none is configured here: a changed tower is only logged).
const links: { systemId: string; sn: string; link: GatewayLink }[] = [];
const lookups: string[] = [];
// What a gateway heard commits, planned against a stored gateway device and no rollup yet.
const heard: { systemId: string; sn: string; day: string; writes: GatewayHeardWrites | null }[] = [];
vi.mock('../data/gatewayInfo.js', () => ({
  writeGatewayLink: vi.fn(async (systemId: string, sn: string, link: GatewayLink) =>
    links.push({ systemId, sn, link }),
  ),
  recordGatewayHeard: vi.fn(
    async (
      systemId: string,
      sn: string,
      planner: {
        documentDay: (running: unknown) => string | undefined;
        plan: (read: GatewayHeardRead) => GatewayHeardWrites | null;
      },
    ) =>
      heard.push({
        systemId,
        sn,
        day: planner.documentDay(undefined) ?? '',
        writes: planner.plan({ device: { type: 'GATEWAY' }, running: undefined, dayDocument: undefined }),
      }),
  ),
  storeGatewayLocation: vi.fn(),
}));
vi.mock('../data/http.js', () => ({ postToConfiguredService: vi.fn(async (url: string) => lookups.push(url)) }));
// No service is configured here: the lookup's rate limit is never reached.
vi.mock('../data/rateLimits.js', () => ({ spendRateLimit: vi.fn() }));
vi.mock('firebase-functions/v2', () => ({ logger: { warn: vi.fn() } }));
const { gatewayInfoWritten } = await import('./gatewayInfoWritten.js');

beforeEach(() => {
  links.length = 0;
  lookups.length = 0;
  heard.length = 0;
});

describe('gatewayInfoWritten (data layer faked)', () => {
  it("copies the gateway's link onto its device when what its row draws changed", async () => {
    await gatewayInfoWritten('G-1', { systemId: 'sys-1', rssi: -100 }, { systemId: 'sys-1', rssi: -60 }, 0);
    expect(links).toEqual([{ systemId: 'sys-1', sn: 'G-1', link: { ethernet: false, rssi: -60 } }]);
    await gatewayInfoWritten(
      'G-1',
      { systemId: 'sys-1', rssi: -60 },
      { systemId: 'sys-1', rssi: -60, ethernet: true },
      0,
    );
    expect(links[1]?.link).toEqual({ ethernet: true, rssi: -60 });
  });

  it('writes nothing for an unclaimed gateway, or for a write that changes no link', async () => {
    await gatewayInfoWritten('G-1', undefined, { rssi: -60 }, 0);
    await gatewayInfoWritten(
      'G-1',
      { systemId: 'sys-1', rssi: -60 },
      { systemId: 'sys-1', rssi: -60, firmware: '2' },
      0,
    );
    // A malformed field of an older document loses only itself.
    await gatewayInfoWritten('G-1', { systemId: 'sys-1', rssi: -60 }, { systemId: 'sys-1', rssi: -60, cell: 'x' }, 0);
    expect(links).toEqual([]);
    expect(lookups).toEqual([]);
  });

  it('when the gateway was heard (its lastSeen moved), notes it on its device and counts its signal in its running rollup', async () => {
    const at = Date.UTC(2026, 10, 30, 14, 5);
    await gatewayInfoWritten(
      'G-1',
      { systemId: 'sys-1', lastSeen: at - 60_000 },
      { systemId: 'sys-1', lastSeen: at, rssi: -75 },
      at,
    );
    expect(heard).toEqual([
      {
        systemId: 'sys-1',
        sn: 'G-1',
        day: '2026-11-30',
        writes: {
          reportedAt: at,
          rollup: expect.objectContaining({
            day: '2026-11-30',
            rssi: { 'G-1': { min: -75, max: -75, sum: -75, count: 1 } },
            rssiHours: { '14': { 'G-1': { min: -75, max: -75, sum: -75, count: 1 } } },
            last: { '14': at },
          }),
          documents: new Map(),
        },
      },
    ]);
    // Its lastSeen as it was: nothing to note.
    await gatewayInfoWritten(
      'G-1',
      { systemId: 'sys-1', lastSeen: at },
      { systemId: 'sys-1', lastSeen: at, rssi: -60 },
      at,
    );
    expect(heard).toHaveLength(1);
  });
});
