import { SW_MESSAGES_CHANNEL, TOAST_BUTTONS } from '@neuron/shared';
import type { UiStore } from '../stores/UiStore';
import { alertIfHidden, watchVisibility } from './favicon';

/** A push message as the service worker posts it on 'sw-messages' (docs/CALLS.md). */
interface SwMessage {
  text?: unknown;
  body?: unknown;
  redirect?: unknown;
  /** `{systemId}/{eventId}` of an event's push: the live alarm toast may have shown it already. */
  eventKey?: unknown;
}

/** Turns a push message into a warning toast whose button opens the redirect. */
export function showPushMessage(ui: UiStore, data: SwMessage): void {
  const text = typeof data.text === 'string' ? data.text : typeof data.body === 'string' ? data.body : '';
  if (!text) return;
  const redirect = typeof data.redirect === 'string' && data.redirect ? data.redirect : undefined;
  const toast = {
    text,
    color: 'warning' as const,
    redirect,
    buttonText: redirect ? TOAST_BUTTONS.open : TOAST_BUTTONS.close,
  };
  if (typeof data.eventKey === 'string' && data.eventKey) ui.showToastOnce(data.eventKey, toast);
  else ui.showToast(toast);
  alertIfHidden();
}

/** Listens for push messages from the service worker; returns the unsubscribe. */
export function listenForPushMessages(ui: UiStore): () => void {
  const channel = new BroadcastChannel(SW_MESSAGES_CHANNEL);
  channel.onmessage = (e: MessageEvent<SwMessage>) => showPushMessage(ui, e.data ?? {});
  const stopVisibility = watchVisibility();
  return () => {
    channel.close();
    stopVisibility();
  };
}

/** What the update toast says while a new version waits. */
export const UPDATE_READY_TEXT = 'A new version of Neuron is ready.';

/**
 * Offers a waiting worker (an installed update) with a toast that stays until used: its Update
 * button tells the worker to take over, and the controller change reloads the page.
 */
export function offerUpdate(ui: UiStore, waiting: Pick<ServiceWorker, 'postMessage'>): void {
  ui.showToast({ text: UPDATE_READY_TEXT, timeout: 0, update: () => waiting.postMessage({ type: 'skip-waiting' }) });
}

/** Calls `onWaiting` for an update already waiting and for each one that finishes installing. */
function watchForWaiting(registration: ServiceWorkerRegistration, onWaiting: (w: ServiceWorker) => void): void {
  // Only an update waits: on the first install nothing controls the page yet.
  if (registration.waiting && navigator.serviceWorker.controller) onWaiting(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && navigator.serviceWorker.controller) onWaiting(installing);
    });
  });
}

/**
 * Registers /sw.js with scope / (docs/CALLS.md; in development /dev-sw.js). An update waits and
 * is offered on a toast with Update (offerUpdate); when it takes over from the worker that
 * controlled this page, the page reloads once (docs/BEHAVIOUR.md). The first install (no
 * controller before) does not reload, and one page reloads at most once, so there is no loop.
 */
export function registerServiceWorker(ui: UiStore): void {
  if (!('serviceWorker' in navigator)) return;
  const hadController = !!navigator.serviceWorker.controller;
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!hadController || reloading) return;
    reloading = true;
    location.reload();
  });
  // The build emits /sw.js (vite-plugin-pwa injectManifest); the dev server serves the same source
  // unbundled, as a module worker, at /dev-sw.js?dev-sw. The mode tells them apart (DEV follows
  // NODE_ENV, which is 'test' when a test builds the app).
  const [url, type]: [string, WorkerType] =
    import.meta.env.MODE === 'development' ? ['/dev-sw.js?dev-sw', 'module'] : ['/sw.js', 'classic'];
  navigator.serviceWorker
    .register(url, { scope: '/', type })
    .then((registration) => watchForWaiting(registration, (waiting) => offerUpdate(ui, waiting)))
    .catch((e: unknown) => console.error('service worker registration failed', e));
}

/** Holds back the browser's install prompt and hands it to the install banner; returns the unsubscribe. */
export function holdInstallPrompt(ui: UiStore): () => void {
  const onPrompt = (e: Event) => {
    e.preventDefault();
    ui.offerInstall(e as unknown as { prompt(): Promise<unknown> });
  };
  const onInstalled = () => ui.offerInstall(null);
  window.addEventListener('beforeinstallprompt', onPrompt);
  window.addEventListener('appinstalled', onInstalled);
  return () => {
    window.removeEventListener('beforeinstallprompt', onPrompt);
    window.removeEventListener('appinstalled', onInstalled);
  };
}
