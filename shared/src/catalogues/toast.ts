import { TOAST_DEFAULT_TIMEOUT_MS, TOAST_FALLBACK_TIMEOUT_MS } from '../constants.js';

/** Colours a toast can take (SPEC.md §3). */
export const TOAST_COLORS = ['info', 'primary', 'warning', 'error'] as const;
export type ToastColor = (typeof TOAST_COLORS)[number];

/**
 * How long a toast stays open, in ms, or null when it stays open until closed (DESIGN.md §3):
 * a missing timeout (undefined) means 5000; 0 keeps it open; any other falsy or invalid value
 * (null, NaN, negative, not a number) closes it after 6000; a positive finite number is used as is.
 */
export function toastTimeoutMs(timeout: unknown): number | null {
  if (timeout === undefined) return TOAST_DEFAULT_TIMEOUT_MS;
  if (timeout === 0) return null;
  if (typeof timeout === 'number' && Number.isFinite(timeout) && timeout > 0) return timeout;
  return TOAST_FALLBACK_TIMEOUT_MS;
}
