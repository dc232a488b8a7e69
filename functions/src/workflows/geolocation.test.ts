import type { CellInfo, Location } from '@neuron/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RateCounter, RateDecision } from '../domain/rateLimit.js';

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
// The rate-limit counters as stored, by key (the planner passed in decides; the fake applies it).
const counters = new Map<string, RateCounter>();
vi.mock('../data/rateLimits.js', () => ({
  spendRateLimit: vi.fn(async (key: string, decide: (c: RateCounter | undefined) => RateDecision) => {
    const decision = decide(counters.get(key));
    if (decision.allowed) counters.set(key, decision.next);
    return decision;
  }),
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
const T = 1_800_000_000_000;
const HOUR = 3_600_000;
const env = { GEOLOCATION_URL: 'https://geo.example/v1/geolocate', GEOLOCATION_KEY: 'k-1' };

beforeEach(() => {
  answer = async () => JSON.stringify({ location: { lat: 55.7, lng: 12.5 }, accuracy: 900 });
  posted.length = 0;
  stored.length = 0;
  warned.length = 0;
  counters.clear();
});

describe('locateGateway (data layer faked)', () => {
  it("looks a new tower up with the key and stores the answer's location for that cell", async () => {
    expect(await locateGateway('G-1', cell(1), cell(2), T, env)).toBe('stored');
    expect(posted).toEqual([
      {
        url: 'https://geo.example/v1/geolocate?key=k-1',
        body: expect.objectContaining({ considerIp: false, cellTowers: [expect.objectContaining({ cellId: 2 })] }),
      },
    ]);
    expect(stored).toEqual([{ sn: 'G-1', cellId: 2, location: { lat: 55.7, lng: 12.5, accuracy: 900 } }]);
  });

  it('asks nothing when the tower is the same (a changed signal alone) or no cell is reported', async () => {
    expect(await locateGateway('G-1', cell(1, -80), cell(1, -60), T, env)).toBe('unchanged');
    expect(await locateGateway('G-1', cell(1), undefined, T, env)).toBe('unchanged');
    expect(posted).toEqual([]);
  });

  it('asks nothing without a configured service and key, and says so in the log', async () => {
    expect(await locateGateway('G-1', undefined, cell(2), T, { GEOLOCATION_URL: env.GEOLOCATION_URL })).toBe(
      'not-configured',
    );
    expect(posted).toEqual([]);
    expect(warned).toEqual([expect.stringContaining('not configured')]);
  });

  it('stores nothing when the service fails or answers without a location', async () => {
    answer = async () => {
      throw new Error('503');
    };
    expect(await locateGateway('G-1', undefined, cell(2), T, env)).toBe('failed');
    answer = async () => JSON.stringify({ error: 'no match' });
    expect(await locateGateway('G-1', undefined, cell(3), T + HOUR, env)).toBe('failed');
    expect(stored).toEqual([]);
    expect(warned).toHaveLength(2);
  });

  it('looks a gateway up at most once an hour, however often its tower changes', async () => {
    expect(await locateGateway('G-1', cell(1), cell(2), T, env)).toBe('stored');
    expect(await locateGateway('G-1', cell(2), cell(3), T + 60_000, env)).toBe('throttled');
    expect(await locateGateway('G-1', cell(3), cell(4), T + HOUR - 1, env)).toBe('throttled');
    // Another gateway has its own hour; this one is looked up again once its hour is over.
    expect(await locateGateway('G-2', cell(1), cell(2), T + 60_000, env)).toBe('stored');
    expect(await locateGateway('G-1', cell(4), cell(5), T + HOUR, env)).toBe('stored');
    expect(posted.map((p) => (p.body as { cellTowers: { cellId: number }[] }).cellTowers[0]?.cellId)).toEqual([
      2, 2, 5,
    ]);
    expect(warned).toEqual([expect.stringContaining('within the hour'), expect.stringContaining('within the hour')]);
  });
});
