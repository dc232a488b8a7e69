import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import { useStores } from '../stores/StoreContext';
import { DefaultLayout } from './layouts/DefaultLayout';
import { SimpleLayout } from './layouts/SimpleLayout';
import { RouteGuard } from './RouteGuard';
import { ROUTES } from './routes';

// When the sign-in state resolves to no user, go to /login (SPEC.md §2).
const SignedOutRedirect = observer(function SignedOutRedirect() {
  const { auth } = useStores();
  const navigate = useNavigate();
  useEffect(() => {
    if (auth.resolved && !auth.user && !ROUTES.some((r) => !r.requiresAuth && r.path === location.pathname)) {
      navigate(`/login${location.search}`, { replace: true });
    }
  }, [auth.resolved, auth.user, navigate]);
  return null;
});

/** The app: mounts once the first sign-in state callback has come (SPEC.md §2). */
export const App = observer(function App() {
  const { auth } = useStores();
  if (!auth.resolved) return <div className="splash" role="status" aria-label="Loading" />;
  return (
    <BrowserRouter>
      <SignedOutRedirect />
      <Routes>
        {ROUTES.map((route) => {
          const Layout = route.layout === 'simple' ? SimpleLayout : DefaultLayout;
          return (
            <Route
              key={route.path}
              path={route.path}
              element={
                <RouteGuard route={route}>
                  <Layout>{route.element}</Layout>
                </RouteGuard>
              }
            />
          );
        })}
        <Route path="*" element={<Navigate to="/systems" replace />} />
      </Routes>
    </BrowserRouter>
  );
});
