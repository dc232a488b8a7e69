import { reaction } from 'mobx';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, appRouter } from './app/App';
import { preloadDataWhenNeeded } from './app/dataPreload';
import { feedbackReporter } from './app/externalLinks';
import { holdInstallPrompt, listenForPushMessages, registerServiceWorker } from './app/serviceWorker';
import { RootStore } from './stores/RootStore';
import { StoreProvider } from './stores/StoreContext';
import { firebaseTransport } from './stores/transport';
// Order matters for the cascade: theme, the device list, the shell, overlays, then screens.
import './styles/theme.css';
import './styles/controls.css';
import './styles/layout.css';
import './styles/devices.css';
import './styles/shell.css';
import './styles/overlays.css';
import './styles/screens.css';
import './styles/forms.css';
import './styles/manage.css';
import './styles/account.css';

let store: RootStore;
/** Start-up: each step in a task of its own (see below). */
const steps = [
  () => {
    // The stores (a few milliseconds of observables being made): not in the task that evaluates
    // the libraries.
    store = new RootStore(firebaseTransport);
    // Before anything else: the install prompt can fire early.
    holdInstallPrompt(store.ui);
    // An error toast's Report opens the feedback form with the message and the page it happened on.
    store.ui.reporter = feedbackReporter(() => location.pathname);
  },
  () => {
    store.start();
    // The per-user listeners (systems, invites, profile) follow the verified signed-in user.
    reaction(
      () => (store.auth.user?.emailVerified ? { uid: store.auth.user.uid, email: store.auth.user.email } : null),
      (user) => store.followUser(user),
      { fireImmediately: true, equals: (a, b) => a?.uid === b?.uid && a?.email === b?.email },
    );
  },
  () => {
    // Apart from Auth's start: together they were one task of ~25 ms on the bench's machine.
    listenForPushMessages(store.ui);
    // Device changes are cached at most every few seconds: write what is pending when the page goes.
    window.addEventListener('pagehide', () => store.pageHide());
    registerServiceWorker(store.ui);
    preloadDataWhenNeeded(store, () => firebaseTransport.preloadData());
  },
  () => appRouter(),
  () =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <StoreProvider store={store}>
          <App />
        </StoreProvider>
      </StrictMode>,
    ),
];
// The entry's work in six tasks rather than one: evaluating the libraries; making the stores;
// starting Auth and the listeners; the push, service worker and preload hooks; making the router;
// the first render. Lighthouse counts each task's time above 50 ms of a phone's CPU (about 12 ms
// here) as blocking (docs/FIRST_LOAD.md). Timers, not a top-level await: with one, the bundler
// keeps every module the lazy screens share with the entry out of the entry's chunk (37 files on
// the first load).
const runSteps = () => {
  steps.shift()?.();
  if (steps.length) setTimeout(runSteps, 0);
};
setTimeout(runSteps, 0);
