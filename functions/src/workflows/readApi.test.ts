import { IntegrationSchema, NEVER_HEARD_STATE, type Integration } from '@neuron/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { hashApiKey } from '../domain/integrations.js';
import type { RateCounter, RateDecision } from '../domain/rateLimit.js';

// The data layer faked: the integrations by key hash (the hash is all that is stored), and the
// system's name and device documents as read.
const KEY = 'nrk_key-1';
let integrations: Record<string, { systemId: string; integrationId: string; integration: Integration }>;
const systemsRead: string[] = [];
const uses: { integrationId: string; nowMs: number }[] = [];
vi.mock('../data/integrations.js', () => ({
  findApiKey: vi.fn(async (keyHash: string) => integrations[keyHash]),
  recordApiKeyUse: vi.fn(async (_s: string, integrationId: string, nowMs: number) =>
    uses.push({ integrationId, nowMs }),
  ),
  readSystemDevices: vi.fn(async (systemId: string) => {
    systemsRead.push(systemId);
    return {
      name: 'Farm',
      devices: [
        {
          sn: 'S-1',
          data: {
            type: 'SENSOR',
            alias: 'Tank',
            config: { si: ['%'] },
            sample: { time: 1000, values: [41], rawValues: [410], gatewaySn: 'GW-1' },
            state: { ...NEVER_HEARD_STATE, online: true, lastSeen: 1000 },
          },
        },
        // A malformed document is left out, not an error.
        { sn: 'S-2', data: { type: 'TOASTER' } },
      ],
    };
  }),
}));
// The rate-limit counters as stored, by key (the planner passed in decides; the fake applies it).
const counters = new Map<string, RateCounter>();
vi.mock('../data/rateLimits.js', () => ({
  readRateLimit: vi.fn(async (key: string) => counters.get(key)),
  spendRateLimit: vi.fn(async (key: string, decide: (c: RateCounter | undefined) => RateDecision) => {
    const decision = decide(counters.get(key));
    if (decision.allowed) counters.set(key, decision.next);
    return decision;
  }),
}));
const { readDevicesWithKey: readWith } = await import('./readApi.js');
const T = 1_800_000_000_000;
const readDevicesWithKey = (authorization: string | undefined, nowMs = T, source = '203.0.113.7') =>
  readWith(authorization, source, nowMs);

const apiKey = (fields: Record<string, unknown> = {}) =>
  IntegrationSchema.parse({ kind: 'api_key', name: 'BI', ...fields });

beforeEach(() => {
  integrations = { [hashApiKey(KEY)]: { systemId: 'sys-1', integrationId: 'int-1', integration: apiKey() } };
  systemsRead.length = 0;
  counters.clear();
  uses.length = 0;
});

describe('readDevicesWithKey (data layer faked)', () => {
  it("answers a key with its system's devices: latest values and state, nothing internal", async () => {
    const answer = await readDevicesWithKey(`Bearer ${KEY}`, 5000);
    expect(answer).toEqual({
      status: 200,
      body: {
        system: { id: 'sys-1', name: 'Farm' },
        devices: [
          {
            sn: 'S-1',
            type: 'SENSOR',
            alias: 'Tank',
            tags: [],
            sample: { time: 1000, values: [41] },
            state: { online: true, lastSeen: 1000, display: [], alarm: [], errorText: null },
          },
        ],
      },
    });
  });

  it('gives a missing, wrong or disabled key the same 401, reading no system', async () => {
    const refused = { status: 401, body: { error: 'Missing or wrong API key', field: 'authorization' } };
    expect(await readDevicesWithKey(undefined, 5000)).toEqual(refused);
    expect(await readDevicesWithKey('Bearer nrk_other', 5000)).toEqual(refused);
    integrations[hashApiKey(KEY)].integration = apiKey({ enabled: false });
    expect(await readDevicesWithKey(`Bearer ${KEY}`, 5000)).toEqual(refused);
    expect(systemsRead).toEqual([]);
    expect(uses).toEqual([]);
  });

  it("records the key's last use (what members see of it), at most once a minute", async () => {
    await readDevicesWithKey(`Bearer ${KEY}`, 5000);
    expect(uses).toEqual([{ integrationId: 'int-1', nowMs: 5000 }]);
    integrations[hashApiKey(KEY)].integration = apiKey({ lastDelivery: 5000 });
    await readDevicesWithKey(`Bearer ${KEY}`, 30_000);
    expect(uses).toHaveLength(1);
    await readDevicesWithKey(`Bearer ${KEY}`, 65_000);
    expect(uses).toEqual([
      { integrationId: 'int-1', nowMs: 5000 },
      { integrationId: 'int-1', nowMs: 65_000 },
    ]);
  });

  it('answers 429 with Retry-After to an address past 10 wrong keys in 10 minutes, its right key included', async () => {
    for (let i = 0; i < 10; i++) expect((await readDevicesWithKey('Bearer nrk_guess')).status).toBe(401);
    const limited = { status: 429, headers: { 'Retry-After': '600' }, body: { retryAfterSeconds: 600 } };
    expect(await readDevicesWithKey('Bearer nrk_guess')).toMatchObject(limited);
    expect(await readDevicesWithKey(`Bearer ${KEY}`)).toMatchObject(limited);
    expect(systemsRead).toEqual([]);
    // Another address is not limited; the window ends for this one.
    expect((await readDevicesWithKey(`Bearer ${KEY}`, T, '198.51.100.1')).status).toBe(200);
    expect((await readDevicesWithKey(`Bearer ${KEY}`, T + 600_000)).status).toBe(200);
  });
});
