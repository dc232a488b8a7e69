import { beforeEach, describe, expect, it, vi } from 'vitest';
import { hashApiKey } from '../domain/integrations.js';

// The data layer faked: the system as read, the integrations stored (kind by id), and every
// write: documents added, secrets and key hashes stored, the system's config version stamped.
let system: Record<string, unknown> | undefined;
let kinds: Record<string, 'webhook' | 'api_key'>;
const added: { id: string; fields: Record<string, unknown> }[] = [];
const secrets: { id: string; secret: string }[] = [];
const keyHashes: { id: string; keyHash: string }[] = [];
const stamped: number[] = [];
vi.mock('../data/systems.js', () => ({ readSystemData: vi.fn(async () => system) }));
vi.mock('../data/integrations.js', () => ({
  addIntegration: vi.fn(async (_s: string, fields: Record<string, unknown>) => {
    const id = `int-${added.length + 1}`;
    added.push({ id, fields });
    return id;
  }),
  integrationKind: vi.fn(async (_s: string, id: string) => kinds[id]),
  storeIntegrationSecret: vi.fn(async (_s: string, id: string, secret: string) => secrets.push({ id, secret })),
  storeApiKeyHash: vi.fn(async (_s: string, id: string, keyHash: string) => keyHashes.push({ id, keyHash })),
}));
vi.mock('../data/gatewayInfo.js', () => ({
  stampConfigVersion: vi.fn(async (_s: string, t: number) => stamped.push(t)),
}));
const { createIntegration, integrationWritten, rotateIntegrationSecret } = await import('./integrations.js');

const admin = { email: 'ada@example.com', email_verified: true };
const member = { email: 'bob@example.com', email_verified: true };

beforeEach(() => {
  system = { name: 'Farm', admin: ['ada@example.com'], user: ['bob@example.com'] };
  kinds = { 'int-w': 'webhook', 'int-k': 'api_key' };
  for (const list of [added, secrets, keyHashes, stamped]) list.length = 0;
});

describe('createIntegration (data layer faked)', () => {
  it('adds a webhook, stores its new signing secret, returns it once and marks the cached view stale', async () => {
    const input = { systemId: 'sys-1', kind: 'webhook' as const, name: 'Hook', url: 'https://hook.example/in' };
    const outcome = await createIntegration(input, admin, 1000, {});
    if (!outcome.ok) throw new Error(outcome.message);
    expect(added).toEqual([{ id: 'int-1', fields: { kind: 'webhook', name: 'Hook', url: 'https://hook.example/in' } }]);
    expect(outcome.value).toEqual({ integrationId: 'int-1', secret: expect.stringMatching(/^nws_/) });
    expect(secrets).toEqual([{ id: 'int-1', secret: outcome.value.secret }]);
    expect(stamped).toEqual([1000]);
  });

  it('adds an API key with only its hash stored, and the key returned once', async () => {
    const outcome = await createIntegration({ systemId: 'sys-1', kind: 'api_key', name: 'BI' }, admin, 1000, {});
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.value.secret).toMatch(/^nrk_/);
    // The integration document holds no hash: the hash is stored apart (apiKeys/{hash}, functions only).
    expect(added).toEqual([{ id: 'int-1', fields: { kind: 'api_key', name: 'BI' } }]);
    expect(keyHashes).toEqual([{ id: 'int-1', keyHash: hashApiKey(outcome.value.secret) }]);
    expect(secrets).toEqual([]);
    expect(stamped).toEqual([]);
  });

  it('refuses a webhook to an internal address, and a caller who is not an admin, writing nothing', async () => {
    const internal = { systemId: 'sys-1', kind: 'webhook' as const, name: 'Hook', url: 'https://10.0.0.5/in' };
    expect(await createIntegration(internal, admin, 1000, {})).toMatchObject({
      ok: false,
      code: 'invalid-argument',
      message: expect.stringMatching(/^url: /),
    });
    expect(await createIntegration({ systemId: 'sys-1', kind: 'api_key', name: 'BI' }, member, 1000, {})).toMatchObject(
      { ok: false, code: 'permission-denied' },
    );
    expect(added).toEqual([]);
  });
});

describe('rotateIntegrationSecret (data layer faked)', () => {
  it("replaces a webhook's secret and an API key's hash, each with a new one returned once", async () => {
    const hook = await rotateIntegrationSecret({ systemId: 'sys-1', integrationId: 'int-w' }, admin, 2000);
    const key = await rotateIntegrationSecret({ systemId: 'sys-1', integrationId: 'int-k' }, admin, 2000);
    if (!hook.ok || !key.ok) throw new Error('refused');
    expect(secrets).toEqual([{ id: 'int-w', secret: hook.value.secret }]);
    expect(keyHashes).toEqual([{ id: 'int-k', keyHash: hashApiKey(key.value.secret) }]);
  });

  it('refuses an integration that is not there, and a caller who is not an admin', async () => {
    expect(await rotateIntegrationSecret({ systemId: 'sys-1', integrationId: 'nope' }, admin, 2000)).toMatchObject({
      ok: false,
      code: 'not-found',
    });
    expect(await rotateIntegrationSecret({ systemId: 'sys-1', integrationId: 'int-w' }, member, 2000)).toMatchObject({
      ok: false,
      code: 'permission-denied',
    });
    expect([...secrets, ...keyHashes]).toEqual([]);
  });
});

describe('integrationWritten (data layer faked)', () => {
  it("marks the store path's cached view stale only when which webhooks forward changes", async () => {
    const hook = { kind: 'webhook', enabled: true, url: 'https://hook.example/in', lastDelivery: null };
    await integrationWritten('sys-1', hook, { ...hook, lastDelivery: 5, lastError: 'x' }, 1);
    await integrationWritten('sys-1', undefined, { kind: 'api_key', name: 'BI' }, 2);
    expect(stamped).toEqual([]);
    await integrationWritten('sys-1', hook, { ...hook, enabled: false }, 3);
    await integrationWritten('sys-1', hook, { ...hook, url: 'https://other.example/in' }, 4);
    await integrationWritten('sys-1', hook, undefined, 5);
    expect(stamped).toEqual([3, 4, 5]);
  });
});
