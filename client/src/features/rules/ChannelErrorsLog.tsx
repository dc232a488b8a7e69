import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { logSeverityName, RECENT_DATA_WINDOW_MS } from '@neuron/shared';
import { usePushErrors } from '../../stores/rules/ruleReads';
import { Select } from '../forms/Select';

// The first is the spec's recent-data window (1 h), the log's default.
const WINDOWS = [
  { label: 'Last hour', ms: RECENT_DATA_WINDOW_MS },
  { label: 'Last 24 hours', ms: 86_400_000 },
  { label: 'Last 7 days', ms: 7 * 86_400_000 },
  { label: 'Last 30 days', ms: 30 * 86_400_000 },
] as const;

/** A channel's failed deliveries since a chosen moment, newest first (docs/CALLS.md). */
export const ChannelErrorsLog = observer(function ChannelErrorsLog({
  systemId,
  channelId,
  refreshKey = 0,
}: {
  systemId: string;
  channelId: string;
  /** Changes when something may have added an error (a Send test): the log reads again. */
  refreshKey?: number;
}) {
  const [windowMs, setWindowMs] = useState<number>(RECENT_DATA_WINDOW_MS);
  const [refresh, setRefresh] = useState(0);
  const errors = usePushErrors(systemId, channelId, windowMs, [refresh, refreshKey]);
  const list = errors.value ?? [];
  return (
    <section aria-labelledby="errors-title">
      <h2 id="errors-title">Delivery errors</h2>
      <div className="screen-actions">
        <label htmlFor="errors-window">Show</label>
        <Select
          id="errors-window"
          value={String(windowMs)}
          onChange={(ms) => setWindowMs(Number(ms))}
          options={WINDOWS.map((w) => ({ value: String(w.ms), label: w.label }))}
        />
        <button type="button" className="button subtle" onClick={() => setRefresh((n) => n + 1)}>
          Refresh
        </button>
      </div>
      {!errors.loaded ? (
        <p role="status">Loading…</p>
      ) : list.length === 0 ? (
        <p className="empty">No delivery errors in this period.</p>
      ) : (
        <ul className="plain-list" aria-label="Delivery errors, newest first">
          {list.map((e) => (
            <li key={e.id} data-severity={e.severity}>
              <time dateTime={new Date(e.time).toISOString()}>{new Date(e.time).toLocaleString()}</time>{' '}
              <span className="card-meta">{logSeverityName(e.severity) ?? `Severity ${e.severity}`}</span> {e.message}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
