import { isAdminOf } from '@neuron/shared';
import { observer } from 'mobx-react-lite';
import { Suspense } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ErrorBoundary } from '../../app/ErrorBoundary';
import { LoadState } from '../../app/LoadState';
import { retryableLazy } from '../../app/retryableLazy';
import { useStores } from '../../stores/StoreContext';
import type { QuickStartProps } from './QuickStartPanel';
import { SystemCard } from './SystemCard';

// Lazy chunks: the quick start opens on request, and the create form (with the editor shape's
// code) shows below the list once it has come. The systems list is the first screen, whose
// JavaScript has a budget (docs/PERFORMANCE.md).
const { Component: CreateSystemForm, reset: reloadCreateForm } = retryableLazy<object>(() =>
  import('./CreateSystemForm').then((m) => ({ default: m.CreateSystemForm })),
);
const { Component: QuickStartPanel, reset: reloadQuickStart } = retryableLazy<QuickStartProps>(() =>
  import('./QuickStartPanel').then((m) => ({ default: m.QuickStartPanel })),
);

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
        <ErrorBoundary what="The quick start" onRetry={reloadQuickStart}>
          <Suspense fallback={<p role="status">Loading the quick start…</p>}>
            <QuickStartPanel
              systems={systems.systems.filter((s) => isAdminOf(s, email))}
              onClose={() => setParams({}, { replace: true })}
            />
          </Suspense>
        </ErrorBoundary>
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
            // data-source: whose list the cards show, the one kept from the last visit (until the
            // server's answer) or the server's; what a test waits for before it reads the cards.
            <ul className="card-list" aria-label="Your systems" data-source={systems.loaded ? 'server' : 'cache'}>
              {list.map((s) => (
                <SystemCard key={s.id} system={s} isAdmin={isAdminOf(s, email)} />
              ))}
            </ul>
          )
        }
      </LoadState>
      {/* With the list, not before it: shown while the list loads, the form was pushed down by
          the cards' height when they came (a layout shift, counted against the page's score). */}
      {systems.shown && (
        <ErrorBoundary what="The create form" onRetry={reloadCreateForm}>
          <Suspense fallback={null}>
            <CreateSystemForm />
          </Suspense>
        </ErrorBoundary>
      )}
    </section>
  );
});
