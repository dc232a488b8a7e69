import type { GatewayLink } from '@neuron/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The data layer faked: the link written on the gateway's device, and the geolocation lookups
// asked of the configured service (none is configured here: a changed tower is only logged).
const links: { systemId: string; sn: string; link: GatewayLink }[] = [];
const lookups: string[] = [];
vi.mock('../data/gatewayInfo.js', () => ({
  writeGatewayLink: vi.fn(async (systemId: string, sn: string, link: GatewayLink) =>
    links.push({ systemId, sn, link }),
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
});
