import type { Device, IngestSample, SamplesMessage } from '@neuron/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SamplePlanners } from '../domain/samplePlanners.js';
import type { SummaryDelta } from '../domain/summary.js';

// The data layer faked: the sensors as read, and what storing each sensor's samples commits,
// decided by the planners the workflow passes in (as data/sensorSamples.ts calls them).
const T = 1_700_000_000_000;
let failing = '';
let sensors: Record<string, Device>;
const committed: Record<string, Device> = {};
const unlisted: string[] = [];
const seen: string[] = [];
vi.mock('../data/sensorSamples.js', () => ({
  storeSensorSamples: vi.fn(
    async (_s: string, sn: string, posted: IngestSample[], gw: string, now: number, planners: SamplePlanners) => {
      const before = sensors[sn];
      if (!before) return undefined;
      const samples = posted.map((p) => planners.stored(p, gw, before, null));
      const update = planners.latest(before, samples, now);
      const after = update ? { ...before, sample: update.sample, state: update.state } : undefined;
      if (after) committed[sn] = after;
      if (sn === failing) throw new Error('store failed');
      return { added: samples, latest: { before, after, summary: after ? planners.summary(before, after) : null } };
    },
  ),
}));
vi.mock('../data/systemCache.js', () => ({
  systemWatchers: vi.fn(async () => ({ rules: [], virtualsByInput: new Map(), forwarding: false, timeZone: 'UTC' })),
  forgetSystemWatchers: vi.fn(),
}));
vi.mock('../data/devices.js', () => ({
  unlistGatewaySensor: vi.fn(async (_s: string, sn: string) => unlisted.push(sn)),
}));
vi.mock('../data/devicesOnline.js', () => ({
  // The gateway's online event, when it was offline, is the workflow's to publish.
  markGatewaySeen: vi.fn(async (_s: string, sn: string) => {
    seen.push(sn);
    return { eventId: `online-${sn}`, channels: ['ch-1'] };
  }),
  raiseAnsweringEvent: vi.fn(async () => null),
}));
vi.mock('../data/gatewayInfo.js', () => ({ noteGatewayKey: vi.fn(async () => undefined) }));
const published: unknown[] = [];
vi.mock('../data/events.js', () => ({
  publishNotifications: vi.fn(async (_s: string, created: unknown[]) => void published.push(...created)),
}));
const summaryWrites: SummaryDelta[] = [];
vi.mock('../data/summary.js', () => ({
  commitSummaryChange: vi.fn(
    async (_s: string, delta: SummaryDelta | null) => void (delta && summaryWrites.push(delta)),
  ),
}));
vi.mock('../data/meter.js', () => ({ meter: { flush: vi.fn(), read: vi.fn(), write: vi.fn() } }));
vi.mock('../data/rules.js', () => ({ applyRuleToDevice: vi.fn(async () => []) }));
vi.mock('../data/devicesVirtual.js', () => ({ recomputeVirtual: vi.fn(async () => undefined) }));
vi.mock('../data/rollups.js', () => ({ storeHistoryAndRollups: vi.fn(async () => []) }));
// Timers are queued through the data layer too (Cloud Tasks): faked, or each test would wait on a
// queue that is not there.
vi.mock('../data/timers.js', () => ({ enqueueTimer: vi.fn(async () => undefined) }));
// One attempt per step: the retries are retry.test.ts's, and a failing store would wait them out.
vi.mock('./retry.js', () => ({ withRetries: vi.fn(async (_what: string, step: () => Promise<unknown>) => step()) }));
const { storeSampleBatch } = await import('./storeSamples.js');

const sensor = (sn: string): Device =>
  ({ sn, type: 'SENSOR', alias: sn, tags: [], config: { calc: ['x / 10'], si: ['°C'] } }) as unknown as Device;
const message = (samples: IngestSample[], gatewayOnline?: boolean): SamplesMessage =>
  ({ systemId: 'sys-1', gatewaySn: 'GW-1', receivedAt: T, samples, gatewayOnline }) as SamplesMessage;

beforeEach(() => {
  sensors = { 'S-1': sensor('S-1') };
  for (const k of Object.keys(committed)) delete committed[k];
  unlisted.length = 0;
  seen.length = 0;
  published.length = 0;
  summaryWrites.length = 0;
  failing = '';
});

describe('storeSampleBatch (data layer faked)', () => {
  it("stores each sensor's samples scaled by its config, the newest as its latest, a repeated time once", async () => {
    const posted = [
      { sn: 'S-1', time: T - 1000, rawValues: [200], rssi: -70 },
      { sn: 'S-1', time: T, rawValues: [210], rssi: -70 },
      { sn: 'S-1', time: T, rawValues: [215], rssi: -70 },
    ];
    await storeSampleBatch(message(posted, true), T);
    expect(committed['S-1'].sample).toMatchObject({ time: T, values: [21.5], gatewaySn: 'GW-1' });
    expect(committed['S-1'].state).toMatchObject({ online: true, lastSeen: T });
    expect(seen).toEqual([]);
  });

  it('takes a sensor that is gone off the gateway, and marks a gateway not known online as seen', async () => {
    await storeSampleBatch(message([{ sn: 'S-9', time: T, rawValues: [1], rssi: -70 }], false), T);
    expect(unlisted).toEqual(['S-9']);
    expect(seen).toEqual(['GW-1']);
    expect(published).toEqual([{ eventId: 'online-GW-1', channels: ['ch-1'] }]);
  });

  it("writes the counts' changes of a batch once, however many of its sensors changed", async () => {
    sensors = { 'S-1': sensor('S-1'), 'S-2': sensor('S-2'), 'S-3': sensor('S-3') };
    const posted = ['S-1', 'S-2', 'S-3'].map((sn) => ({ sn, time: T, rawValues: [200] }));
    await storeSampleBatch(message(posted, true), T);
    expect(summaryWrites).toHaveLength(1);
    expect(summaryWrites[0]).toMatchObject({ online: 3, offline: 0, sensorsOnline: 3, sensors: 3 });
  });

  it("still writes the stored sensors' changes when another sensor's store fails, then fails the run", async () => {
    sensors = { 'S-1': sensor('S-1'), 'S-2': sensor('S-2') };
    failing = 'S-2';
    const posted = ['S-1', 'S-2'].map((sn) => ({ sn, time: T, rawValues: [200] }));
    await expect(storeSampleBatch(message(posted, true), T)).rejects.toThrow('store failed');
    expect(summaryWrites).toEqual([expect.objectContaining({ sensorsOnline: 1 })]);
  });
});
