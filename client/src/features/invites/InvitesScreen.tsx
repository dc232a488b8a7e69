import { observer } from 'mobx-react-lite';
import { useStores } from '../../stores/StoreContext';

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
            <li key={i.id}>
              <strong>{i.systemName || i.systemId}</strong>{' '}
              <span className="card-meta">
                as {i.role}
                {i.invitedBy && ` · from ${i.invitedBy}`} · {new Date(i.time).toLocaleString()} · {i.status}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
export default InvitesScreen;
