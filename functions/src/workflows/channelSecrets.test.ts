import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChannelSecretRead } from '../domain/channelSecret.js';
import type { Refusal } from '../domain/outcome.js';

// The data layer faked: the system and the channel as read, and the secret the transaction stores.
let system: unknown;
let channel: ChannelSecretRead | undefined;
let stored: string | undefined;
vi.mock('../data/systems.js', () => ({ readSystemData: vi.fn(async () => system) }));
vi.mock('../data/channelSecrets.js', () => ({
  storeChannelSecret: vi.fn(
    async (
      _s: string,
      _c: string,
      secret: string,
      _now: number,
      refusal: (r?: ChannelSecretRead) => Refusal | undefined,
    ) => {
      const refused = refusal(channel);
      if (!refused) stored = secret;
      return refused;
    },
  ),
}));
const { rotateChannelSecret } = await import('./channelSecrets.js');

const admin = { email: 'ada@example.com', email_verified: true };
const input = { systemId: 'sys-1', channelId: 'hook' };

beforeEach(() => {
  system = { admin: ['ada@example.com'] };
  channel = { channelType: 'webhook' };
  stored = undefined;
});

describe('rotateChannelSecret (data layer faked)', () => {
  it('stores a new secret for a webhook channel and returns it this once', async () => {
    const outcome = await rotateChannelSecret(input, admin, 1000);
    expect(outcome.ok && outcome.value.secret).toBe(stored);
    expect(stored).toBeTruthy();
  });

  it('refuses a channel that is missing or not a webhook, storing nothing', async () => {
    channel = undefined;
    expect(await rotateChannelSecret(input, admin, 1000)).toMatchObject({ ok: false, code: 'not-found' });
    channel = { channelType: 'email' };
    expect(await rotateChannelSecret(input, admin, 1000)).toMatchObject({ ok: false, code: 'failed-precondition' });
    expect(stored).toBeUndefined();
  });

  it('refuses a caller who is not an admin', async () => {
    const eve = { email: 'eve@example.com', email_verified: true };
    expect(await rotateChannelSecret(input, eve, 1000)).toMatchObject({ ok: false, code: 'permission-denied' });
    expect(stored).toBeUndefined();
  });
});
