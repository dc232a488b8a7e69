import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { useStores } from '../../stores/StoreContext';
import { useSystemId } from '../routeParams';
import { MainNav } from './MainNav';
import { UserMenu } from './UserMenu';

/**
 * Layout of the signed-in screens (docs/ROUTES.md): a sidebar on medium and larger screens; a top
 * toolbar and a bottom dock on mobile (CSS decides which shows). The content's transition is
 * keyed by systemId, so switching systems animates and moving within one does not.
 */
export const DefaultLayout = observer(function DefaultLayout({
  children,
  routeName,
}: {
  children: ReactNode;
  routeName: string;
}) {
  const { auth, eventBadge } = useStores();
  const systemId = useSystemId();
  const signedIn = !!auth.user?.emailVerified;
  useEffect(() => {
    if (signedIn) eventBadge.follow(systemId);
  }, [signedIn, systemId, eventBadge]);

  const brand = (
    <NavLink to="/systems" className="brand">
      <span className="brand-mark" aria-hidden="true">
        ◉
      </span>{' '}
      Neuron
    </NavLink>
  );
  return (
    <div className="default-layout">
      <a className="skip-link" href="#content">
        Skip to content
      </a>
      {signedIn && (
        <aside className="sidebar">
          {brand}
          <MainNav routeName={routeName} systemId={systemId} variant="sidebar" />
        </aside>
      )}
      <div className="layout-main">
        <header className="topbar">
          <span className="topbar-brand">{brand}</span>
          <span className="topbar-spacer" />
          {signedIn ? (
            <UserMenu />
          ) : (
            <NavLink to="/login" className="button subtle">
              Sign in
            </NavLink>
          )}
        </header>
        <main id="content" className="content" data-route={routeName}>
          <div key={systemId ?? ''} className="route-transition">
            {children}
          </div>
        </main>
      </div>
      {signedIn && <MainNav routeName={routeName} systemId={systemId} variant="dock" />}
    </div>
  );
});
