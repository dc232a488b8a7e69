import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useStores } from '../../stores/StoreContext';
import { CredentialsFields } from './CredentialsFields';

/** Sign in with e-mail and password; the `mail` query parameter pre-fills the e-mail. */
export const LoginScreen = observer(function LoginScreen() {
  const { auth, ui } = useStores();
  const [params] = useSearchParams();
  const [email, setEmail] = useState(params.get('mail') ?? '');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(undefined);
    const message = await ui.track(auth.signIn(email, password));
    setBusy(false);
    if (message) setError(message);
  };

  const unverified = auth.user && !auth.user.emailVerified;
  return (
    <form className="form" onSubmit={submit} noValidate>
      <h1>Sign in</h1>
      {unverified && (
        <p className="notice warning" role="status">
          Verify your e-mail address ({auth.user?.email}) to open your systems.
        </p>
      )}
      <CredentialsFields
        idPrefix="login"
        email={email}
        password={password}
        onEmail={setEmail}
        onPassword={setPassword}
      />
      {error && (
        <p className="notice error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button primary" disabled={busy}>
        {busy ? 'Signing in…' : 'Sign in'}
      </button>
      <p>
        New here? <Link to="/signup">Create an account</Link>
      </p>
    </form>
  );
});
