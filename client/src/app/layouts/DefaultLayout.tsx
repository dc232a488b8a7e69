import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { NavLink, useNavigate } from 'react-router-dom';
import { useStores } from '../../stores/StoreContext';

/** Layout of the signed-in screens: top bar with the user and the theme toggle. */
export const DefaultLayout = observer(function DefaultLayout({ children }: { children: ReactNode }) {
  const { auth, theme } = useStores();
  const navigate = useNavigate();
  return (
    <div className="default-layout">
      <header className="topbar">
        <NavLink to="/systems" className="brand">
          <span className="brand-mark" aria-hidden="true">
            ◉
          </span>{' '}
          Neuron
        </NavLink>
        <div className="topbar-actions">
          <span className="user-email">{auth.user?.displayName || auth.user?.email}</span>
          <button type="button" className="button subtle" onClick={() => theme.toggle()}>
            {theme.theme === 'dark' ? 'Light theme' : 'Dark theme'}
          </button>
          <button
            type="button"
            className="button subtle"
            onClick={async () => {
              await auth.signOut();
              navigate('/login');
            }}
          >
            Sign out
          </button>
        </div>
      </header>
      <main className="content">{children}</main>
    </div>
  );
});
