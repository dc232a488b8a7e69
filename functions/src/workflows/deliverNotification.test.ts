import { EventSchema, type MaintenanceWindow } from '@neuron/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { WebhookRequest } from '../domain/channelRequests.js';
import type { StoredChannel } from '../domain/notifyDelivery.js';

// The data layer faked: the event with its rule's channels, the maintenance windows, the delivery
// markers (claimed once), and what each adapter was handed; the markers, held marks and errors
// written are recorded.
const T = Date.UTC(2026, 5, 1, 12);
let toDeliver: { event: unknown; systemName: string } | undefined;
let channels: StoredChannel[];
let windows: { id: string; window: MaintenanceWindow }[];
let claimed: Set<string>;
let failSend: boolean;
const settled: { channelId: string; ok: boolean; message?: string }[] = [];
const held: { eventId: string; mark: unknown }[] = [];
const errors: { channelId: string; message: string }[] = [];
const hooks: { url: string; request: WebhookRequest }[] = [];
vi.mock('../data/channels.js', () => ({
  readEventToDeliver: vi.fn(async () => toDeliver),
  readRuleChannelIds: vi.fn(async () => channels.map((c) => c.id)),
  readDeviceAlias: vi.fn(async () => ''),
  readChannels: vi.fn(async (_s: string, ids: string[]) => channels.filter((c) => ids.includes(c.id))),
  claimDelivery: vi.fn(async (_s: string, eventId: string, channelId: string) => {
    const key = `${eventId}/${channelId}`;
    if (claimed.has(key)) return false;
    claimed.add(key);
    return true;
  }),
  settleDelivery: vi.fn(async (_s: string, _e: string, channelId: string, outcome: { ok: boolean }) =>
    settled.push({ channelId, ...outcome }),
  ),
}));
vi.mock('../data/maintenance.js', () => ({
  listMaintenanceWindows: vi.fn(async () => windows),
  markEventHeld: vi.fn(async (_s: string, eventId: string, mark: unknown) => held.push({ eventId, mark })),
}));
vi.mock('../data/systems.js', () => ({ readSystemTimeZone: vi.fn(async () => 'UTC') }));
vi.mock('../data/pushErrors.js', () => ({
  recordPushError: vi.fn(async (_s: string, channelId: string, e: { message: string }) =>
    errors.push({ channelId, message: e.message }),
  ),
}));
vi.mock('../data/channelSecrets.js', () => ({ readChannelSecret: vi.fn(async () => 'whsec_x') }));
vi.mock('../data/channelsWebhook.js', () => ({
  sendWebhook: vi.fn(async (url: string, request: WebhookRequest) => {
    if (failSend) throw new Error('Webhook answered 500');
    hooks.push({ url, request });
  }),
}));
vi.mock('../data/members.js', () => ({ readMemberLists: vi.fn(async () => []), accountsOf: vi.fn(async () => []) }));
vi.mock('../data/channelsEmail.js', () => ({ sendEmail: vi.fn() }));
vi.mock('../data/channelsSms.js', () => ({ sendSms: vi.fn() }));
vi.mock('../data/channelsPush.js', () => ({ sendPush: vi.fn() }));
const { deliverNotification } = await import('./deliverNotification.js');

const hook = (id: string, enabled = true): StoredChannel => ({
  id,
  data: { name: id, type: 'webhook', target: `https://hook.example/${id}`, enabled },
});
const alarm = EventSchema.parse({ time: T, kind: 'alarm', deviceSn: 'S-1', ruleId: 'r-1', text: 'Too warm' });

beforeEach(() => {
  toDeliver = { event: alarm, systemName: 'Farm' };
  channels = [hook('ch-1'), hook('ch-off', false)];
  windows = [];
  claimed = new Set();
  failSend = false;
  for (const list of [settled, held, errors, hooks]) list.length = 0;
});

describe('deliverNotification (data layer faked)', () => {
  it('sends the event through each enabled channel of its rule once, and settles each as sent', async () => {
    const outcomes = await deliverNotification('sys-1', 'ev-1', {});
    expect(outcomes).toEqual([
      { channelId: 'ch-1', result: 'sent' },
      { channelId: 'ch-off', result: 'skipped' },
    ]);
    expect(hooks).toHaveLength(1);
    expect(hooks[0].url).toBe('https://hook.example/ch-1');
    expect(JSON.parse(hooks[0].request.body)).toMatchObject({
      eventId: 'ev-1',
      title: 'Farm: Alarm S-1',
      body: 'Too warm',
    });
    expect(settled).toEqual([{ channelId: 'ch-1', ok: true }]);
    // Delivered again (at-least-once): the claimed channel is not sent to twice.
    expect(await deliverNotification('sys-1', 'ev-1', {})).toContainEqual({ channelId: 'ch-1', result: 'repeated' });
    expect(hooks).toHaveLength(1);
  });

  it('records a failed send on the channel and settles it as failed, without throwing', async () => {
    failSend = true;
    const outcomes = await deliverNotification('sys-1', 'ev-1', {});
    expect(outcomes[0]).toEqual({ channelId: 'ch-1', result: 'failed', message: 'Webhook answered 500' });
    expect(errors).toEqual([{ channelId: 'ch-1', message: 'Webhook answered 500' }]);
    expect(settled).toEqual([{ channelId: 'ch-1', ok: false, message: 'Webhook answered 500' }]);
  });

  it('holds an event raised in a maintenance window over its device: marked, nothing sent', async () => {
    const window = { name: 'Service', start: T - 3_600_000, end: T + 3_600_000, repeat: 'none', until: null };
    windows = [{ id: 'mw-1', window: { ...window, devices: ['S-1'] } as MaintenanceWindow }];
    expect(await deliverNotification('sys-1', 'ev-1', {})).toEqual([]);
    expect(held).toEqual([
      { eventId: 'ev-1', mark: { maintenance: { windowId: 'mw-1', end: T + 3_600_000 }, escalateAt: null } },
    ]);
    expect(claimed.size).toBe(0);
    expect(hooks).toEqual([]);
  });

  it('sends nothing for an event that is gone or routed to no channel', async () => {
    toDeliver = undefined;
    expect(await deliverNotification('sys-1', 'ev-1', {})).toEqual([]);
    toDeliver = { event: alarm, systemName: 'Farm' };
    channels = [];
    expect(await deliverNotification('sys-1', 'ev-1', {})).toEqual([]);
    // A manual event (no rule) goes to no channel.
    channels = [hook('ch-1')];
    toDeliver = { event: { ...alarm, kind: 'manual', ruleId: null }, systemName: 'Farm' };
    expect(await deliverNotification('sys-1', 'ev-1', {})).toEqual([]);
    expect(claimed.size).toBe(0);
  });
});
