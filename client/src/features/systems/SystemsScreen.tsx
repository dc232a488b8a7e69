import { isAdminOf } from '@neuron/shared';
import { observer } from 'mobx-react-lite';
import { Link, useSearchParams } from 'react-router-dom';
import { LoadState } from '../../app/LoadState';
import { useStores } from '../../stores/StoreContext';
import { CreateSystemForm } from './CreateSystemForm';
import { QuickStartPanel } from './QuickStartPanel';
import { SystemCard } from './SystemCard';

/** Home: the systems the user administers or uses, creating one, and the quick start. */
export const SystemsScreen = observer(function SystemsScreen() {
  const { auth, systems, invites } = useStores();
  const pending = invites.pending;
  const email = auth.email;
  const [params, setParams] = useSearchParams();
  const quickStart = params.get('quickStart') === 'open';

  return (
    <section aria-labelledby="systems-title">
      <h1 id="systems-title">Systems</h1>
      {pending.length > 0 && (
        // Invitations wait on their own page; the home screen is where a new member looks first.
        <p className="notice" data-testid="pending-invites">
          {pending.length === 1
            ? `You are invited to ${pending[0]?.systemName || 'a system'}.`
            : `You have ${pending.length} invitations waiting.`}{' '}
          <Link to="/invites">Answer {pending.length === 1 ? 'it' : 'them'} on the invitations page</Link>
        </p>
      )}
      {quickStart && systems.loaded && (
        <QuickStartPanel
          systems={systems.systems.filter((s) => isAdminOf(s, email))}
          onClose={() => setParams({}, { replace: true })}
        />
      )}
      {/* The list kept from the last visit shows until the server's comes (SystemStore); "not a
          member of any system" only once the server has said so. */}
      <LoadState state={{ loaded: systems.shown, error: null, value: systems.systems }} loading="Loading systems…">
        {(list) =>
          list.length === 0 ? (
            <p className="empty">
              You are not a member of any system yet. Create one below; accepted invitations appear here too.
            </p>
          ) : (
            <ul className="card-list" aria-label="Your systems">
              {list.map((s) => (
                <SystemCard key={s.id} system={s} isAdmin={isAdminOf(s, email)} />
              ))}
            </ul>
          )
        }
      </LoadState>
      {/* With the list, not before it: shown while the list loads, the form was pushed down by
          the cards' height when they came (a layout shift, counted against the page's score). */}
      {systems.shown && <CreateSystemForm />}
    </section>
  );
});
