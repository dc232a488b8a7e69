import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Replaces the current history entry with `to` after every render. React Router's <Navigate>
 * navigates only when it mounts or its target changes, but its target's screen renders at
 * transition priority: a move back to the redirected path before that render commits (a quick
 * Back or link on a busy machine) re-renders the same, still-mounted <Navigate> with the same
 * target, and the visitor is left on the route it guards. Keying on the location would not do:
 * the router hands out the same location object for an entry with the same path, state and key
 * (an entry pushed outside the router has the key "default"). This one renders only while its
 * route is shown (a render means the router moved here again), so it redirects each time.
 */
export function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace: true });
  });
  return null;
}
