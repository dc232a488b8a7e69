import { isAdminOf, isMemberOf } from '@neuron/shared';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useFeature, useStores } from '../../stores/StoreContext';
import { membershipFeature } from '../../stores/systems/MembershipStore';
import { useMembership } from '../../stores/systems/systemReads';

/**
 * "Leave system" for every member: a first click asks to confirm (leaving cannot be undone
 * without a new invitation), the second takes the member out and goes to the systems list. The
 * only admin is told why they cannot, instead of being offered it.
 */
export const LeaveSystemPanel = observer(function LeaveSystemPanel({ systemId }: { systemId: string }) {
  const { auth } = useStores();
  const membership = useFeature(membershipFeature);
  const live = useMembership(systemId);
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string>();
  const m = live.value;
  const me = auth.email;
  if (!m || !me) return null;
  const isAdmin = isAdminOf(m, me);
  if (!isMemberOf(m, me)) return null;

  const leave = async () => {
    const result = await membership.leave(systemId, m, me);
    if (result.ok) navigate('/systems');
    else setError(result.error);
  };

  return (
    <section className="device-section" aria-labelledby="leave-title">
      <h2 id="leave-title">Leave system</h2>
      {isAdmin && m.admin.length === 1 ? (
        <p className="card-meta" data-testid="leave-only-admin">
          You are the only admin: make someone else admin before you leave.
        </p>
      ) : confirming ? (
        <p className="inline-form">
          <span>Leave {m.name || systemId}? You will need a new invitation to come back.</span>
          <button type="button" className="button danger" onClick={() => void leave()}>
            Yes, leave
          </button>
          <button type="button" className="button subtle" onClick={() => setConfirming(false)}>
            Cancel
          </button>
        </p>
      ) : (
        <button type="button" className="button subtle" onClick={() => setConfirming(true)}>
          Leave system
        </button>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
});
