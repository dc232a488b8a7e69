import { reaction, when } from 'mobx';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { holdInstallPrompt, listenForPushMessages, registerServiceWorker } from './app/serviceWorker';
import { RootStore } from './stores/RootStore';
import { StoreProvider } from './stores/StoreContext';
import { firebaseTransport } from './stores/transport';
// Order matters for the cascade: theme, the device list, the shell, overlays, then screens.
import './styles/theme.css';
import './styles/devices.css';
import './styles/shell.css';
import './styles/overlays.css';
import './styles/screens.css';
import './styles/forms.css';
import './styles/manage.css';
import './styles/account.css';

const store = new RootStore(firebaseTransport);
// Before anything else: the install prompt can fire early.
holdInstallPrompt(store.ui);
store.start();
// The per-user listeners (systems, invites, profile) follow the verified signed-in user.
reaction(
  () => (store.auth.user?.emailVerified ? { uid: store.auth.user.uid, email: store.auth.user.email } : null),
  (user) => store.followUser(user),
  { fireImmediately: true, equals: (a, b) => a?.uid === b?.uid && a?.email === b?.email },
);
listenForPushMessages(store.ui);
// Device changes are cached at most every few seconds: write what is pending when the page goes.
window.addEventListener('pagehide', () => store.devices.flushCache());
registerServiceWorker();

// The Firestore data layer is a chunk of its own (the sign-in state comes from Auth alone, which
// is in the initial route). Signed in, the first screen needs it: load it right after the first
// frame. Signed out, it would share the network with the sign-in form's own script and delay the
// form: load it when the visitor first touches the page, or signs in.
const preloadData = () => firebaseTransport.preloadData();
when(
  () => store.auth.resolved,
  () => {
    if (store.auth.user) {
      requestAnimationFrame(() => setTimeout(preloadData, 0));
      return;
    }
    for (const type of ['pointerdown', 'keydown', 'focusin'])
      window.addEventListener(type, preloadData, { once: true, passive: true });
    when(() => !!store.auth.user, preloadData);
  },
);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StoreProvider store={store}>
      <App />
    </StoreProvider>
  </StrictMode>,
);
