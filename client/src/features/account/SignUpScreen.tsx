import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { credentialsProblem } from '@neuron/shared';
import { useStores } from '../../stores/StoreContext';
import { CredentialsFields } from './CredentialsFields';
import { VerifyEmailPanel } from './VerifyEmailPanel';

/** Sign up with e-mail and password; then the verify-your-e-mail step; the systems open once verified. */
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
    const problem = credentialsProblem(email, password);
    if (problem) return setError(problem);
    setBusy(true);
    const message = await ui.track(auth.signUp(email, password));
    setBusy(false);
    if (message) setError(message);
    else setDone(true);
  };

  // Signed up (and so signed in, unverified): the verify step, until the link is opened.
  if (done && auth.user && !auth.user.emailVerified) return <VerifyEmailPanel />;
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
