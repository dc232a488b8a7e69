import { TOAST_DEFAULT_TIMEOUT_MS, TOAST_FALLBACK_TIMEOUT_MS } from '../constants.js';

/**
 * When a toast closes itself (docs/BEHAVIOUR.md): a missing timeout means 5000 ms; 0 keeps it open
 * (null: no timer); any other falsy or invalid value (null, NaN, negative, not a number) 6000 ms.
 */
export function toastTimeoutMs(timeout: unknown): number | null {
  if (timeout === undefined) return TOAST_DEFAULT_TIMEOUT_MS;
  if (timeout === 0) return null;
  if (typeof timeout === 'number' && Number.isFinite(timeout) && timeout > 0) return timeout;
  return TOAST_FALLBACK_TIMEOUT_MS;
}
