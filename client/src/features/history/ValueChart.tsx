import type { Data, Layout, Shape } from 'plotly.js';
import { useMemo } from 'react';
import type { BandSeries, SampleSeries } from '@neuron/shared';
import { WEBGL_FROM_POINTS } from './chartLimits';
import { chartColors } from './chartTheme';
import { Plot } from './plotly';

export interface ValueChartProps {
  title: string;
  unit: string;
  /** Raw points (ranges up to 48 h), or live points on a rollup chart. */
  points?: SampleSeries;
  /** Hourly mean with min/max band (longer ranges). */
  band?: BandSeries;
  /** The fitted trend over the range (forecast, from the hourly rollups), drawn as a dashed line. */
  trend?: { x: [number, number]; y: [number, number] };
  limits: { min: number | null; max: number | null };
  theme: string;
  range: { from: number; to: number };
  /** When the formula changed inside the range: a marked line each (values differ in kind across it). */
  formulaChanges?: readonly number[];
  testId: string;
  /** Called once the chart's first drawing is done. */
  onDrawn?: () => void;
}

/** The text a formula change's marker carries on the chart. */
export const FORMULA_CHANGED = 'Formula changed';

function changeLine(t: number, color: string): Partial<Shape> {
  const x = new Date(t).toISOString();
  return {
    type: 'line',
    xref: 'x',
    yref: 'paper',
    x0: x,
    x1: x,
    y0: 0,
    y1: 1,
    line: { color, width: 1.5, dash: 'dot' },
  };
}

function limitLine(y: number, color: string): Partial<Shape> {
  return { type: 'line', xref: 'paper', x0: 0, x1: 1, y0: y, y1: y, line: { color, width: 1.5, dash: 'dash' } };
}

function traces(props: ValueChartProps, colors: ReturnType<typeof chartColors>): Data[] {
  const { points, band } = props;
  const data: Data[] = [];
  if (band && band.x.length) {
    const x = band.x.map((t) => new Date(t));
    data.push(
      {
        type: 'scatter',
        mode: 'lines',
        name: 'max',
        x,
        y: band.max,
        line: { width: 0 },
        hoverinfo: 'skip',
        showlegend: false,
      },
      {
        type: 'scatter',
        mode: 'lines',
        name: 'min–max',
        x,
        y: band.min,
        fill: 'tonexty',
        fillcolor: colors.band,
        line: { width: 0 },
      },
      {
        type: 'scatter',
        // A line needs two points: with few hours stored (a new sensor), markers show each one.
        mode: band.x.length > 300 ? 'lines' : 'lines+markers',
        name: 'mean',
        x,
        y: band.mean,
        line: { color: colors.line, width: 2 },
        marker: { size: 5, color: colors.line },
      },
    );
  }
  if (points && points.x.length) {
    const many = points.x.length >= WEBGL_FROM_POINTS;
    data.push({
      type: many ? 'scattergl' : 'scatter',
      mode: points.x.length > 300 ? 'lines' : 'lines+markers',
      name: band ? 'latest' : 'value',
      x: points.x.map((t) => new Date(t)),
      y: points.y,
      connectgaps: false,
      line: { color: colors.line, width: 1.5 },
      marker: { size: 4, color: colors.line },
    });
  }
  if (props.trend) {
    data.push({
      type: 'scatter',
      mode: 'lines',
      name: 'trend',
      x: props.trend.x.map((t) => new Date(t)),
      y: props.trend.y,
      line: { color: colors.muted, width: 2, dash: 'dash' },
      hovertemplate: 'Trend %{y:.2f}<extra></extra>',
    });
  }
  if (points && points.errorX.length) {
    data.push({
      type: 'scatter',
      mode: 'markers',
      name: 'error sample',
      x: points.errorX.map((t) => new Date(t)),
      y: points.errorX.map(() => 0.03),
      yaxis: 'y2',
      marker: { symbol: 'x', size: 9, color: colors.error },
      hovertemplate: 'Error sample %{x}<extra></extra>',
    });
  }
  return data;
}

/** One value's chart: zoom by dragging, pan from the toolbar, double-click to reset. */
export default function ValueChart(props: ValueChartProps) {
  const colors = useMemo(() => chartColors(props.theme), [props.theme]);
  const data = traces(props, colors);
  const shapes = [
    ...(props.limits.min != null ? [limitLine(props.limits.min, colors.limit)] : []),
    ...(props.limits.max != null ? [limitLine(props.limits.max, colors.limit)] : []),
    ...(props.formulaChanges ?? []).map((t) => changeLine(t, colors.text)),
  ];
  // The label runs away from the nearer edge of the range, so a recent change's label is not
  // cut off at the right of the plot (nor an early one's at the left).
  const middle = (props.range.from + props.range.to) / 2;
  const annotations: Layout['annotations'] = (props.formulaChanges ?? []).map((t) => ({
    x: new Date(t).toISOString(),
    xref: 'x',
    xanchor: t > middle ? 'right' : 'left',
    yref: 'paper',
    y: 1,
    yanchor: 'bottom',
    text: FORMULA_CHANGED,
    showarrow: false,
    font: { size: 11, color: colors.text },
  }));
  const layout: Partial<Layout> = {
    autosize: true,
    // The title sits left and the toolbar (top right) above the plot, so neither covers the other.
    margin: { l: 56, r: 16, t: 48, b: 40 },
    title: {
      text: props.unit ? `${props.title} (${props.unit})` : props.title,
      font: { size: 14 },
      x: 0,
      xanchor: 'left',
      y: 0.98,
      yanchor: 'top',
    },
    paper_bgcolor: colors.surface,
    plot_bgcolor: colors.surface,
    font: { color: colors.text },
    xaxis: { type: 'date', gridcolor: colors.grid, range: [new Date(props.range.from), new Date(props.range.to)] },
    yaxis: { gridcolor: colors.grid, zerolinecolor: colors.grid, title: { text: props.unit } },
    yaxis2: { overlaying: 'y', range: [0, 1], visible: false, fixedrange: true },
    legend: { orientation: 'h', y: -0.2 },
    dragmode: 'zoom',
    shapes,
    annotations,
    uirevision: props.testId,
  };
  return (
    <div data-testid={props.testId} className="value-chart">
      <Plot
        data={data}
        layout={layout}
        config={{ displaylogo: false, responsive: true, scrollZoom: true }}
        style={{ width: '100%', height: '300px' }}
        onInitialized={() => props.onDrawn?.()}
        useResizeHandler
      />
    </div>
  );
}
