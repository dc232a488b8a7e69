import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useState } from 'react';
import { ErrorBoundary } from '../../app/ErrorBoundary';
import { retryableLazy } from '../../app/retryableLazy';
import { useFeature, useStores } from '../../stores/StoreContext';
import { radioFeature } from '../../stores/devices/RadioStore';
import { historyFeature } from '../../stores/history/HistoryStore';

const { Component: RssiTrendChart, reset: reloadChart } = retryableLazy(() => import('./RssiTrendChart'));

/**
 * The sensor's rssi over the last 7 days, per gateway that heard it. On a page with value charts
 * (`afterHistory`) it is read and drawn once the first of them is (HistoryStore.chartsSettled):
 * the values are what the page is opened for.
 */
export const RssiTrendPanel = observer(function RssiTrendPanel({
  systemId,
  sn,
  afterHistory = false,
}: {
  systemId: string;
  sn: string;
  afterHistory?: boolean;
}) {
  const { theme } = useStores();
  const radio = useFeature(radioFeature);
  const history = useFeature(historyFeature);
  const ready = !afterHistory || history.chartsSettled(sn);
  // Once started it stays: a new range of the value charts does not read the radio chart again.
  const [started, setStarted] = useState(ready);
  useEffect(() => {
    if (ready) setStarted(true);
  }, [ready]);
  useEffect(() => {
    if (started) void radio.loadTrend(systemId, sn);
  }, [radio, systemId, sn, started]);
  return (
    <section aria-labelledby="rssi-title" className="rssi-panel">
      <h2 id="rssi-title">Radio link, 7 days</h2>
      {(!started || radio.trendStatus === 'loading') && <p role="status">Loading rssi…</p>}
      {started && radio.trendStatus === 'ready' && radio.trend.length === 0 && (
        <p className="notice">No rssi reported in the last 7 days.</p>
      )}
      {started && radio.trendStatus === 'ready' && radio.trend.length > 0 && (
        <ErrorBoundary what="The rssi chart" onRetry={reloadChart}>
          <Suspense fallback={<p role="status">Loading chart…</p>}>
            <RssiTrendChart trend={radio.trend} theme={theme.theme} />
          </Suspense>
        </ErrorBoundary>
      )}
    </section>
  );
});
