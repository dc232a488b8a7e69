import { observer } from 'mobx-react-lite';
import { configChangesIn, limitsOf, type SensorConfig } from '@neuron/shared';
import { Suspense, useEffect, useState } from 'react';
import { ErrorBoundary } from '../../app/ErrorBoundary';
import { retryableLazy } from '../../app/retryableLazy';
import { afterNextFrame } from '../../stores/afterNextFrame';
import type { HistoryRequest } from '../../stores/history/HistoryStore';
import { useFeature, useStores } from '../../stores/StoreContext';
import { forecastFeature } from '../../stores/history/ForecastStore';
import { historyFeature } from '../../stores/history/HistoryStore';
import { ExportPanel } from './ExportPanel';
import { ForecastPanel } from './ForecastPanel';
import { RangePicker } from './RangePicker';
import './history.css';

// Plotly is large: the chart is its own chunk, loaded only on a page with a chart (asked for as
// the page opens, so it loads while the history is read rather than after).
const loadValueChart = () => import('./ValueChart');
const { Component: ValueChart, reset: reloadChart } = retryableLazy(loadValueChart);

/** The history of a sensor or virtual sensor: range picker, a chart per value, CSV export. */
export const HistoryPanel = observer(function HistoryPanel({
  systemId,
  sn,
  config,
  configChanges,
}: {
  systemId: string;
  sn: string;
  config: SensorConfig;
  /** When the formula changed (the device's configChanges), marked where inside the range. */
  configChanges?: readonly number[];
}) {
  const { theme, clock } = useStores();
  const history = useFeature(historyFeature);
  const forecast = useFeature(forecastFeature);
  const [request, setRequest] = useState<HistoryRequest>({ preset: '24h' });
  useEffect(() => void loadValueChart().catch(() => undefined), []);
  const requestKey = JSON.stringify(request);
  useEffect(() => {
    history.open(systemId, sn, JSON.parse(requestKey) as HistoryRequest);
    return () => history.close();
  }, [history, systemId, sn, requestKey]);
  useEffect(() => history.setConfig(config), [history, config]);
  // The forecast fits the range's rollups (hourly means): the ones a rollup chart read already,
  // else its own read of the range's few days (the chart draws raw samples then). It waits for
  // the first chart, which its read and its line would otherwise hold up.
  const { from, to } = history.range;
  const chartRollups = history.source === 'rollups' ? (history.status === 'ready' ? history.rollups : null) : undefined;
  const settled = history.chartsSettled(sn);
  useEffect(() => {
    if (to <= from || chartRollups === null || !settled) return;
    if (chartRollups) forecast.use({ from, to }, config, chartRollups);
    else forecast.open(systemId, sn, { from, to }, config);
    return () => forecast.close();
  }, [forecast, systemId, sn, from, to, config, chartRollups, settled]);
  const forecasts = forecast.status === 'ready' ? forecast.rows(clock.now, history.count) : [];
  const units = Array.from(
    { length: history.count },
    (_, i) => history.sampleSeries[i]?.unit ?? history.bandSeries[i]?.unit ?? '',
  );

  const lastLive = Math.max(0, ...history.sampleSeries.map((s) => s.x.at(-1) ?? 0));
  const shown = { from: history.range.from, to: Math.max(history.range.to, lastLive) };
  const changes = configChangesIn(configChanges, shown.from, shown.to);
  return (
    <section className="history-panel" aria-labelledby="history-title">
      <h2 id="history-title">History</h2>
      <RangePicker value={request} onChange={setRequest} />
      <p className="history-source" data-testid="history-source">
        {history.source === 'samples' ? 'Every stored sample' : 'Hourly mean with min–max band'}
      </p>
      {changes.length > 0 && (
        <p className="notice warning" data-testid="formula-changed">
          The formula changed in this range ({changes.map((t) => new Date(t).toLocaleString()).join(', ')}, marked on
          the chart): samples before it keep the values computed with the earlier formula, later ones use the new one.
        </p>
      )}
      {history.status === 'loading' && <p role="status">Loading history…</p>}
      {history.status === 'error' && (
        <p className="notice error" role="alert">
          The history could not be read. Check the connection and try again.
        </p>
      )}
      {history.isEmpty && (
        <p className="notice" data-testid="history-empty">
          No samples stored in this range.
        </p>
      )}
      {history.status === 'ready' && !history.isEmpty && (
        <Suspense fallback={<p role="status">Loading chart…</p>}>
          {/* One chart at a time: each mounts once the one before is drawn and painted. */}
          {Array.from({ length: Math.min(history.count, history.drawn + 1) }, (_, i) => (
            // A chart that fails to render is done with: the next one mounts all the same.
            <ErrorBoundary key={i} what="This chart" onRetry={reloadChart} onError={() => history.chartDrawn(i)}>
              <ValueChart
                testId={`chart-${i}`}
                title={`Value ${i + 1}`}
                unit={history.sampleSeries[i]?.unit ?? history.bandSeries[i]?.unit ?? ''}
                points={history.sampleSeries[i]}
                band={history.bandSeries[i]}
                limits={limitsOf(config, i)}
                theme={theme.theme}
                range={shown}
                trend={forecasts.find((f) => f.index === i)?.line}
                formulaChanges={changes}
                onDrawn={() => afterNextFrame(() => history.chartDrawn(i))}
              />
            </ErrorBoundary>
          ))}
        </Suspense>
      )}
      <ForecastPanel rows={forecasts} now={clock.now} units={units} />
      <ExportPanel systemId={systemId} sn={sn} config={config} getRange={() => history.exportRange()} />
    </section>
  );
});
