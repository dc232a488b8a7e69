import { observer } from 'mobx-react-lite';
import { LoadState } from '../../app/LoadState';
import { useStores } from '../../stores/StoreContext';

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
                <li key={i.id}>
                  <strong>{i.systemName || i.systemId}</strong>{' '}
                  <span className="card-meta">
                    as {i.role}
                    {i.invitedBy && ` · from ${i.invitedBy}`} · {new Date(i.time).toLocaleString()} · {i.status}
                  </span>
                </li>
              ))}
            </ul>
          )
        }
      </LoadState>
    </section>
  );
});
export default InvitesScreen;
