import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useStores } from '../../stores/StoreContext';
import { CHANGELOG_URL, FEEDBACK_URL } from '../externalLinks';
import { openHelpWidget } from '../helpWidget';

/** The name shown in the menu: display name, else the e-mail split into local part and domain. */
function UserName({ displayName, email }: { displayName: string | null; email: string | null }) {
  if (displayName) return <span className="user-name">{displayName}</span>;
  const [local, domain] = (email ?? '').split('@');
  return (
    <span className="user-name">
      <span className="user-local">{local}</span>
      {domain && <span className="user-domain">@{domain}</span>}
    </span>
  );
}

/** The user menu (docs/ROUTES.md): avatar, name, invite count and every entry. */
export const UserMenu = observer(function UserMenu() {
  const { auth, invites, profile, theme } = useStores();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();
  const pending = invites.pending.length;

  useEffect(() => {
    if (!open) return;
    // Escape closes the menu and gives focus back to its button (keyboard users stay in place).
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onClick = (e: MouseEvent) => !root.current?.contains(e.target as Node) && setOpen(false);
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [open]);

  const user = auth.user;
  const close = () => setOpen(false);
  return (
    <div className="user-menu" ref={root}>
      <button
        type="button"
        ref={button}
        className="user-menu-button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        {/* The name is the visible text (label in name), with "User menu" for screen readers. */}
        <span className="visually-hidden">User menu: </span>
        <img className="avatar" src={profile.avatar(user?.photoURL)} alt="" width={32} height={32} />
        <UserName displayName={user?.displayName ?? null} email={user?.email ?? null} />
        {pending > 0 && (
          <>
            <span className="red-dot" data-testid="invite-dot">
              {pending}
            </span>
            <span className="visually-hidden"> pending invitations</span>
          </>
        )}
      </button>
      {open && (
        <ul id={menuId} className="user-menu-list">
          <li>
            <Link to="/usersettings" onClick={close}>
              User settings
            </Link>
          </li>
          <li>
            <Link to="/invites" onClick={close}>
              Invitations{pending > 0 && ` (${pending})`}
            </Link>
          </li>
          <li>
            {/* The external change log, in a new tab (the app's /whatsnew stays the public page). */}
            <a href={CHANGELOG_URL} target="_blank" rel="noopener noreferrer" onClick={close}>
              What's new
            </a>
          </li>
          <li>
            <Link to="/systems?quickStart=open" onClick={close}>
              Quick start guide
            </Link>
          </li>
          <li>
            <a href={FEEDBACK_URL} target="_blank" rel="noopener noreferrer" onClick={close}>
              Feedback
            </a>
          </li>
          <li>
            <button
              type="button"
              onClick={() => {
                close();
                // A load failure is only logged (helpWidget.ts; docs/DECISIONS_CLIENT.md, "Help widget").
                void openHelpWidget();
              }}
            >
              Support
            </button>
          </li>
          <li>
            <button type="button" onClick={() => theme.toggle()}>
              Toggle theme ({theme.theme === 'dark' ? 'dark' : 'light'})
            </button>
          </li>
          <li>
            <button
              type="button"
              onClick={async () => {
                close();
                await auth.signOut();
                navigate('/login');
              }}
            >
              Sign out
            </button>
          </li>
        </ul>
      )}
    </div>
  );
});
