import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { InviteView } from '../../stores/models';
import { LoadState } from '../../app/LoadState';
import { useStores } from '../../stores/StoreContext';

/** An invitation's state in words (the stored value stays in data-status). */
const STATUS_TEXT: Record<InviteView['status'], string> = {
  pending: 'Waiting for your answer',
  accepted: 'Accepted',
  declined: 'Declined',
};

/** A role in words. */
const ROLE_TEXT: Record<InviteView['role'], string> = { admin: 'administrator', user: 'member' };

/** One invitation: who invited to what, and Accept / Decline while it is pending. */
const InviteItem = observer(function InviteItem({ invite }: { invite: InviteView }) {
  const { invites } = useStores();
  const [error, setError] = useState<string>();
  const name = invite.systemName || invite.systemId;
  const answering = invites.answering[invite.id];
  const busy = answering !== undefined;
  const answer = async (accept: boolean) => {
    const result = await invites.answer(invite.id, accept);
    setError(result.ok ? undefined : result.error);
  };
  return (
    <li data-invite={invite.id}>
      <strong>{name}</strong>{' '}
      <span className="card-meta">
        as {ROLE_TEXT[invite.role]}
        {invite.invitedBy && ` · from ${invite.invitedBy}`} · {new Date(invite.time).toLocaleString()} ·{' '}
        <span data-testid="invite-status" data-status={invite.status}>
          {STATUS_TEXT[invite.status]}
        </span>
      </span>
      {invite.status === 'pending' && (
        <span className="screen-actions">
          <button
            type="button"
            className="button primary"
            disabled={busy}
            aria-busy={answering === 'accept'}
            aria-label={`Accept invitation to ${name}`}
            onClick={() => void answer(true)}
          >
            {answering === 'accept' ? 'Accepting…' : 'Accept'}
          </button>
          <button
            type="button"
            className="button subtle"
            disabled={busy}
            aria-busy={answering === 'decline'}
            aria-label={`Decline invitation to ${name}`}
            onClick={() => void answer(false)}
          >
            {answering === 'decline' ? 'Declining…' : 'Decline'}
          </button>
        </span>
      )}
      {busy && (
        <p role="status" className="hint" data-testid="invite-progress">
          {answering === 'accept' ? `Joining ${name}: this can take a few seconds…` : 'Declining the invitation…'}
        </p>
      )}
      {invite.status === 'accepted' && (
        <>
          {' '}
          <Link to={`/systems/${encodeURIComponent(invite.systemId)}`}>Open {name}</Link>
        </>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
});

/** The invitations addressed to the signed-in e-mail, newest first, live. */
const InvitesScreen = observer(function InvitesScreen() {
  const { invites } = useStores();
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title">Invitations</h1>
      <LoadState state={{ loaded: invites.loaded, error: null, value: invites.invites }}>
        {(list) =>
          list.length === 0 ? (
            <p className="empty">No invitations.</p>
          ) : (
            <ul className="plain-list" aria-label="Invitations">
              {list.map((i) => (
                <InviteItem key={i.id} invite={i} />
              ))}
            </ul>
          )
        }
      </LoadState>
    </section>
  );
});
export default InvitesScreen;
