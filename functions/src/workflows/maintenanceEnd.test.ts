import type { Device, MaintenanceWindow } from '@neuron/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { WebhookRequest } from '../domain/channelRequests.js';
import type { HeldEvent } from '../domain/maintenance.js';

// The data layer faked: the windows (their summarizedEnd moved up by a claim), the events they
// held, the devices now, the channels; what was released, published and sent is recorded.
const END = Date.UTC(2026, 5, 1, 12);
const NOW = END + 60_000;
let windows: { id: string; window: MaintenanceWindow }[];
let held: HeldEvent[];
let devices: Device[];
const released: string[][] = [];
const published: unknown[] = [];
const channelsRead: string[][] = [];
const hooks: { url: string; body: Record<string, unknown> }[] = [];
vi.mock('../data/maintenance.js', () => ({
  listMaintenanceWindows: vi.fn(async () => windows),
  claimMaintenanceSummary: vi.fn(
    async (_s: string, id: string, end: number, due: (summarizedEnd: unknown, end: number) => boolean) => {
      const stored = windows.find((w) => w.id === id);
      if (!stored || !due(stored.window.summarizedEnd, end)) return false;
      stored.window = { ...stored.window, summarizedEnd: end };
      return true;
    },
  ),
  releaseMaintenanceSummary: vi.fn(async (_s: string, id: string, end: number, previous: number | null | undefined) => {
    const stored = windows.find((w) => w.id === id);
    if (stored?.window.summarizedEnd === end) stored.window = { ...stored.window, summarizedEnd: previous ?? null };
  }),
  readHeldEvents: vi.fn(async () => held),
  releaseHeldEvents: vi.fn(async (_s: string, ids: string[]) => released.push(ids)),
  markEventHeld: vi.fn(),
}));
vi.mock('../data/devices.js', () => ({ listDevices: vi.fn(async () => devices) }));
const listings: unknown[][] = [];
const messages: { topic: string; message: unknown }[] = [];
vi.mock('../data/systems.js', () => ({
  forEachSystemIdHolding: vi.fn(async (...args: unknown[]) => {
    listings.push([args[0], args[3]]);
    await (args[2] as (ids: string[]) => Promise<void>)(['sys-1']);
  }),
  readSystemData: vi.fn(async () => ({ name: 'Farm' })),
  readSystemTimeZone: vi.fn(async () => 'UTC'),
}));
vi.mock('../data/events.js', () => ({
  publishNotifications: vi.fn(async (_s: string, e: unknown[]) => published.push(...e)),
}));
vi.mock('../data/channels.js', () => ({
  readChannels: vi.fn(async (_s: string, ids: string[]) => {
    channelsRead.push(ids);
    return ids.map((id) => ({ id, data: { name: id, type: 'webhook', target: `https://hook.example/${id}` } }));
  }),
  claimDelivery: vi.fn(async () => true),
  settleDelivery: vi.fn(async () => undefined),
}));
vi.mock('../data/pubsub.js', () => ({
  publishJson: vi.fn(async (topic: string, message: unknown) => messages.push({ topic, message })),
}));
vi.mock('../data/pushErrors.js', () => ({ recordPushError: vi.fn(async () => undefined) }));
vi.mock('../data/channelSecrets.js', () => ({ readChannelSecret: vi.fn(async () => 'whsec_x') }));
vi.mock('../data/channelsWebhook.js', () => ({
  sendWebhook: vi.fn(async (url: string, request: WebhookRequest) =>
    hooks.push({ url, body: JSON.parse(request.body) }),
  ),
}));
vi.mock('../data/members.js', () => ({ readMemberLists: vi.fn(async () => []), accountsOf: vi.fn(async () => []) }));
vi.mock('../data/channelsEmail.js', () => ({ sendEmail: vi.fn() }));
vi.mock('../data/channelsSms.js', () => ({ sendSms: vi.fn() }));
vi.mock('../data/channelsPush.js', () => ({ sendPush: vi.fn() }));
const { endMaintenanceWindows, fanOutMaintenanceEnds } = await import('./maintenanceEnd.js');
const { MAINTENANCE_END_TOPIC } = await import('../domain/systemJobs.js');

const device = (sn: string, online: boolean, alarm: string[]) =>
  ({ sn, type: 'SENSOR', state: { online, alarm } }) as unknown as Device;
const event = (id: string, kind: HeldEvent['kind'], deviceSn: string, channels: string[], ruleId: string | null) =>
  ({ id, time: END - 600_000, kind, deviceSn, ruleId, text: `${kind} ${deviceSn}`, channels }) as HeldEvent;

beforeEach(() => {
  const window = { name: 'Service', start: END - 3_600_000, end: END, repeat: 'none', until: null, devices: ['*'] };
  windows = [{ id: 'mw-1', window: window as MaintenanceWindow }];
  // S-1 is still in alarm of r-1; S-2 is online again.
  held = [event('ev-a', 'alarm', 'S-1', ['ch-1'], 'r-1'), event('ev-b', 'offline', 'S-2', ['ch-1', 'ch-2'], null)];
  devices = [device('S-1', true, ['r-1']), device('S-2', true, [])];
  for (const list of [released, published, channelsRead, hooks, listings, messages]) list.length = 0;
});

describe('endMaintenanceWindows (data layer faked)', () => {
  it('releases what is still true and sends one summary to every channel the held events went to', async () => {
    expect(await endMaintenanceWindows('sys-1', NOW)).toBe(1);
    expect(released).toEqual([['ev-a']]);
    expect(published).toEqual([{ eventId: 'ev-a', channels: ['ch-1'] }]);
    expect(channelsRead).toEqual([['ch-1', 'ch-2']]);
    expect(hooks.map((h) => h.url)).toEqual(['https://hook.example/ch-1', 'https://hook.example/ch-2']);
    expect(hooks[0].body).toMatchObject({
      eventId: `maintenance_mw-1_${END}`,
      title: 'Farm: Maintenance "Service" ended',
      body: expect.stringContaining('2 notifications were held during the maintenance:'),
    });
  });

  it('summarizes an occurrence once: the next sweep finds it claimed', async () => {
    await endMaintenanceWindows('sys-1', NOW);
    hooks.length = 0;
    expect(await endMaintenanceWindows('sys-1', NOW + 60_000)).toBe(0);
    expect(hooks).toEqual([]);
    expect(released).toHaveLength(1);
  });

  it('undoes its claim when the summary cannot be sent: the next run sends it', async () => {
    const { readHeldEvents } = await import('../data/maintenance.js');
    vi.mocked(readHeldEvents).mockRejectedValueOnce(new Error('unavailable'));
    await expect(endMaintenanceWindows('sys-1', NOW)).rejects.toThrow('unavailable');
    expect(windows[0].window.summarizedEnd ?? null).toBeNull();
    expect(await endMaintenanceWindows('sys-1', NOW + 60_000)).toBe(1);
    expect(hooks.map((h) => h.url)).toEqual(['https://hook.example/ch-1', 'https://hook.example/ch-2']);
  });

  it('sends nothing for a window not ended yet, or one that held nothing', async () => {
    expect(await endMaintenanceWindows('sys-1', END - 1)).toBe(0);
    held = [];
    expect(await endMaintenanceWindows('sys-1', NOW)).toBe(0);
    expect(released).toEqual([]);
    expect(hooks).toEqual([]);
  });
});

describe('the window-end job (data layer faked)', () => {
  it('sends one message per system holding a window, ending none itself', async () => {
    expect(await fanOutMaintenanceEnds(NOW)).toBe(1);
    expect(listings).toEqual([['maintenanceWindows', undefined]]);
    expect(messages).toEqual([{ topic: MAINTENANCE_END_TOPIC, message: { systemId: 'sys-1', nowMs: NOW } }]);
    expect(released).toEqual([]);
    expect(hooks).toEqual([]);
  });
});
