import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { RootStore } from './stores/RootStore';
import { StoreProvider } from './stores/StoreContext';
import { firebaseTransport } from './stores/transport';
import './styles/theme.css';

const store = new RootStore(firebaseTransport);
store.start();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StoreProvider store={store}>
      <App />
    </StoreProvider>
  </StrictMode>,
);
