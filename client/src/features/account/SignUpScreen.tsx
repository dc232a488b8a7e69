import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { signInErrorMessage } from '@neuron/shared';
import { useStores } from '../../stores/StoreContext';
import { CredentialsFields } from './CredentialsFields';

/** Sign up with e-mail and password; a verification e-mail follows, and the systems open once verified. */
const SignUpScreen = observer(function SignUpScreen() {
  const { auth, ui } = useStores();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    if (!email.includes('@')) return setError(signInErrorMessage('auth/invalid-email'));
    if (password.length < 6) return setError('Password must be at least 6 characters');
    setBusy(true);
    const message = await ui.track(auth.signUp(email, password));
    setBusy(false);
    if (message) setError(message);
    else setDone(true);
  };

  if (done)
    return (
      <section aria-labelledby="screen-title">
        <h1 id="screen-title">Check your e-mail</h1>
        <p role="status">We sent a verification link to {email}. Open it, then sign in.</p>
        <Link to={`/login?mail=${encodeURIComponent(email)}`}>Sign in</Link>
      </section>
    );
  return (
    <form className="form" onSubmit={submit} noValidate>
      <h1 id="screen-title">Create an account</h1>
      <CredentialsFields
        idPrefix="signup"
        email={email}
        password={password}
        onEmail={setEmail}
        onPassword={setPassword}
        newPassword
      />
      {error && (
        <p className="notice error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button primary" disabled={busy}>
        Create account
      </button>
      <p>
        Already have an account? <Link to="/login">Sign in</Link>
      </p>
    </form>
  );
});
export default SignUpScreen;
