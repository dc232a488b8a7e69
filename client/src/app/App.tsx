import { observer } from 'mobx-react-lite';
import { Suspense, useDeferredValue, useEffect, useLayoutEffect, type ReactNode } from 'react';
import {
  createBrowserRouter,
  Outlet,
  RouterProvider,
  useLocation,
  useNavigate,
  type RouteObject,
} from 'react-router-dom';
import { useStores } from '../stores/StoreContext';
import { ErrorBoundary } from './ErrorBoundary';
import { DefaultLayout } from './layouts/DefaultLayout';
import { SimpleLayout } from './layouts/SimpleLayout';
import { Redirect } from './Redirect';
import { RouteError } from './RouteError';
import { RouteGuard } from './RouteGuard';
import { RouteNameContext, useSystemId } from './routeParams';
import { pathFor } from './routeTable';
import { ROUTES } from './routes';
import { ShellOverlays } from './ShellOverlays';

// When the sign-in state resolves to no user, go to /login (docs/ROUTES.md), except on the routes
// that need no sign-in.
const SignedOutRedirect = observer(function SignedOutRedirect() {
  const { auth } = useStores();
  const navigate = useNavigate();
  const location = useLocation();
  const signedOut = auth.resolved && !auth.user;
  useEffect(() => {
    if (!signedOut) return;
    const open = ROUTES.some((r) => !r.requiresAuth && r.path === location.pathname);
    if (!open) navigate(`/login${location.search}`, { replace: true });
  }, [signedOut, location.pathname, location.search, navigate]);
  return null;
});

// docs/ROUTES.md: /system/:id (the toast's older spelling, docs/ROUTES.md) lands on /systems/:id.
function LegacySystemRedirect() {
  const systemId = useSystemId();
  return <Redirect to={systemId ? pathFor('system', { systemId }) : pathFor('systems')} />;
}

const Loading = () => <p role="status">Loading…</p>;

// A screen that throws shows a message and a retry inside the layout (the navigation stays);
// reset by the path, so going elsewhere leaves the failure behind (a working screen is not
// remounted by a move within it).
function ScreenBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname} what="This page">
      {children}
    </ErrorBoundary>
  );
}

/** What every page has around its route: the signed-out redirect and the overlays. */
function Shell() {
  return (
    <>
      <SignedOutRedirect />
      <Outlet />
      <ShellOverlays />
    </>
  );
}

/** The route tree (exported for component tests, which mount it in a memory router). */
export const ROUTE_OBJECTS: RouteObject[] = [
  {
    element: <Shell />,
    errorElement: <RouteError />,
    children: [
      ...ROUTES.map((route): RouteObject => {
        const Layout = route.layout === 'simple' ? SimpleLayout : DefaultLayout;
        const Screen = route.screen;
        return {
          path: route.path,
          element: (
            <RouteGuard route={route}>
              <Layout routeName={route.name}>
                <RouteNameContext.Provider value={route.name}>
                  <ScreenBoundary>
                    <Suspense fallback={<Loading />}>
                      <Screen />
                    </Suspense>
                  </ScreenBoundary>
                </RouteNameContext.Provider>
              </Layout>
            </RouteGuard>
          ),
        };
      }),
      { path: '/system/:systemId', element: <LegacySystemRedirect /> },
      { path: '*', element: <Redirect to="/systems" /> },
    ],
  },
];

// A data router (not <BrowserRouter>): editors hold a move away from unsaved changes with
// useBlocker (features/forms/UnsavedChangesGuard), which only a data router offers. Made once:
// main.tsx makes it in a task of its own before the first render (about 20 ms of a desktop's CPU
// on first use, docs/FIRST_LOAD.md); else the first render does.
let router: ReturnType<typeof createBrowserRouter> | null = null;
export const appRouter = () => (router ??= createBrowserRouter(ROUTE_OBJECTS));

/** The app: mounts once the first sign-in state callback has come (docs/ROUTES.md). */
export const App = observer(function App() {
  const { auth } = useStores();
  // Deferred: the first screen (router, layout, screen) renders at transition priority, which
  // React splits into short slices, instead of as one long task when the sign-in state comes.
  const resolved = useDeferredValue(auth.resolved);
  // index.html's static shell goes in the same frame as the first screen (a layout effect runs
  // before the paint), so nothing blinks or shifts in between.
  useLayoutEffect(() => {
    if (resolved) document.getElementById('app-shell')?.remove();
  }, [resolved]);
  if (!resolved) return <div className="splash" role="status" aria-label="Loading" />;
  return <RouterProvider router={appRouter()} />;
});
