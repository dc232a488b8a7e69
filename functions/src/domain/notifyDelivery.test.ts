import { describe, expect, it } from 'vitest';
import type { PushConfig } from '@neuron/shared';
import { DeliveryFailure } from './deliveryFailure.js';
import { deliverToChannels, type DeliveryPorts } from './notifyDelivery.js';
import { notificationContent } from './notifyMessage.js';

const content = notificationContent('sys', 'Cold store', 'ev-1', {
  time: 1,
  kind: 'alarm',
  deviceSn: 'S-1',
  ruleId: 'r',
  value: 31,
  text: 'Too warm',
  acknowledgedBy: null,
  acknowledgedAt: null,
  createdBy: null,
});

/** In-memory ports: claims, errors and sends recorded; `failOn` makes a channel's send throw. */
function memoryPorts(failOn: string[] = [], partlyOn: string[] = []) {
  const claimed = new Set<string>();
  const sent: PushConfig[] = [];
  const errors: { channelId: string; message: string; severity: number }[] = [];
  const settled: Record<string, boolean> = {};
  const ports: DeliveryPorts = {
    claim: async (id) => (claimed.has(id) ? false : (claimed.add(id), true)),
    settle: async (id, o) => void (settled[id] = o.ok),
    recordError: async (channelId, message, severity) => void errors.push({ channelId, message, severity }),
    send: async (channel) => {
      if (failOn.includes(channel.name)) throw new Error(`${channel.name} is down`);
      if (partlyOn.includes(channel.name)) throw new DeliveryFailure('Not sent to b@example.com', 10);
      sent.push(channel);
    },
  };
  return { ports, sent, errors, settled };
}

const hook = { id: 'hook', data: { type: 'webhook', name: 'hook', target: 'https://example.com/h' } };
const mail = { id: 'mail', data: { type: 'email', name: 'mail', target: ['a@example.com'] } };

describe('deliverToChannels', () => {
  it('sends through every enabled channel once, even when the same event is delivered twice', async () => {
    const m = memoryPorts();
    const first = await deliverToChannels([hook, mail], content, m.ports);
    const second = await deliverToChannels([hook, mail], content, m.ports);
    expect(first.map((o) => o.result)).toEqual(['sent', 'sent']);
    expect(second.map((o) => o.result)).toEqual(['repeated', 'repeated']);
    expect(m.sent.map((c) => c.name)).toEqual(['hook', 'mail']);
    expect(m.settled).toEqual({ hook: true, mail: true });
  });

  it('records a failing channel with its message and still sends through the others', async () => {
    const m = memoryPorts(['hook']);
    const outcomes = await deliverToChannels([hook, mail], content, m.ports);
    expect(outcomes).toEqual([
      { channelId: 'hook', result: 'failed', message: 'hook is down' },
      { channelId: 'mail', result: 'sent' },
    ]);
    expect(m.errors).toEqual([{ channelId: 'hook', message: 'hook is down', severity: 20 }]);
    expect(m.settled.hook).toBe(false);
  });

  it('logs a send that reached only some targets with its own severity, Warning (10)', async () => {
    const m = memoryPorts([], ['mail']);
    await deliverToChannels([mail], content, m.ports);
    expect(m.errors).toEqual([{ channelId: 'mail', message: 'Not sent to b@example.com', severity: 10 }]);
  });

  it('records an invalid channel by field and skips a disabled one without claiming it', async () => {
    const m = memoryPorts();
    const outcomes = await deliverToChannels(
      [
        { id: 'bad', data: { type: 'sms', name: 'bad', target: ['12345'] } },
        { id: 'off', data: { ...mail.data, enabled: false } },
      ],
      content,
      m.ports,
    );
    expect(outcomes[0]).toMatchObject({ channelId: 'bad', result: 'failed' });
    expect(outcomes[0]?.message).toBe('Invalid channel: target.0: Phone numbers must look like +4512345678');
    expect(outcomes[1]).toEqual({ channelId: 'off', result: 'skipped' });
    expect(m.sent).toEqual([]);
  });
});

describe('notificationContent', () => {
  it('titles the event by system, kind and device and links to the system', () => {
    expect(content).toMatchObject({ title: 'Cold store: Alarm S-1', body: 'Too warm', redirect: '/systems/sys' });
  });
});
