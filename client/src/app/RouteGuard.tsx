import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useStores } from '../stores/StoreContext';
import { guardRedirect } from './guard';
import { Redirect } from './Redirect';
import type { RouteRow } from './routeTable';

/** Applies the navigation guard to one route; renders only when the guard lets the visitor through. */
export const RouteGuard = observer(function RouteGuard({ route, children }: { route: RouteRow; children: ReactNode }) {
  const { auth } = useStores();
  const location = useLocation();
  const user = auth.user && { emailVerified: auth.user.emailVerified, requiresMerge: auth.requiresMerge };
  const target = guardRedirect(
    { name: route.name, requiresAuth: route.requiresAuth, search: location.search, hash: location.hash },
    user,
  );
  if (target) return <Redirect to={target} />;
  return <>{children}</>;
});
