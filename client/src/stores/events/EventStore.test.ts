import { refusalMessage } from '@neuron/shared';
import { describe, expect, it } from 'vitest';
import type { AuthStore } from '../account/AuthStore';
import { EventStore } from './EventStore';
import type { Transport } from '../transport';
import type { UiStore } from '../UiStore';

function setup(email: string | null, fail = false) {
  const calls: unknown[][] = [];
  const transport = {
    createManualEvent: (...args: unknown[]) => {
      calls.push(['create', ...args]);
      return fail
        ? Promise.reject(
            Object.assign(new Error("PERMISSION_DENIED: false for 'update' @ L321"), { code: 'permission-denied' }),
          )
        : Promise.resolve('ev1');
    },
    acknowledgeEvent: (...args: unknown[]) => {
      calls.push(['ack', ...args]);
      return fail
        ? Promise.reject(
            Object.assign(new Error("PERMISSION_DENIED: false for 'update' @ L321"), { code: 'permission-denied' }),
          )
        : Promise.resolve();
    },
  } as unknown as Transport; // only the calls EventStore makes
  const ui = { track: <T>(p: Promise<T>) => p } as UiStore;
  const store = new EventStore(transport, { email } as AuthStore, ui);
  return { store, calls };
}

describe('EventStore', () => {
  it('a refused write becomes a message for the form', async () => {
    const { store } = setup('a@x.test', true);
    const result = await store.acknowledge('sys', 'ev1', 7);
    expect(result).toEqual({ ok: false, error: refusalMessage('Could not acknowledge', 'permission-denied') });
  });
  it('acknowledges as the signed-in user; signed out writes nothing', async () => {
    const { store, calls } = setup('a@x.test');
    expect(await store.acknowledge('sys', 'ev1', 7)).toEqual({ ok: true, value: { by: 'a@x.test', at: 7 } });
    expect(calls).toEqual([['ack', 'sys', 'ev1', 'a@x.test', 7, '']]);
    // With a comment (trimmed); a comment over 500 characters is refused before any write.
    await store.acknowledge('sys', 'ev2', 8, '  Valve closed ');
    expect(calls.at(-1)).toEqual(['ack', 'sys', 'ev2', 'a@x.test', 8, 'Valve closed']);
    expect(await store.acknowledge('sys', 'ev3', 9, 'x'.repeat(501))).toEqual({
      ok: false,
      error: 'Keep the comment under 500 characters',
    });
    expect(calls).toHaveLength(2);
    const signedOut = setup(null);
    expect((await signedOut.store.acknowledge('sys', 'ev1')).ok).toBe(false);
    expect(signedOut.calls).toEqual([]);
  });
});
