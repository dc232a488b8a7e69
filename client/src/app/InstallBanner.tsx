import { observer } from 'mobx-react-lite';
import { useStores } from '../stores/StoreContext';

/** Shown instead of the browser's install prompt, which is held back (docs/PRODUCT.md). */
export const InstallBanner = observer(function InstallBanner() {
  const { ui } = useStores();
  if (!ui.installPrompt) return null;
  return (
    <aside className="install-banner" aria-label="Install Neuron">
      <span>Install Neuron on this device for quick access and notifications.</span>
      <button type="button" className="button primary" onClick={() => void ui.install()}>
        Install
      </button>
      <button type="button" className="button subtle" onClick={() => ui.offerInstall(null)}>
        Not now
      </button>
    </aside>
  );
});
