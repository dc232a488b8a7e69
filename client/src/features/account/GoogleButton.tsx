import { observer } from 'mobx-react-lite';
import { useStores } from '../../stores/StoreContext';

/** Phones and narrow windows use a redirect: a popup there opens as a tab that users lose. */
const NARROW = '(max-width: 600px)';

/** "Continue with Google": a popup on wide screens, a redirect on narrow ones. */
export const GoogleButton = observer(function GoogleButton() {
  const { signIn } = useStores();
  return (
    <button
      type="button"
      className="button"
      disabled={signIn.busy}
      onClick={() => void signIn.signInWithGoogle(window.matchMedia(NARROW).matches)}
    >
      Continue with Google
    </button>
  );
});
