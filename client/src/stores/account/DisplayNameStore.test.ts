import { ACCOUNT_MESSAGES } from '@neuron/shared';
import { describe, expect, it } from 'vitest';
import type { SaveResult } from './AccountSettingsStore';
import { DisplayNameStore } from './DisplayNameStore';
import { displayNameError } from './displayNameCheck';

function fakeSettings(answer: SaveResult = { ok: true }) {
  const saved: string[] = [];
  return {
    saved,
    settings: {
      saveDisplayName: async (name: string) => {
        saved.push(name);
        return answer;
      },
    },
  };
}

describe('the display-name editor', () => {
  it('checks the name by the shared profile schema', () => {
    expect(displayNameError('Ada')).toBeUndefined();
    expect(displayNameError(` ${'x'.repeat(100)} `)).toBeUndefined();
    expect(displayNameError('x'.repeat(101))).toBe(ACCOUNT_MESSAGES.displayNameTooLong);
  });

  it('saves a typed name: dirty until saved, then the saved state', async () => {
    const { settings, saved } = fakeSettings();
    const store = new DisplayNameStore(settings, 'Ada');
    expect(store.dirty).toBe(false);
    store.setName('Ada Lovelace');
    expect(store.dirty).toBe(true);
    expect(await store.save()).toBe(true);
    expect(saved).toEqual(['Ada Lovelace']);
    expect(store.status).toEqual({ kind: 'saved' });
    expect(store.dirty).toBe(false);
  });

  it('writes nothing for a name too long, with the message beside the field until it is changed', async () => {
    const { settings, saved } = fakeSettings();
    const store = new DisplayNameStore(settings, 'Ada');
    store.setName('x'.repeat(101));
    expect(await store.save()).toBe(false);
    expect(saved).toEqual([]);
    expect(store.error).toBe(ACCOUNT_MESSAGES.displayNameTooLong);
    store.setName('Ada L');
    expect(store.error).toBeUndefined();
  });

  it('a refused save says why and stays dirty', async () => {
    const { settings } = fakeSettings({ ok: false, message: 'Sign in again' });
    const store = new DisplayNameStore(settings, 'Ada');
    store.setName('Grace');
    expect(await store.save()).toBe(false);
    expect(store.status).toEqual({ kind: 'failed', text: 'Sign in again' });
    expect(store.dirty).toBe(true);
  });

  it('Cancel puts the stored name back', () => {
    const store = new DisplayNameStore(fakeSettings().settings, 'Ada');
    store.setName('x'.repeat(101));
    store.cancel();
    expect(store.name).toBe('Ada');
    expect(store.error).toBeUndefined();
    expect(store.dirty).toBe(false);
  });

  it('follows the stored name while nothing is typed, never over a typed one', () => {
    const store = new DisplayNameStore(fakeSettings().settings, '');
    store.follow('Ada');
    expect(store.name).toBe('Ada');
    expect(store.dirty).toBe(false);
    store.setName('Grace');
    store.follow('Ada B');
    expect(store.name).toBe('Grace');
    expect(store.dirty).toBe(true);
  });
});
