import { forecastSeries } from '@neuron/shared';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ForecastPanel } from './ForecastPanel';

// The panel's note speaks of a time range only when a forecast above it prints one (issue 46:
// the note explained a range the close fit of the demo tank did not show).
const H = 3_600_000;
const now = 7 * H;
const series = (values: number[]) => values.map((value, i) => ({ time: i * H, value }));
const row = (values: number[], min: number) => ({
  key: 'v0',
  index: 0,
  outcome: forecastSeries(series(values), { min, max: null }, now),
});
const note = (values: number[], min: number) => {
  const html = renderToStaticMarkup(<ForecastPanel rows={[row(values, min)]} now={now} units={['cm']} />);
  return new DOMParser().parseFromString(html, 'text/html').querySelector('[data-testid="forecast-note"]')?.textContent;
};

describe('the forecast panel’s note', () => {
  it('says nothing of a range where the forecast gives one time', () => {
    expect(note([100, 98, 96, 94, 92, 90, 88, 86], 76)).toBe('From the hourly means of the range shown.');
  });

  it('explains “between … and …” where a forecast prints it', () => {
    expect(note([100, 97, 97, 93, 93, 89, 89, 85], 40)).toMatch(
      /^From the hourly means of the range shown\. “Between … and …” is/,
    );
  });
});
