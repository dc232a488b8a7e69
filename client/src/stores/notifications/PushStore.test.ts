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

function fake(permission: string, obtained: object = { token: 'tok-1' }, storeFails = false) {
  const tokens = new Set<string>();
  const transport = {
    requestNotificationPermission: async () => permission,
    obtainPushToken: async () => obtained,
    storePushToken: async (_uid: string, t: string) => {
      if (storeFails)
        throw Object.assign(new Error('PERMISSION_DENIED: false for update @ L120'), { code: 'permission-denied' });
      tokens.add(t);
    },
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

  it('says why when the browser gives no push token, and stores nothing', async () => {
    const { transport, tokens } = fake('granted', { refused: 'not_configured' });
    const store = new PushStore(transport, memoryStorage());
    await store.enable('u1');
    expect(store.error).toMatch(/not configured/);
    expect(tokens.size).toBe(0);
    expect(store.registered).toBe(false);
  });

  it("shows a refused write in the catalogue's words, never the rules' text", async () => {
    const { transport } = fake('granted', { token: 'tok-1' }, true);
    const store = new PushStore(transport, memoryStorage());
    const warn = console.warn;
    console.warn = () => {};
    try {
      await store.enable('u1');
    } finally {
      console.warn = warn;
    }
    expect(store.error).toMatch(/^Notifications not turned on: /);
    expect(store.error).not.toMatch(/PERMISSION_DENIED|L120/);
    expect(store.registered).toBe(false);
  });
});
