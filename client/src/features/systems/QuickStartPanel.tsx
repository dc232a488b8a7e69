import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { SystemView } from '../../stores/models';
import { useQuickStartState } from '../../stores/systems/systemReads';
import { quickStartSteps } from './quickStart';
import { Select } from '../forms/Select';

/** The quick-start checklist of one system, ticking itself as the system's state changes. */
function Checklist({ systemId }: { systemId: string }) {
  const { hasGateway, sensorReported, rules, channels } = useQuickStartState(systemId);
  const reads = [hasGateway, sensorReported, rules, channels];
  const error = reads.find((r) => r.error)?.error;
  if (error)
    return (
      <p className="notice error" role="alert">
        Could not load the checklist: {error}
      </p>
    );
  if (reads.some((r) => !r.loaded)) return <p role="status">Loading…</p>;
  const steps = quickStartSteps({
    hasGateway: hasGateway.value === true,
    sensorReported: sensorReported.value === true,
    rules: rules.value?.length ?? 0,
    channels: channels.value?.length ?? 0,
  });
  const base = `/systems/${encodeURIComponent(systemId)}`;
  return (
    <ol className="checklist" aria-label="Quick start steps">
      {steps.map((s) => (
        <li key={s.id} data-step={s.id} data-done={s.done} className={s.done ? 'done' : undefined}>
          <span aria-hidden="true">{s.done ? '✔' : '○'}</span> <Link to={`${base}/${s.path}`}>{s.text}</Link>
          <span className="visually-hidden">{s.done ? ' (done)' : ' (to do)'}</span>
        </li>
      ))}
    </ol>
  );
}

export interface QuickStartProps {
  systems: SystemView[];
  onClose: () => void;
}

/** The quick-start panel (/systems?quickStart=open): create a system, then the checklist of one. */
export const QuickStartPanel = observer(function QuickStartPanel({ systems, onClose }: QuickStartProps) {
  const [picked, setPicked] = useState<string>();
  const systemId = picked && systems.some((s) => s.id === picked) ? picked : systems[0]?.id;
  return (
    <aside className="quick-start" aria-labelledby="quick-start-title">
      <h2 id="quick-start-title">Quick start</h2>
      {!systemId ? (
        <p>Create your first system below; its checklist then appears here.</p>
      ) : (
        <>
          {systems.length > 1 && (
            <p>
              <label htmlFor="quick-start-system">System</label>{' '}
              <Select
                id="quick-start-system"
                value={systemId}
                onChange={setPicked}
                options={systems.map((s) => ({ value: s.id, label: s.name || s.id }))}
              />
            </p>
          )}
          <Checklist systemId={systemId} />
        </>
      )}
      <button type="button" className="button subtle" onClick={onClose}>
        Close
      </button>
    </aside>
  );
});
