import { ACCOUNT_MESSAGES } from '@neuron/shared';
import { useSearchParams } from 'react-router-dom';
import { ResetPasswordForm } from './ResetPasswordForm';
import { VerifyEmailResult } from './VerifyEmailResult';

/**
 * The handler of the links Firebase e-mails (its action URL points here): `mode` says which,
 * `oobCode` is the one-time code. Password reset and e-mail verification are handled in the app.
 */
export default function AuthActionScreen() {
  const [params] = useSearchParams();
  const mode = params.get('mode');
  const oobCode = params.get('oobCode') ?? '';
  if (mode === 'resetPassword' && oobCode) return <ResetPasswordForm oobCode={oobCode} />;
  if (mode === 'verifyEmail' && oobCode) return <VerifyEmailResult oobCode={oobCode} />;
  return (
    <section className="form" aria-labelledby="screen-title">
      <h1 id="screen-title">Account link</h1>
      <p className="notice error" role="alert">
        {ACCOUNT_MESSAGES.unknownAction}
      </p>
    </section>
  );
}
