import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useStores } from '../../stores/StoreContext';

/** Home: the systems the user administers or uses. */
export const SystemsScreen = observer(function SystemsScreen() {
  const { auth, systems } = useStores();
  const email = auth.email;
  useEffect(() => {
    if (email) systems.start(email);
  }, [email, systems]);

  return (
    <section aria-labelledby="systems-title">
      <h1 id="systems-title">Systems</h1>
      {!systems.loaded ? (
        <p role="status">Loading systems…</p>
      ) : systems.systems.length === 0 ? (
        <p className="empty">You are not a member of any system yet. Accepted invitations appear here.</p>
      ) : (
        <ul className="card-list">
          {systems.systems.map((s) => (
            <li key={s.id} className="card">
              <Link to={`/systems/${encodeURIComponent(s.id)}`} className="card-link">
                <span className="card-title">{s.name || s.id}</span>
                <span className="card-meta">
                  {email && s.admin.includes(email) ? 'Admin' : 'Member'}
                  {s.summary &&
                    ` · ${s.summary.sensors} sensors · ${s.summary.offline} offline · ${s.summary.alarms} in alarm`}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
