import { isAdminOf } from '@neuron/shared';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useStores } from '../../stores/StoreContext';

/** Whether the signed-in user is an admin of the system (undefined until the system has loaded). */
export function useIsSystemAdmin(systemId: string): boolean | undefined {
  const { auth, systems } = useStores();
  const system = systems.byId(systemId);
  if (!system) return systems.loaded ? false : undefined;
  return isAdminOf(system, auth.email);
}

/** The admins a member can ask, for the notice in place of an admin-only control. */
function adminsOf(admins: string[]): string {
  if (admins.length === 0) return 'an admin';
  if (admins.length === 1) return admins[0];
  return `an admin (${admins.join(', ')})`;
}

/**
 * Shows `children` (an editor, a form, an action) to the system's admins only; members get a
 * notice in their place saying what only admins may do and whom to ask, before they fill in a
 * form the security rules would refuse. Nothing shows while the system is still loading.
 */
export const AdminOnly = observer(function AdminOnly({
  systemId,
  action,
  children,
  quiet = false,
}: {
  systemId: string;
  /** What only admins do, completing "Only admins of this system …": "edit its rules". */
  action: string;
  children: ReactNode;
  /** Render nothing at all for members (a button among others); the screen says it once. */
  quiet?: boolean;
}) {
  const { systems } = useStores();
  const isAdmin = useIsSystemAdmin(systemId);
  if (isAdmin) return <>{children}</>;
  if (isAdmin === undefined || quiet) return null;
  return (
    <p className="notice" data-testid="admin-only">
      Only admins of this system {action}. Ask {adminsOf(systems.byId(systemId)?.admin ?? [])} to make you an admin or
      to make the change.
    </p>
  );
});
