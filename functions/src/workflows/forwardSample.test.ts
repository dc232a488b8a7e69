import type { Integration, Sample } from '@neuron/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PostPlan } from '../domain/retryPolicy.js';
import { webhookSignatureMatches } from '../domain/webhookSignature.js';

// The data layer faked: the system's webhooks and secrets as read, each POST as planned, and the
// outcomes recorded. A URL in `failing` answers with an error.
let hooks: { id: string; integration: Integration }[];
let secrets: Record<string, string>;
const failing = new Set<string>();
const posts: { url: string; body: string; plan: PostPlan }[] = [];
const recorded: { id: string; outcome: { ok: boolean; error?: string } }[] = [];
vi.mock('../data/integrations.js', () => ({
  enabledWebhooks: vi.fn(async () => hooks),
  readIntegrationSecret: vi.fn(async (_s: string, id: string) => secrets[id]),
  recordIntegrationOutcome: vi.fn(async (_s: string, id: string, outcome: { ok: boolean; error?: string }) =>
    recorded.push({ id, outcome }),
  ),
}));
vi.mock('../data/integrationOutbound.js', () => ({
  postForwarded: vi.fn(async (url: string, body: string, plan: PostPlan) => {
    posts.push({ url, body, plan });
    if (failing.has(url)) throw new Error(`${url} answered 500`);
  }),
}));
const { forwardSamples } = await import('./forwardSample.js');

const webhook = (url: string): Integration => ({
  kind: 'webhook',
  name: 'Forward',
  url,
  enabled: true,
  lastDelivery: null,
  lastError: null,
});
const sample = (time: number) => ({ time, values: [1], gateways: [] }) as unknown as Sample;

beforeEach(() => {
  hooks = [{ id: 'i1', integration: webhook('https://a.example/in') }];
  secrets = { i1: 'nws_secret' };
  failing.clear();
  posts.length = 0;
  recorded.length = 0;
});

describe('forwardSamples (data layer faked)', () => {
  it('posts each sample signed with the integration secret, with the environment retries', async () => {
    await forwardSamples('sys-1', 'S-1', [sample(1), sample(2)], { INTEGRATION_RETRIES: '2' });
    expect(posts.map((p) => JSON.parse(p.body).sample.time)).toEqual([1, 2]);
    const [first] = posts;
    expect(first.plan.headers).toMatchObject({ 'x-neuron-integration': 'i1' });
    const signature = String(first.plan.headers?.['x-neuron-signature']);
    expect(webhookSignatureMatches('nws_secret', first.body, signature, Date.now())).toBe(true);
    expect(first.plan).toMatchObject({ timeoutMs: 5000, retry: { delaysMs: [500, 1000] } });
    expect(recorded).toEqual([{ id: 'i1', outcome: { ok: true } }]);
  });

  it('stops at a failed receiver and records how many samples it missed', async () => {
    failing.add('https://a.example/in');
    await forwardSamples('sys-1', 'S-1', [sample(1), sample(2), sample(3)], {});
    expect(posts).toHaveLength(1);
    expect(recorded[0].outcome).toEqual({
      ok: false,
      error: 'https://a.example/in answered 500 (3 samples of the batch not forwarded)',
    });
  });

  it('sends nothing without a signing secret and says so', async () => {
    secrets = {};
    await forwardSamples('sys-1', 'S-1', [sample(1)], {});
    expect(posts).toEqual([]);
    expect(recorded[0].outcome).toMatchObject({ ok: false, error: expect.stringContaining('No signing secret') });
  });
});
