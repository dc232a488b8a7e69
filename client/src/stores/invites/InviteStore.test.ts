import { describe, expect, it } from 'vitest';
import type { LoadedInvite } from '../../data/invites';
import { InviteStore } from './InviteStore';
import type { Transport } from '../transport';
import { UiStore } from '../UiStore';

function invite(id: string, status: LoadedInvite['status'] = 'pending'): LoadedInvite {
  return {
    id,
    ref: null as unknown as LoadedInvite['ref'], // a fake transport has no Firestore reference
    user: 'a@b.dev',
    time: 1,
    systemId: `sys-${id}`,
    systemName: `System ${id}`,
    role: 'user',
    invitedBy: null,
    status,
  };
}

function setup() {
  let push: (list: LoadedInvite[]) => void = () => {};
  let stopped = 0;
  const transport = {
    watchInvites: (_email: string, onChange: (l: LoadedInvite[]) => void) => {
      push = onChange;
      return () => stopped++;
    },
  } as unknown as Transport; // only the call InviteStore makes
  const ui = new UiStore();
  const store = new InviteStore(transport, ui);
  store.start('a@b.dev');
  return { store, ui, push: (l: LoadedInvite[]) => push(l), stopped: () => stopped };
}

describe('InviteStore', () => {
  it('counts pending invites live and toasts only invites added after the first snapshot', () => {
    const { store, ui, push } = setup();
    push([invite('1'), invite('2', 'accepted')]);
    expect(store.pending).toHaveLength(1);
    expect(ui.toast).toBeNull();

    push([invite('3'), invite('1'), invite('2', 'accepted')]);
    expect(store.pending).toHaveLength(2);
    expect(ui.toast).toMatchObject({ text: 'New invitation to System 3', timeoutMs: 15000, buttonText: 'Open' });
    expect(ui.toast?.redirect).toBe('/invites');
    ui.closeToast();

    push([invite('3'), invite('1', 'declined'), invite('2', 'accepted')]);
    expect(store.pending).toHaveLength(1);
    expect(ui.toast).toBeNull();
  });

  it('stops listening on dispose', () => {
    const { store, stopped } = setup();
    store.dispose();
    expect(stopped()).toBe(1);
    expect(store.pending).toHaveLength(0);
  });
});

describe('InviteStore.answer', () => {
  it('says an answer is on its way until the call returns, and sends a second press nothing', async () => {
    let finish: (v: { ok: true; result: unknown }) => void = () => {};
    const calls: string[] = [];
    const transport = {
      acceptInvite: (id: string) => {
        calls.push(id);
        return new Promise((resolve) => (finish = resolve));
      },
    } as unknown as Transport;
    const store = new InviteStore(transport, new UiStore());
    const first = store.answer('inv-1', true);
    expect(store.answering).toEqual({ 'inv-1': 'accept' });
    expect(await store.answer('inv-1', true)).toEqual({ ok: false, error: 'Your answer is on its way.' });
    finish({ ok: true, result: {} });
    expect(await first).toEqual({ ok: true, value: undefined });
    expect(store.answering).toEqual({});
    expect(calls).toEqual(['inv-1']);
  });
});
