import { countsOfSummary, systemCountsText } from '@neuron/shared';
import { Link } from 'react-router-dom';
import type { SystemView } from '../../stores/models';

/** One system on the home screen: its name, the user's role and its counts (shared/src/sensor/systemCounts.ts). */
export function SystemCard({ system, isAdmin }: { system: SystemView; isAdmin: boolean }) {
  // A new system has no summary until the functions count its first device: all zero then.
  const counts = countsOfSummary(system.summary);
  const [sensors, virtuals, gateways, alarms] = systemCountsText(counts);
  const offline = counts.sensors.offline + counts.gateways.offline + counts.virtuals.offline;
  return (
    <li className="card" data-system-id={system.id}>
      <Link to={`/systems/${encodeURIComponent(system.id)}`} className="card-link">
        <span className="card-title">{system.name || system.id}</span>
        <span className="card-meta">{isAdmin ? 'Admin' : 'Member'}</span>
        <span className="card-counts" data-testid={`counts-${system.id}`}>
          <span className={offline > 0 ? 'color-warning' : undefined}>{sensors}</span>
          <span>{virtuals}</span>
          <span>{gateways}</span>
          <span className={counts.alarms > 0 ? 'color-error' : undefined}>{alarms}</span>
        </span>
      </Link>
    </li>
  );
}
