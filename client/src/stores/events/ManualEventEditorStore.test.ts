import { describe, expect, it } from 'vitest';
import { ManualEventEditorStore } from './ManualEventEditorStore';

function setup(email: string | null) {
  const calls: unknown[][] = [];
  const transport = {
    createManualEvent: async (...args: unknown[]) => {
      calls.push(args);
      return 'ev1';
    },
  };
  return { store: new ManualEventEditorStore(transport, { email }, 'sys'), calls };
}

describe('ManualEventEditorStore', () => {
  it('creates a manual event signed by the signed-in e-mail and answers with its id', async () => {
    const { store, calls } = setup('a@x.test');
    store.set('text', ' Door open ');
    store.set('deviceSn', 'S-1');
    expect(await store.save(5)).toBe('ev1');
    expect(calls).toEqual([['sys', { text: 'Door open', deviceSn: 'S-1', time: 5 }, 'a@x.test']]);
    expect(store.dirty).toBe(false);
  });

  it('refuses empty text with the field message and writes nothing', async () => {
    const { store, calls } = setup('a@x.test');
    store.set('text', '  ');
    expect(await store.save()).toBeNull();
    expect(store.errors).toEqual({ text: 'Describe the event' });
    expect(calls).toEqual([]);
  });

  it('signed out, says so and writes nothing', async () => {
    const { store, calls } = setup(null);
    store.set('text', 'Door open');
    expect(await store.save()).toBeNull();
    expect(store.status).toEqual({ kind: 'failed', text: 'Sign in to create events.' });
    expect(calls).toEqual([]);
  });
});
