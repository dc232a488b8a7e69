import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ErrorBoundary } from '../../app/ErrorBoundary';
import { retryableLazy } from '../../app/retryableLazy';
import { useStores } from '../../stores/StoreContext';
import { CredentialsFields } from './CredentialsFields';
import { GoogleButton } from './GoogleButton';
import type { MfaStepProps } from './MfaStep';

// Steps few sign-ins reach (a second factor, an unverified e-mail): lazy chunks, out of the first
// screen's JavaScript (docs/PERFORMANCE.md).
const mfa = retryableLazy<MfaStepProps>(() => import('./MfaStep').then((m) => ({ default: m.MfaStep })));
const verify = retryableLazy<object>(() => import('./VerifyEmailPanel').then((m) => ({ default: m.VerifyEmailPanel })));

function LazyStep({ retry, children }: { retry: () => void; children: ReactNode }) {
  return (
    <ErrorBoundary what="This step" onRetry={retry}>
      <Suspense fallback={<p role="status">Loading…</p>}>{children}</Suspense>
    </ErrorBoundary>
  );
}

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

  if (auth.user && !auth.user.emailVerified)
    return (
      <LazyStep retry={verify.reset}>
        <verify.Component />
      </LazyStep>
    );
  if (signIn.challenge)
    return (
      <LazyStep retry={mfa.reset}>
        <mfa.Component flow={signIn} />
      </LazyStep>
    );

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
