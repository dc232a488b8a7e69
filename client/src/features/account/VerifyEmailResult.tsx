import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { ACCOUNT_MESSAGES } from '@neuron/shared';
import { useStores } from '../../stores/StoreContext';

/** Applies an e-mail verification link once and says how it went. */
export const VerifyEmailResult = observer(function VerifyEmailResult({ oobCode }: { oobCode: string }) {
  const { auth, emailLinks } = useStores();
  const [result, setResult] = useState<{ ok: boolean; text: string }>();
  // A code works once: StrictMode's second effect run must not apply it again.
  const applied = useRef<string>(undefined);
  useEffect(() => {
    if (applied.current === oobCode) return;
    applied.current = oobCode;
    void emailLinks
      .verifyEmail(oobCode)
      .then((failure) =>
        setResult(failure ? { ok: false, text: failure } : { ok: true, text: ACCOUNT_MESSAGES.emailVerified }),
      );
  }, [emailLinks, oobCode]);

  return (
    <section className="form" aria-labelledby="screen-title">
      <h1 id="screen-title">Verify your e-mail</h1>
      {!result && <p role="status">Checking the link…</p>}
      {result && (
        <p className={`notice ${result.ok ? 'info' : 'error'}`} role={result.ok ? 'status' : 'alert'}>
          {result.text}
        </p>
      )}
      {result && <Link to={auth.user ? '/systems' : '/login'}>{auth.user ? 'Open your systems' : 'Sign in'}</Link>}
    </section>
  );
});
