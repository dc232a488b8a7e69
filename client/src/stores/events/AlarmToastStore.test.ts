import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { showPushMessage } from '../../app/serviceWorker';
import type { LoadedEvent } from '../../data/events';
import { UiStore } from '../UiStore';
import { AlarmToastStore } from './AlarmToastStore';

const NOW = 1_800_000_000_000;
const event = (id: string, kind: string, time = NOW, text = 'Door open') =>
  ({ id, kind, time, text, deviceSn: 'S-1', acknowledgedAt: null }) as unknown as LoadedEvent;

// The data layer faked: each system's listener is a callback the test answers as Firestore would.
function setup() {
  const listeners = new Map<string, (events: LoadedEvent[]) => void>();
  const stopped: string[] = [];
  const transport = {
    watchUnacknowledgedEvents: (systemId: string, onChange: (events: LoadedEvent[]) => void) => {
      listeners.set(systemId, onChange);
      return () => stopped.push(systemId);
    },
  };
  const ui = new UiStore(null, () => NOW);
  const store = new AlarmToastStore(transport, ui, () => NOW);
  return { listeners, stopped, ui, store };
}

describe('AlarmToastStore: a new alarm toasts in any open page, once', () => {
  // A visible page (showPushMessage changes the tab's icon only when it is hidden).
  beforeAll(() => {
    (globalThis as { document?: unknown }).document = { visibilityState: 'visible' };
  });
  afterAll(() => {
    delete (globalThis as { document?: unknown }).document;
  });

  it('toasts an alarm that arrives after the first answer, naming the system, opening the event', () => {
    const { listeners, ui, store } = setup();
    store.follow([
      { id: 'sys-1', name: 'Greenhouse' },
      { id: 'sys-2', name: 'Cold store' },
    ]);
    listeners.get('sys-1')!([event('old', 'alarm', NOW - 3_600_000)]);
    listeners.get('sys-2')!([]);
    expect(ui.toast).toBeNull(); // what waited already is not news
    listeners.get('sys-2')!([event('e1', 'alarm', NOW + 1_000, 'Freezer: 2 °C')]);
    expect(ui.toast).toMatchObject({
      text: 'Cold store: Freezer: 2 °C',
      color: 'warning',
      redirect: '/systems/sys-2/events/e1',
      buttonText: 'Open',
    });
  });

  it('does not toast the same alarm twice, nor other kinds, nor an old alarm the server adds late', () => {
    const { listeners, ui, store } = setup();
    store.follow([{ id: 'sys-1', name: 'Greenhouse' }]);
    listeners.get('sys-1')!([]); // an empty first answer from the cache
    listeners.get('sys-1')!([event('hours-old', 'alarm', NOW - 3_600_000), event('off', 'offline', NOW)]);
    expect(ui.toast).toBeNull();
    listeners.get('sys-1')!([event('e1', 'alarm')]);
    const first = ui.toast;
    ui.closeToast();
    listeners.get('sys-1')!([event('e1', 'alarm'), event('off', 'offline')]);
    expect(first).not.toBeNull();
    expect(ui.toast).toBeNull();
  });

  it('a push message for an alarm the live events toasted already shows nothing more, and the other way round', () => {
    const { listeners, ui, store } = setup();
    store.follow([{ id: 'sys-1', name: 'Greenhouse' }]);
    listeners.get('sys-1')!([]);
    listeners.get('sys-1')!([event('e1', 'alarm')]);
    ui.closeToast();
    showPushMessage(ui, { text: 'Door open', redirect: '/systems/sys-1', eventKey: 'sys-1/e1' });
    expect(ui.toast).toBeNull();
    // The push came first for e2: the live alarm then adds no second toast.
    showPushMessage(ui, { text: 'Door open again', redirect: '/systems/sys-1', eventKey: 'sys-1/e2' });
    expect(ui.toast?.text).toBe('Door open again');
    ui.closeToast();
    listeners.get('sys-1')!([event('e1', 'alarm'), event('e2', 'alarm')]);
    expect(ui.toast).toBeNull();
  });

  it('stops the listeners of systems the user left, and all of them on sign-out', () => {
    const { stopped, store } = setup();
    store.follow([
      { id: 'sys-1', name: 'A' },
      { id: 'sys-2', name: 'B' },
    ]);
    store.follow([{ id: 'sys-2', name: 'B' }]);
    expect(stopped).toEqual(['sys-1']);
    store.dispose();
    expect(stopped).toEqual(['sys-1', 'sys-2']);
  });
});
