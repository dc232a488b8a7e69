import type { Data, Layout } from 'plotly.js';
import { useMemo } from 'react';
import { WEAK_LINK_AT_OR_BELOW, type RssiTrend } from '@neuron/shared';
import { chartColors } from './chartTheme';
import { Plot } from './plotly';
import { narrowAxisRange } from './timeAxis';

/** The 7-day rssi trend, one line per gateway, with the weak-link threshold as a line. */
export default function RssiTrendChart({ trend, theme }: { trend: RssiTrend[]; theme: string }) {
  const colors = useMemo(() => chartColors(theme), [theme]);
  const data: Data[] = trend.map((t) => ({
    type: 'scatter',
    mode: 'lines+markers',
    name: t.gatewaySn,
    x: t.x.map((ms) => new Date(ms)),
    y: t.y,
    marker: { size: 3 },
  }));
  const layout: Partial<Layout> = {
    autosize: true,
    margin: { l: 56, r: 16, t: 16, b: 40 },
    paper_bgcolor: colors.surface,
    plot_bgcolor: colors.surface,
    font: { color: colors.text },
    xaxis: { type: 'date', gridcolor: colors.grid, range: narrowAxisRange(trend.flatMap((t) => t.x)) },
    yaxis: { gridcolor: colors.grid, title: { text: 'rssi (dBm)' } },
    showlegend: true,
    legend: { orientation: 'h', y: -0.25 },
    shapes: [
      {
        type: 'line',
        xref: 'paper',
        x0: 0,
        x1: 1,
        y0: WEAK_LINK_AT_OR_BELOW,
        y1: WEAK_LINK_AT_OR_BELOW,
        line: { color: colors.limit, width: 1, dash: 'dot' },
      },
    ],
  };
  return (
    <div data-testid="rssi-trend">
      <Plot
        data={data}
        layout={layout}
        config={{ displaylogo: false, responsive: true }}
        style={{ width: '100%', height: '240px' }}
        useResizeHandler
      />
    </div>
  );
}
