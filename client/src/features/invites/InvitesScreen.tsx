import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { LoadedInvite } from '../../data/invites';
import { useStores } from '../../stores/StoreContext';

/** One invitation: who invited to what, and Accept / Decline while it is pending. */
const InviteItem = observer(function InviteItem({ invite }: { invite: LoadedInvite }) {
  const { invites } = useStores();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const name = invite.systemName || invite.systemId;
  const answer = async (accept: boolean) => {
    setBusy(true);
    setError(await invites.answer(invite.id, accept));
    setBusy(false);
  };
  return (
    <li data-invite={invite.id}>
      <strong>{name}</strong>{' '}
      <span className="card-meta">
        as {invite.role}
        {invite.invitedBy && ` · from ${invite.invitedBy}`} · {new Date(invite.time).toLocaleString()} ·{' '}
        <span data-testid="invite-status">{invite.status}</span>
      </span>
      {invite.status === 'pending' && (
        <span className="screen-actions">
          <button type="button" className="button primary" disabled={busy} onClick={() => void answer(true)}>
            Accept <span className="visually-hidden">invitation to {name}</span>
          </button>
          <button type="button" className="button subtle" disabled={busy} onClick={() => void answer(false)}>
            Decline <span className="visually-hidden">invitation to {name}</span>
          </button>
        </span>
      )}
      {invite.status === 'accepted' && <Link to={`/systems/${encodeURIComponent(invite.systemId)}`}>Open</Link>}
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
      {!invites.loaded ? (
        <p role="status">Loading…</p>
      ) : invites.invites.length === 0 ? (
        <p className="empty">No invitations.</p>
      ) : (
        <ul className="plain-list" aria-label="Invitations">
          {invites.invites.map((i) => (
            <InviteItem key={i.id} invite={i} />
          ))}
        </ul>
      )}
    </section>
  );
});
export default InvitesScreen;
