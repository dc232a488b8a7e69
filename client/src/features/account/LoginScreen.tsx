import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useStores } from '../../stores/StoreContext';
import { CredentialsFields } from './CredentialsFields';
import { GoogleButton } from './GoogleButton';
import { MfaStep } from './MfaStep';
import { VerifyEmailPanel } from './VerifyEmailPanel';

/**
 * Sign in (docs/BEHAVIOUR.md, sign-in result): e-mail and password or Google; a second factor is a
 * step of its own; a signed-in user whose e-mail is unverified sees the verify panel. The `mail`
 * query parameter pre-fills the e-mail.
 */
export const LoginScreen = observer(function LoginScreen() {
  const { auth, signIn } = useStores();
  const [params] = useSearchParams();
  const [email, setEmail] = useState(params.get('mail') ?? '');
  const [password, setPassword] = useState('');

  // A Google redirect (narrow screens) comes back here: its outcome shows on this screen.
  useEffect(() => {
    void signIn.completeRedirect();
  }, [signIn]);
  useEffect(() => {
    if (signIn.linkEmail) setEmail(signIn.linkEmail);
  }, [signIn.linkEmail]);

  if (auth.user && !auth.user.emailVerified) return <VerifyEmailPanel />;
  if (signIn.challenge) return <MfaStep flow={signIn} />;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void signIn.signInWithPassword(email, password);
  };
  return (
    <form className="form" onSubmit={submit} noValidate aria-labelledby="screen-title">
      <h1 id="screen-title">Sign in</h1>
      {signIn.linkEmail && (
        <p className="notice warning" role="status">
          {signIn.linkEmail} already signs in with a password. Enter it once to add Google sign-in to that account.
        </p>
      )}
      <CredentialsFields
        idPrefix="login"
        email={email}
        password={password}
        onEmail={setEmail}
        onPassword={setPassword}
      />
      {signIn.error && (
        <p className="notice error" role="alert">
          {signIn.error}
        </p>
      )}
      <button type="submit" className="button primary" disabled={signIn.busy}>
        {signIn.busy ? 'Signing in…' : 'Sign in'}
      </button>
      <p>
        <Link to={`/forgotpassword${email ? `?mail=${encodeURIComponent(email)}` : ''}`}>Forgot password?</Link>
      </p>
      {!signIn.linkEmail && <GoogleButton />}
      <p>
        New here? <Link to="/signup">Create an account</Link>
      </p>
    </form>
  );
});
