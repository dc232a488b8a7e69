import { observer } from 'mobx-react-lite';
import { Link, useSearchParams } from 'react-router-dom';
import { LoadState } from '../../app/LoadState';
import { useStores } from '../../stores/StoreContext';

/** Home: the systems the user administers or uses. */
export const SystemsScreen = observer(function SystemsScreen() {
  const { auth, systems } = useStores();
  const email = auth.email;
  const [params, setParams] = useSearchParams();
  const quickStart = params.get('quickStart') === 'open';

  return (
    <section aria-labelledby="systems-title">
      <h1 id="systems-title">Systems</h1>
      {quickStart && (
        <aside className="quick-start" aria-labelledby="quick-start-title">
          <h2 id="quick-start-title">Quick start</h2>
          <ol>
            <li>Open a system below to see its sensors' latest values, live.</li>
            <li>Add sensors and gateways from the system page (Add sensor, Add gateway).</li>
            <li>Set up rules and notification channels under Rules, and follow alarms under Events.</li>
            <li>Accept invitations to other systems from the user menu.</li>
          </ol>
          <button type="button" className="button subtle" onClick={() => setParams({}, { replace: true })}>
            Close
          </button>
        </aside>
      )}
      <LoadState state={{ loaded: systems.loaded, error: null, value: systems.systems }} loading="Loading systems…">
        {(list) =>
          list.length === 0 ? (
            <p className="empty">You are not a member of any system yet. Accepted invitations appear here.</p>
          ) : (
            <ul className="card-list">
              {list.map((s) => (
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
          )
        }
      </LoadState>
    </section>
  );
});
