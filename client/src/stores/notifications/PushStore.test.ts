import { describe, expect, it } from 'vitest';
import { PUSH_TOKEN_KEY, PushStore } from './PushStore';
import type { Transport } from '../transport';

function memoryStorage() {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
  };
}

function fake(permission: string) {
  const tokens = new Set<string>();
  const transport = {
    requestNotificationPermission: async () => permission,
    obtainPushToken: async () => 'tok-1',
    storePushToken: async (_uid: string, t: string) => void tokens.add(t),
    dropPushToken: async (_uid: string, t: string) => void tokens.delete(t),
    releasePushToken: async () => {},
  } as unknown as Transport;
  return { transport, tokens };
}

describe('PushStore (FCM token boundary faked)', () => {
  it('stores the token on the user and remembers it here; disabling removes both', async () => {
    const { transport, tokens } = fake('granted');
    const storage = memoryStorage();
    const store = new PushStore(transport, storage);
    await store.enable('u1');
    expect(tokens.has('tok-1')).toBe(true);
    expect(storage.getItem(PUSH_TOKEN_KEY)).toBe('tok-1');
    expect(store.registered).toBe(true);
    await store.disable('u1');
    expect(tokens.size).toBe(0);
    expect(storage.getItem(PUSH_TOKEN_KEY)).toBeNull();
    expect(store.registered).toBe(false);
  });

  it('says why when notifications are blocked, and stores nothing', async () => {
    const { transport, tokens } = fake('denied');
    const store = new PushStore(transport, memoryStorage());
    await store.enable('u1');
    expect(store.error).toMatch(/blocked/);
    expect(tokens.size).toBe(0);
    expect(store.registered).toBe(false);
  });
});
