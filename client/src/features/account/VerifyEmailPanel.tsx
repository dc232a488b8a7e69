import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useStores } from '../../stores/StoreContext';

/**
 * "Verify your e-mail": shown to a signed-in user whose e-mail is not verified yet (after
 * sign-up, or signing in before opening the link). Resend; "I have verified" reloads the user,
 * after which the guard lets them in.
 */
export const VerifyEmailPanel = observer(function VerifyEmailPanel() {
  const { auth, ui } = useStores();
  const navigate = useNavigate();
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<{ ok: boolean; text: string } | undefined>) => {
    setBusy(true);
    setMessage(undefined);
    const result = await ui.track(action());
    setBusy(false);
    setMessage(result);
  };
  const resend = () =>
    run(async () => {
      const r = await auth.resendVerification();
      return { ok: r.ok, text: r.message };
    });
  const verified = () =>
    run(async () => {
      const problem = await auth.confirmVerified();
      if (!problem) {
        navigate('/systems', { replace: true });
        return undefined;
      }
      return { ok: false, text: problem };
    });

  return (
    <section className="form" aria-labelledby="verify-title">
      <h1 id="verify-title">Verify your e-mail</h1>
      <p>
        Verify your e-mail address ({auth.user?.email}) to open your systems. We sent you a link: open it, then come
        back here.
      </p>
      {message && (
        <p className={`notice ${message.ok ? 'info' : 'error'}`} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      )}
      <button type="button" className="button primary" disabled={busy} onClick={() => void verified()}>
        I have verified
      </button>
      <button type="button" className="button" disabled={busy} onClick={() => void resend()}>
        Resend the e-mail
      </button>
      <button type="button" className="button" onClick={() => void auth.signOut()}>
        Use another account
      </button>
    </section>
  );
});
