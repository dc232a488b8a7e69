import { observer } from 'mobx-react-lite';
import { useStores } from '../stores/StoreContext';

/**
 * Shown instead of the browser's install prompt, which is held back (docs/PRODUCT.md), once the
 * user is signed in: on the sign-in and sign-up screens the visitor is there to sign in, and on a
 * phone the banner, arriving late, would cover the top of the form (and be the page's largest
 * paint, seconds after the form: docs/PERFORMANCE_LEFT.md).
 */
export const InstallBanner = observer(function InstallBanner() {
  const { auth, ui } = useStores();
  if (!ui.installPrompt || !auth.user) return null;
  return (
    <aside className="install-banner" aria-label="Install Neuron">
      <span>Install Neuron on this device for quick access and notifications.</span>
      <button type="button" className="button primary" onClick={() => void ui.install()}>
        Install
      </button>
      <button type="button" className="button subtle" onClick={() => ui.dismissInstall()}>
        Not now
      </button>
    </aside>
  );
});
