import { observer } from 'mobx-react-lite';
import { useStores } from '../../stores/StoreContext';

/** "Notify me on this device": registers this browser for web push (or stops it). */
export const NotifyMeOnThisDevice = observer(function NotifyMeOnThisDevice({ prompt }: { prompt?: string }) {
  const { auth, push, ui } = useStores();
  const uid = auth.user?.uid;
  if (!uid) return null;
  return (
    <div className="notify-me" role="group" aria-label="Notifications on this device">
      {prompt && !push.registered && <p>{prompt}</p>}
      {push.registered ? (
        <p>
          This device gets alarm notifications.{' '}
          <button
            type="button"
            className="button subtle"
            disabled={push.busy}
            onClick={() => void ui.track(push.disable(uid))}
          >
            Stop notifications on this device
          </button>
        </p>
      ) : (
        <button type="button" className="button" disabled={push.busy} onClick={() => void ui.track(push.enable(uid))}>
          Notify me on this device
        </button>
      )}
      {push.error && (
        <p className="notice error" role="alert">
          {push.error}
        </p>
      )}
    </div>
  );
});
