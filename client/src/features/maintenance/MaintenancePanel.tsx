import { observer } from 'mobx-react-lite';
import { Suspense, useState } from 'react';
import { occurrenceAt, systemTimeZone } from '@neuron/shared';
import type { MaintenanceWindowView } from '../../stores/models';
import { useFeature, useStores } from '../../stores/StoreContext';
import { maintenanceFeature } from '../../stores/maintenance/MaintenanceStore';
import { ErrorBoundary } from '../../app/ErrorBoundary';
import { retryableLazy } from '../../app/retryableLazy';
import type { MaintenanceWindowFormProps } from './MaintenanceWindowForm';
import { TimeZoneField } from './TimeZoneField';
import { formatInZone } from './zoneTime';

// A chunk of its own, loaded when an admin adds or edits a window: the form's editor, device
// picker and leave guard were part of every system page's first load (its modules fetched and
// evaluated before the page could run), for a form most opens never show.
const { Component: MaintenanceWindowForm, reset: reloadForm } = retryableLazy<MaintenanceWindowFormProps>(() =>
  import('./MaintenanceWindowForm').then((m) => ({ default: m.MaintenanceWindowForm })),
);

const REPEAT_TEXT = { none: '', daily: ', every day', weekly: ', every week' } as const;

/**
 * The system's maintenance windows: members see them, admins add, edit and delete them and set the
 * zone. The form picks its devices with a picker of its own (bounded reads, whatever the fleet),
 * so a device update does not re-render the panel (docs/LARGE_SYSTEMS.md).
 */
export const MaintenancePanel = observer(function MaintenancePanel({
  systemId,
  isAdmin,
}: {
  systemId: string;
  isAdmin: boolean;
}) {
  const { systems, clock } = useStores();
  const maintenance = useFeature(maintenanceFeature);
  const system = systems.byId(systemId);
  const timeZone = systemTimeZone(system);
  const [editing, setEditing] = useState<MaintenanceWindowView | 'new' | null>(null);
  const windows = [...maintenance.windows].sort((a, b) => a.start - b.start);
  return (
    <section aria-labelledby="maintenance-title" className="maintenance-panel">
      <h2 id="maintenance-title">Maintenance windows</h2>
      {isAdmin && <TimeZoneField systemId={systemId} current={system?.timeZone} />}
      {maintenance.loaded && windows.length === 0 && <p className="empty">No maintenance windows.</p>}
      <ul className="maintenance-list">
        {windows.map((w) => {
          const now = occurrenceAt(w, timeZone, clock.now);
          return (
            <li key={w.id} data-testid={`maintenance-window-${w.id}`}>
              <strong>{w.name}</strong>: {formatInZone(w.start, timeZone)} – {formatInZone(w.end, timeZone)}
              {REPEAT_TEXT[w.repeat]}
              {w.until !== null && ` until ${formatInZone(w.until, timeZone)}`};{' '}
              {w.devices.includes('*') ? 'whole system' : `${w.devices.length} device(s)`}
              {now && <span className="maintenance-mark">In force</span>}
              {isAdmin && editing === null && (
                <button type="button" className="button subtle" onClick={() => setEditing(w)}>
                  Edit {w.name}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {isAdmin && editing === null && (
        <button type="button" className="button" onClick={() => setEditing('new')}>
          Add maintenance window
        </button>
      )}
      {isAdmin && editing !== null && (
        <ErrorBoundary what="The maintenance window form" onRetry={reloadForm}>
          <Suspense fallback={<p role="status">Loading the form…</p>}>
            <MaintenanceWindowForm
              key={editing === 'new' ? 'new' : editing.id}
              systemId={systemId}
              timeZone={timeZone}
              stored={editing === 'new' ? null : editing}
              onDone={() => setEditing(null)}
            />
          </Suspense>
        </ErrorBoundary>
      )}
    </section>
  );
});
