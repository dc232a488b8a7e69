import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useStores } from '../../stores/StoreContext';

/** "Forgot password?": asks for the reset e-mail; the same answer whether or not the account exists. */
export default function ForgotPasswordScreen() {
  const { emailLinks, ui } = useStores();
  const [params] = useSearchParams();
  const [email, setEmail] = useState(params.get('mail') ?? '');
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(undefined);
    const result = await ui.track(emailLinks.requestReset(email));
    setBusy(false);
    if ('ok' in result) setSent(result.message);
    else setError(result.message);
  };

  return (
    <form className="form" onSubmit={submit} noValidate aria-labelledby="screen-title">
      <h1 id="screen-title">Reset your password</h1>
      <p>Enter the e-mail you sign in with and we will send you a link to choose a new password.</p>
      <label htmlFor="reset-email">E-mail</label>
      <input
        id="reset-email"
        type="email"
        autoComplete="username"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        aria-invalid={!!error}
        aria-describedby={error ? 'reset-email-error' : undefined}
        required
      />
      {error && (
        <p id="reset-email-error" className="notice error" role="alert">
          {error}
        </p>
      )}
      {sent && (
        <p className="notice info" role="status">
          {sent}
        </p>
      )}
      <button type="submit" className="button primary" disabled={busy}>
        Send the link
      </button>
      <p>
        <Link to={`/login${email ? `?mail=${encodeURIComponent(email)}` : ''}`}>Back to sign in</Link>
      </p>
    </form>
  );
}
