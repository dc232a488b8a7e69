import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useStores } from '../../../stores/StoreContext';

/** Said once the merge is done (the flag is cleared and the guard lets the user go). */
export function MergedNotice() {
  return (
    <p className="notice info" role="status">
      Your two accounts are one now; you can sign in with either method. <Link to="/systems">Open your systems</Link>
    </p>
  );
}

/**
 * Shown while the account is flagged for merge: why the app holds the user here, and the merge
 * itself (prove the other account by signing in to it).
 */
export const MergePanel = observer(function MergePanel() {
  const { auth, merge } = useStores();
  const email = auth.user?.email ?? '';
  const [password, setPassword] = useState('');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void merge.merge({ email, password });
  };
  return (
    <section aria-labelledby="merge-title">
      <h3 id="merge-title">Merge your accounts</h3>
      <p className="notice warning" role="alert">
        Your account must be merged with your other sign-in method before you can continue.
      </p>
      <p>
        Another Neuron account uses your e-mail {email}, for example one made by signing in with Google. Your systems,
        invitations and settings would be split between the two, so Neuron keeps you here until they are one. Sign in to
        the other account once to prove it is yours: its settings join this account, its sign-in method is added to this
        one, and the other account is removed.
      </p>
      <form className="form" onSubmit={submit} noValidate aria-labelledby="merge-password-title">
        <h4 id="merge-password-title">The other account signs in with a password</h4>
        <label htmlFor="merge-password">Password of the other account ({email})</label>
        <input
          id="merge-password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
        />
        <button type="submit" className="button primary" disabled={merge.busy}>
          Merge with this password
        </button>
      </form>
      <p>Or, if the other account signs in with Google:</p>
      <button type="button" className="button" disabled={merge.busy} onClick={() => void merge.merge('google')}>
        Merge with Google
      </button>
      {merge.error && (
        <p className="notice error" role="alert">
          {merge.error}
        </p>
      )}
    </section>
  );
});
