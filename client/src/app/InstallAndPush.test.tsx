import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { SW_MESSAGES_CHANNEL } from '@neuron/shared';
import { signedInUser } from '../testing/fakeTransport';
import { ADMIN, SYSTEM } from '../testing/fixtures';
import { renderApp } from '../testing/renderApp';
import { FAVICON, FAVICON_ALERT } from './favicon';
import { holdInstallPrompt, listenForPushMessages } from './serviceWorker';

// The shell's hooks that main.tsx starts beside the app: messages from the service worker on
// 'sw-messages' and the browser's held-back install prompt (moved down from
// tests/e2e/shell.test.ts). The worker itself, registered and pushing, stays in the browser
// (tests/e2e/offlineReload.test.ts).

/** Starts a hook as main.tsx does, stopped when the test ends. */
function started(stop: () => void): void {
  onTestFinished(stop);
}

/** The event the browser fires when the app could be installed; `prompted` counts prompt() calls. */
function installPromptEvent() {
  const counts = { prompted: 0 };
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: () => {
      counts.prompted++;
      return Promise.resolve();
    },
  });
  return { event, counts };
}

/** Sets what document.visibilityState says (a hidden or visible tab), until the test ends. */
function tabIs(state: 'hidden' | 'visible'): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  onTestFinished(() => {
    delete (document as { visibilityState?: unknown }).visibilityState;
  });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('messages from the service worker', () => {
  it('turns a message on sw-messages into a warning toast whose Open button goes to the redirect', async () => {
    const app = renderApp('/systems', { systems: [SYSTEM] });
    started(listenForPushMessages(app.store.ui));
    await screen.findByRole('button', { name: /^User menu/ });
    const worker = new BroadcastChannel(SW_MESSAGES_CHANNEL);
    onTestFinished(() => worker.close());
    worker.postMessage({ body: 'Water tank low', redirect: '/systems/sys1/events' });
    const toast = await screen.findByTestId('toast');
    await waitFor(() => expect(toast.textContent).toContain('Water tank low'));
    expect(toast.getAttribute('class')).toContain('toast-warning');
    await app.user.click(within(toast).getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/systems/sys1/events'));
  });

  it('switches the favicon to the alert icon for a push while the tab is hidden, and back when visible', async () => {
    const icon = Object.assign(document.createElement('link'), { rel: 'icon' });
    icon.setAttribute('href', FAVICON);
    document.head.append(icon);
    onTestFinished(() => icon.remove());
    const app = renderApp('/systems', { systems: [SYSTEM] });
    started(listenForPushMessages(app.store.ui));
    tabIs('hidden');
    const worker = new BroadcastChannel(SW_MESSAGES_CHANNEL);
    onTestFinished(() => worker.close());
    worker.postMessage({ text: 'Door open' });
    await waitFor(() => expect(icon.getAttribute('href')).toBe(FAVICON_ALERT));
    tabIs('visible');
    expect(icon.getAttribute('href')).toBe(FAVICON);
  });
});

describe('the install banner', () => {
  it('holds back beforeinstallprompt and shows an install banner whose Install button prompts once', async () => {
    const app = renderApp('/systems', { systems: [SYSTEM] });
    started(holdInstallPrompt(app.store.ui));
    await screen.findByRole('button', { name: /^User menu/ });
    const { event, counts } = installPromptEvent();
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    const banner = await screen.findByRole('complementary', { name: 'Install Neuron' });
    await app.user.click(within(banner).getByRole('button', { name: 'Install' }));
    await waitFor(() => expect(screen.queryByRole('complementary', { name: 'Install Neuron' })).toBeNull());
    expect(counts.prompted).toBe(1);
  });

  it('keeps the banner off the sign-in form, shows it once signed in; "Not now" is remembered on the next load', async () => {
    const app = renderApp('/login', { as: null });
    started(holdInstallPrompt(app.store.ui));
    await screen.findByLabelText('E-mail');
    const first = installPromptEvent();
    window.dispatchEvent(first.event);
    // Taken (held back), and nothing shows on the sign-in form.
    expect(first.event.defaultPrevented).toBe(true);
    expect(screen.queryByRole('complementary', { name: 'Install Neuron' })).toBeNull();
    // Signed in on the same page (no reload): the prompt held back meanwhile is offered now.
    app.fake.push('watchSystemsForUser', [SYSTEM], true);
    app.fake.signIn(signedInUser(ADMIN));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/systems'));
    const banner = await screen.findByRole('complementary', { name: 'Install Neuron' });
    await app.user.click(within(banner).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('complementary', { name: 'Install Neuron' })).toBeNull());
    // The next load (a new app over the same storage): the browser's prompt is held back unseen.
    app.unmount();
    const next = renderApp('/systems', { systems: [SYSTEM] });
    started(holdInstallPrompt(next.store.ui));
    await screen.findByRole('button', { name: /^User menu/ });
    const second = installPromptEvent();
    window.dispatchEvent(second.event);
    expect(second.event.defaultPrevented).toBe(true);
    await screen.findAllByRole('link', { name: 'Home' });
    expect(screen.queryByRole('complementary', { name: 'Install Neuron' })).toBeNull();
  });
});
