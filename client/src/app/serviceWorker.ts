import { SW_MESSAGES_CHANNEL, TOAST_BUTTONS } from '@neuron/shared';
import type { UiStore } from '../stores/UiStore';
import { alertIfHidden, watchVisibility } from './favicon';

/** A push message as the service worker posts it on 'sw-messages' (docs/CALLS.md). */
interface SwMessage {
  text?: unknown;
  body?: unknown;
  redirect?: unknown;
}

/** Turns a push message into a warning toast whose button opens the redirect. */
export function showPushMessage(ui: UiStore, data: SwMessage): void {
  const text = typeof data.text === 'string' ? data.text : typeof data.body === 'string' ? data.body : '';
  if (!text) return;
  const redirect = typeof data.redirect === 'string' && data.redirect ? data.redirect : undefined;
  ui.showToast({ text, color: 'warning', redirect, buttonText: redirect ? TOAST_BUTTONS.open : TOAST_BUTTONS.close });
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

/**
 * Registers /sw.js with scope / (docs/CALLS.md; in development /dev-sw.js). When an updated worker takes over from the one that
 * controlled this page, the page reloads once (docs/BEHAVIOUR.md). The first install (no controller
 * before) does not reload, and one page reloads at most once, so there is no loop.
 */
export function registerServiceWorker(): void {
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
    .catch((e: unknown) => console.error('service worker registration failed', e));
}

/** Holds back the browser's install prompt and hands it to the install banner. */
export function holdInstallPrompt(ui: UiStore): void {
  window.addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault();
    ui.offerInstall(e as unknown as { prompt(): Promise<unknown> });
  });
  window.addEventListener('appinstalled', () => ui.offerInstall(null));
}
