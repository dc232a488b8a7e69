/** The narrowest time axis a chart draws: an hour, so one point is not drawn on a sub-millisecond axis. */
export const MIN_AXIS_SPAN_MS = 3_600_000;

/**
 * A date axis's range for points spanning less than MIN_AXIS_SPAN_MS (one point, or a few close
 * together): that span centred on them. Undefined otherwise, or with no points: Plotly's own
 * range fits.
 */
export function narrowAxisRange(times: readonly number[]): [Date, Date] | undefined {
  if (times.length === 0) return undefined;
  const from = Math.min(...times);
  const to = Math.max(...times);
  if (to - from >= MIN_AXIS_SPAN_MS) return undefined;
  const middle = (from + to) / 2;
  return [new Date(middle - MIN_AXIS_SPAN_MS / 2), new Date(middle + MIN_AXIS_SPAN_MS / 2)];
}
