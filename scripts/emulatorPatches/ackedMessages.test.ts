import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { printAckedMessages } from './ackedMessages.mjs';

// The installed firebase-tools' Pub/Sub bridge, patched as the local stacks' CLI is (cliPreload.mjs),
// on a copy of its class so the module the other tests load stays as installed.
const require = createRequire(import.meta.url);
const { PubsubEmulator } = require('firebase-tools/lib/emulator/pubsubEmulator.js') as {
  PubsubEmulator: { prototype: { onMessage(topic: string, message: unknown): Promise<void> } };
};

function bridge(onMessage: (topic: string, message: { id: string }) => Promise<void>) {
  class Bridge {}
  Object.assign(Bridge.prototype, { onMessage });
  return { PubsubEmulator: Bridge };
}

describe("the CLI's Pub/Sub bridge names each message it acked", () => {
  it('patches the installed class (it has the handler the patch wraps)', () => {
    expect(typeof PubsubEmulator.prototype.onMessage).toBe('function');
  });

  it("prints the message's topic and id once the emulator's handler (the runs, then the ack) has ended", async () => {
    const lines: string[] = [];
    const order: string[] = [];
    const module = bridge(async (_topic, message) => {
      order.push(`runs and ack of ${message.id}`);
    });
    printAckedMessages(module, (line) => {
      lines.push(line);
      order.push('line');
    });
    printAckedMessages(module, (line) => lines.push(`twice: ${line}`)); // idempotent
    const patched = new (
      module.PubsubEmulator as unknown as new () => {
        onMessage(t: string, m: { id: string }): Promise<void>;
      }
    )();
    await patched.onMessage('samples', { id: '42' });
    expect(lines).toEqual(['neuron-pubsub-acked samples 42']);
    expect(order).toEqual(['runs and ack of 42', 'line']);
  });

  it('prints nothing for a message the handler refused unacked (a topic without triggers)', async () => {
    const lines: string[] = [];
    const module = bridge(async () => Promise.reject(new Error('No trigger for topic: x')));
    printAckedMessages(module, (line) => lines.push(line));
    const patched = new (
      module.PubsubEmulator as unknown as new () => {
        onMessage(t: string, m: { id: string }): Promise<void>;
      }
    )();
    await expect(patched.onMessage('x', { id: '1' })).rejects.toThrow('No trigger');
    expect(lines).toEqual([]);
  });
});
