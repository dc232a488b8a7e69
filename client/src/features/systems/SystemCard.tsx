import { Link } from 'react-router-dom';
import type { LoadedSystem } from '../../data/systems';

/** One system on the home screen: its name, the user's role and its summary counts. */
export function SystemCard({ system, isAdmin }: { system: LoadedSystem; isAdmin: boolean }) {
  // A new system has no summary until the functions count its first device: all zero then.
  const s = system.summary ?? { sensors: 0, online: 0, offline: 0, alarms: 0 };
  return (
    <li className="card" data-system-id={system.id}>
      <Link to={`/systems/${encodeURIComponent(system.id)}`} className="card-link">
        <span className="card-title">{system.name || system.id}</span>
        <span className="card-meta">{isAdmin ? 'Admin' : 'Member'}</span>
        <span className="card-counts" data-testid={`counts-${system.id}`}>
          <span>{s.sensors} sensors</span>
          <span>{s.online} online</span>
          <span className={s.offline > 0 ? 'color-warning' : undefined}>{s.offline} offline</span>
          <span className={s.alarms > 0 ? 'color-error' : undefined}>{s.alarms} alarms</span>
        </span>
      </Link>
    </li>
  );
}
