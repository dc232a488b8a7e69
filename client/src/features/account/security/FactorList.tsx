import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { MfaEnrollment } from '@neuron/shared';
import { useFeature } from '../../../stores/StoreContext';
import { securityFeature } from '../../../stores/account/SecurityStore';

const KIND = { phone: 'Text message (SMS)', totp: 'Authenticator app' } as const;

/** The enrolled second factors: name, kind, enrolment time and phone number; each removable. */
export const FactorList = observer(function FactorList() {
  const security = useFeature(securityFeature);
  if (security.factors.length === 0) return <p>No second factor yet: signing in needs only your password.</p>;
  return (
    <table className="factor-table">
      <caption className="visually-hidden">Your second factors</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Kind</th>
          <th scope="col">Added</th>
          <th scope="col">Phone number</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {security.factors.map((f) => (
          <FactorRow key={f.uid} factor={f} />
        ))}
      </tbody>
    </table>
  );
});

const FactorRow = observer(function FactorRow({ factor }: { factor: MfaEnrollment }) {
  const security = useFeature(securityFeature);
  const [confirming, setConfirming] = useState(false);
  const name = factor.displayName || KIND[factor.factorId];
  return (
    <tr>
      <td>{name}</td>
      <td>{KIND[factor.factorId]}</td>
      <td>{factor.enrollmentTime ? new Date(factor.enrollmentTime).toLocaleString() : '—'}</td>
      <td>{factor.factorId === 'phone' ? factor.phoneNumber : '—'}</td>
      <td>
        {confirming ? (
          <>
            <button
              type="button"
              className="button danger"
              disabled={security.busy}
              onClick={() => void security.remove(factor.uid).then(() => setConfirming(false))}
            >
              Remove {name} now
            </button>
            <button type="button" className="button" onClick={() => setConfirming(false)}>
              Keep it
            </button>
          </>
        ) : (
          <button type="button" className="button" onClick={() => setConfirming(true)}>
            Remove {name}
          </button>
        )}
      </td>
    </tr>
  );
});
