import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ACCOUNT_MESSAGES, PASSWORD_MIN_LENGTH } from '@neuron/shared';
import type { FieldProblem } from '../../stores/account/EmailLinkStore';
import { useStores } from '../../stores/StoreContext';

/** Checks a password-reset code, then sets the new password (validated, errors beside the fields). */
export function ResetPasswordForm({ oobCode }: { oobCode: string }) {
  const { emailLinks, ui } = useStores();
  const [check, setCheck] = useState<{ ok: true; email: string } | { ok: false; message: string }>();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problem, setProblem] = useState<FieldProblem>();
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void emailLinks.inspect(oobCode).then((c) => live && setCheck(c));
    return () => {
      live = false;
    };
  }, [emailLinks, oobCode]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const result = await ui.track(emailLinks.resetPassword(oobCode, password, repeat));
    setBusy(false);
    setProblem(result);
    if (!result) setDone(true);
  };
  const errorOf = (field: FieldProblem['field']) =>
    problem?.field === field ? (
      <p id={`reset-${field}-error`} className="notice error" role="alert">
        {problem.message}
      </p>
    ) : null;
  const describedBy = (field: FieldProblem['field']) => (problem?.field === field ? `reset-${field}-error` : undefined);

  const email = check?.ok ? check.email : '';
  return (
    <form className="form" onSubmit={submit} noValidate aria-labelledby="screen-title">
      <h1 id="screen-title">Choose a new password</h1>
      {!check && <p role="status">Checking the link…</p>}
      {check && !check.ok && (
        <p className="notice error" role="alert">
          {check.message} <Link to="/forgotpassword">Ask for a new link</Link>
        </p>
      )}
      {done && (
        <p className="notice info" role="status">
          {ACCOUNT_MESSAGES.passwordChanged} <Link to={`/login?mail=${encodeURIComponent(email)}`}>Sign in</Link>
        </p>
      )}
      {check?.ok && !done && (
        <>
          <p>For {email}</p>
          <label htmlFor="reset-password">New password</label>
          <p id="reset-password-hint" className="hint">
            At least {PASSWORD_MIN_LENGTH} characters.
          </p>
          <input
            id="reset-password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={problem?.field === 'password'}
            aria-describedby={['reset-password-hint', describedBy('password')].filter(Boolean).join(' ')}
            required
          />
          {errorOf('password')}
          <label htmlFor="reset-repeat">Repeat the new password</label>
          <input
            id="reset-repeat"
            type="password"
            autoComplete="new-password"
            value={repeat}
            onChange={(e) => setRepeat(e.target.value)}
            aria-invalid={problem?.field === 'repeat'}
            aria-describedby={describedBy('repeat')}
            required
          />
          {errorOf('repeat')}
          {errorOf('code')}
          <button type="submit" className="button primary" disabled={busy}>
            Save the new password
          </button>
        </>
      )}
    </form>
  );
}
