import { forecastSpanText, type SeriesForecast } from '@neuron/shared';

const REFUSALS = {
  too_short: 'Not enough hourly data in this range to forecast (at least 6 hours over 3 hours).',
  no_trend: 'No steady trend: the value holds level.',
  noisy: 'Too noisy to forecast: the trend does not explain the readings well enough.',
} as const;

/** The words of one forecast: where the trend heads and when it reaches the limit, with its range. */
export function forecastText(outcome: SeriesForecast, now: number, unit: string, battery: boolean): string {
  const { fit, forecast } = outcome;
  if (!fit.ok) return REFUSALS[fit.reason];
  const perHour = fit.slopePerMs * 3_600_000;
  const rate = Math.abs(perHour) >= 0.1 ? perHour.toFixed(1) : perHour.toPrecision(2);
  const trend = `${perHour < 0 ? 'Falling' : 'Rising'} ${rate.replace('-', '')} ${unit}/h`.replace('  ', ' ');
  if (!forecast) return `${trend}; it does not head for a limit.`;
  const what = battery ? 'empty' : `${forecast.limit} ${unit}`.trim();
  return `${trend}; reaches ${what} in about ${forecastSpanText(forecast.at - now)}${rangeText(outcome, now)}.`;
}

/**
 * The forecast's time range in words, or '' where none is printed: a trend that fits the
 * readings closely has a range narrower than the words can show (no "between 15 h and 15 h").
 */
function rangeText({ fit, forecast }: SeriesForecast, now: number): string {
  if (!fit.ok || !forecast) return '';
  const soon = forecastSpanText(forecast.earliest - now);
  const late = Number.isFinite(forecast.latest) ? forecastSpanText(forecast.latest - now) : 'never';
  return soon === late ? '' : ` (between ${soon} and ${late})`;
}

/** Whether forecastText prints a time range for this forecast (then the panel says what the range is). */
export function printsRange(outcome: SeriesForecast, now: number): boolean {
  return rangeText(outcome, now) !== '';
}
