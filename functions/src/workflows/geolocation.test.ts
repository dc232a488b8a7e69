import type { CellInfo, Location } from '@neuron/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The data layer faked: what the configured service answers (or how it fails), and the location
// stored for each gateway; the log records what went wrong.
let answer: () => Promise<string>;
const posted: { url: string; body: unknown }[] = [];
const stored: { sn: string; cellId: number; location: Location }[] = [];
const warned: string[] = [];
vi.mock('../data/http.js', () => ({
  postToConfiguredService: vi.fn(async (url: string, body: string) => {
    posted.push({ url, body: JSON.parse(body) });
    return answer();
  }),
}));
vi.mock('../data/gatewayInfo.js', () => ({
  storeGatewayLocation: vi.fn(async (sn: string, cellId: number, location: Location) =>
    stored.push({ sn, cellId, location }),
  ),
}));
vi.mock('firebase-functions/v2', () => ({ logger: { warn: vi.fn((m: string) => warned.push(m)) } }));
const { locateGateway } = await import('./geolocation.js');

const cell = (cellId: number, rssi = -80): CellInfo => ({
  homeMobileCountryCode: 238,
  homeMobileNetworkCode: 1,
  locationAreaCode: 7,
  cellId,
  rssi,
});
const env = { GEOLOCATION_URL: 'https://geo.example/v1/geolocate', GEOLOCATION_KEY: 'k-1' };

beforeEach(() => {
  answer = async () => JSON.stringify({ location: { lat: 55.7, lng: 12.5 }, accuracy: 900 });
  posted.length = 0;
  stored.length = 0;
  warned.length = 0;
});

describe('locateGateway (data layer faked)', () => {
  it("looks a new tower up with the key and stores the answer's location for that cell", async () => {
    expect(await locateGateway('G-1', cell(1), cell(2), env)).toBe('stored');
    expect(posted).toEqual([
      {
        url: 'https://geo.example/v1/geolocate?key=k-1',
        body: expect.objectContaining({ considerIp: false, cellTowers: [expect.objectContaining({ cellId: 2 })] }),
      },
    ]);
    expect(stored).toEqual([{ sn: 'G-1', cellId: 2, location: { lat: 55.7, lng: 12.5, accuracy: 900 } }]);
  });

  it('asks nothing when the tower is the same (a changed signal alone) or no cell is reported', async () => {
    expect(await locateGateway('G-1', cell(1, -80), cell(1, -60), env)).toBe('unchanged');
    expect(await locateGateway('G-1', cell(1), undefined, env)).toBe('unchanged');
    expect(posted).toEqual([]);
  });

  it('asks nothing without a configured service and key, and says so in the log', async () => {
    expect(await locateGateway('G-1', undefined, cell(2), { GEOLOCATION_URL: env.GEOLOCATION_URL })).toBe(
      'not-configured',
    );
    expect(posted).toEqual([]);
    expect(warned).toEqual([expect.stringContaining('not configured')]);
  });

  it('stores nothing when the service fails or answers without a location', async () => {
    answer = async () => {
      throw new Error('503');
    };
    expect(await locateGateway('G-1', undefined, cell(2), env)).toBe('failed');
    answer = async () => JSON.stringify({ error: 'no match' });
    expect(await locateGateway('G-1', undefined, cell(3), env)).toBe('failed');
    expect(stored).toEqual([]);
    expect(warned).toHaveLength(2);
  });
});
