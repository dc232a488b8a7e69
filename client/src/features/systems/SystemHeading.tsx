import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { pathFor } from '../../app/routeTable';
import { useStores } from '../../stores/StoreContext';

/**
 * The frame of every screen inside a system: the screen's title, the system's name linking to
 * its main page, and a clear note when the system is unknown or null (no system picked yet).
 */
export const SystemHeading = observer(function SystemHeading({
  systemId,
  title,
  children,
}: {
  systemId: string | null;
  title: string;
  children?: ReactNode;
}) {
  const { systems } = useStores();
  const system = systems.byId(systemId);
  return (
    <header className="screen-header">
      <h1 id="screen-title">{title}</h1>
      {systemId === null ? (
        <p className="notice">
          Pick a system on <Link to="/systems">Home</Link> first.
        </p>
      ) : system ? (
        <p className="screen-context">
          <Link to={pathFor('system', { systemId })}>{system.name || systemId}</Link>
        </p>
      ) : systems.loaded ? (
        <p className="notice error" role="alert">
          System {systemId} does not exist or you are not a member of it.
        </p>
      ) : null}
      {children}
    </header>
  );
});
