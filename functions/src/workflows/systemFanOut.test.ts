import { describe, expect, it, vi } from 'vitest';

// The Pub/Sub publish faked (it cannot run here without the emulator): one system's message fails.
const sent: string[] = [];
vi.mock('../data/pubsub.js', () => ({
  publishJson: vi.fn(async (_topic: string, message: { systemId: string }) => {
    if (message.systemId === 'bad') throw new Error('unavailable');
    sent.push(message.systemId);
  }),
}));

const { publishPerSystem } = await import('./systemFanOut.js');

describe("a scheduled job's fan-out", () => {
  it('publishes every other system when one message fails, on this page and the next', async () => {
    const pages = [['a', 'bad', 'b'], ['c']];
    const published = await publishPerSystem('job-topic', 1_000, async (_size, each) => {
      for (const ids of pages) await each(ids);
    });
    expect(sent).toEqual(['a', 'b', 'c']);
    expect(published).toBe(3);
  });
});
