import { observer } from 'mobx-react-lite';
import { Suspense, useEffect } from 'react';
import { ErrorBoundary } from '../../app/ErrorBoundary';
import { retryableLazy } from '../../app/retryableLazy';
import { useFeature, useStores } from '../../stores/StoreContext';
import { radioFeature } from '../../stores/devices/RadioStore';

const { Component: RssiTrendChart, reset: reloadChart } = retryableLazy(() => import('./RssiTrendChart'));

/** The sensor's rssi over the last 7 days, per gateway that heard it. */
export const RssiTrendPanel = observer(function RssiTrendPanel({ systemId, sn }: { systemId: string; sn: string }) {
  const { theme } = useStores();
  const radio = useFeature(radioFeature);
  useEffect(() => {
    void radio.loadTrend(systemId, sn);
  }, [radio, systemId, sn]);
  return (
    <section aria-labelledby="rssi-title" className="rssi-panel">
      <h2 id="rssi-title">Radio link, 7 days</h2>
      {radio.trendStatus === 'loading' && <p role="status">Loading rssi…</p>}
      {radio.trendStatus === 'ready' && radio.trend.length === 0 && (
        <p className="notice">No rssi reported in the last 7 days.</p>
      )}
      {radio.trendStatus === 'ready' && radio.trend.length > 0 && (
        <ErrorBoundary what="The rssi chart" onRetry={reloadChart}>
          <Suspense fallback={<p role="status">Loading chart…</p>}>
            <RssiTrendChart trend={radio.trend} theme={theme.theme} />
          </Suspense>
        </ErrorBoundary>
      )}
    </section>
  );
});
