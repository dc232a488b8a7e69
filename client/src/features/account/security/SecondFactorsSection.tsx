import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useFeature, useStores } from '../../../stores/StoreContext';
import { securityFeature } from '../../../stores/account/SecurityStore';
import { FactorList } from './FactorList';
import { PhoneEnrolForm } from './PhoneEnrolForm';
import { ReauthPrompt } from './ReauthPrompt';
import { TotpEnrolForm } from './TotpEnrolForm';

/** Second factors: the enrolled ones, and adding a phone or an authenticator app. */
export const SecondFactorsSection = observer(function SecondFactorsSection() {
  const { auth } = useStores();
  const security = useFeature(securityFeature);
  const [adding, setAdding] = useState<'phone' | 'totp'>();
  const uid = auth.user?.uid;
  useEffect(() => {
    if (uid) security.load();
  }, [security, uid]);

  const close = () => setAdding(undefined);
  const open = (kind: 'phone' | 'totp') => {
    security.cancel();
    setAdding(kind);
    if (kind === 'totp') void security.startTotp();
  };
  // A finished enrolment closes its form.
  useEffect(() => {
    if (security.notice) setAdding(undefined);
  }, [security.notice]);

  return (
    <section aria-labelledby="factors-title">
      <h3 id="factors-title">Second factors</h3>
      <FactorList />
      {security.notice && (
        <p className="notice info" role="status">
          {security.notice}
        </p>
      )}
      {!adding && security.error && !security.reauthNeeded && (
        <p className="notice error" role="alert">
          {security.error}
        </p>
      )}
      {security.reauthNeeded && <ReauthPrompt flow={security} />}
      {adding === 'phone' && <PhoneEnrolForm onClose={close} />}
      {adding === 'totp' && <TotpEnrolForm onClose={close} />}
      {!adding && (
        <div className="screen-actions">
          <button type="button" className="button" onClick={() => open('phone')}>
            Add a phone number
          </button>
          <button type="button" className="button" onClick={() => open('totp')}>
            Add an authenticator app
          </button>
        </div>
      )}
    </section>
  );
});
