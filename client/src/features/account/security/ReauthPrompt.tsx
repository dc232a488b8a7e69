import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { RECENT_LOGIN_MESSAGE } from '@neuron/shared';
import type { SecurityStore } from '../../../stores/account/SecurityStore';
import { useStores } from '../../../stores/StoreContext';
import { MfaStep } from '../MfaStep';

/**
 * "Requires recent login": sign in again (password, or Google for a Google-only account, then
 * the second factor if there is one); the refused change is retried afterwards.
 */
export const ReauthPrompt = observer(function ReauthPrompt({
  flow,
  reason = RECENT_LOGIN_MESSAGE,
}: {
  flow: Pick<SecurityStore, 'reauth' | 'reauthenticate' | 'afterReauth' | 'cancelReauth'>;
  /** Why the prompt is shown; the re-verify catalogue's 'Requires recent login' by default. */
  reason?: string;
}) {
  const { auth } = useStores();
  const [password, setPassword] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const providers = auth.user?.providers ?? ['password'];
  const hasPassword = providers.includes('password');
  const hasGoogle = providers.includes('google.com');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void flow.reauthenticate({ password });
  };
  return (
    <section className="reauth" aria-labelledby="reauth-title">
      <h3 id="reauth-title" tabIndex={-1} ref={heading}>
        Sign in again
      </h3>
      <p className="notice warning" role="alert">
        {reason}
      </p>
      <p>For this change, confirm it is you. It is then done without asking again.</p>
      {flow.reauth.challenge ? (
        <MfaStep flow={flow.reauth} idPrefix="reauth-mfa" onDone={() => void flow.afterReauth()} />
      ) : (
        <form className="form" onSubmit={submit} noValidate>
          {hasPassword && (
            <>
              <label htmlFor="reauth-password">Your password</label>
              <input
                id="reauth-password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                required
              />
            </>
          )}
          {flow.reauth.error && (
            <p className="notice error" role="alert">
              {flow.reauth.error}
            </p>
          )}
          {hasPassword && (
            <button type="submit" className="button primary" disabled={flow.reauth.busy}>
              Confirm
            </button>
          )}
          {hasGoogle && (
            <button
              type="button"
              className="button"
              disabled={flow.reauth.busy}
              onClick={() => void flow.reauthenticate('google')}
            >
              Confirm with Google
            </button>
          )}
          <button type="button" className="button" onClick={() => flow.cancelReauth()}>
            Cancel
          </button>
        </form>
      )}
    </section>
  );
});
