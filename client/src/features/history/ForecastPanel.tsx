import { observer } from 'mobx-react-lite';
import type { ForecastRow } from '../../stores/history/ForecastStore';
import { forecastText, printsRange } from './forecastText';

/** Under the charts: the forecast of each value with limits and of the battery, over the chosen range. */
export const ForecastPanel = observer(function ForecastPanel({
  rows,
  now,
  units,
}: {
  rows: ForecastRow[];
  now: number;
  units: string[];
}) {
  if (rows.length === 0) return null;
  return (
    <section className="forecast-panel" aria-labelledby="forecast-title">
      <h3 id="forecast-title">Forecast</h3>
      <ul>
        {rows.map((r) => (
          <li key={r.key} data-testid={`forecast-${r.key}`}>
            <strong>{r.index === null ? 'Battery' : `Value ${r.index + 1}`}:</strong>{' '}
            {forecastText(r.outcome, now, r.index === null ? '%' : (units[r.index] ?? ''), r.index === null)}
          </li>
        ))}
      </ul>
      <p className="hint" data-testid="forecast-note">
        From the hourly means of the range shown.
        {/* The range is explained only where one is printed (a close fit prints one time). */}
        {rows.some((r) => printsRange(r.outcome, now)) &&
          ' “Between … and …” is when the trend two standard errors steeper or flatter gets there.'}
      </p>
    </section>
  );
});
