import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect } from 'react';
import { useStores } from '../../stores/StoreContext';

const RssiTrendChart = lazy(() => import('./RssiTrendChart'));

/** The sensor's rssi over the last 7 days, per gateway that heard it. */
export const RssiTrendPanel = observer(function RssiTrendPanel({ systemId, sn }: { systemId: string; sn: string }) {
  const { radio, theme } = useStores();
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
        <Suspense fallback={<p role="status">Loading chart…</p>}>
          <RssiTrendChart trend={radio.trend} theme={theme.theme} />
        </Suspense>
      )}
    </section>
  );
});
