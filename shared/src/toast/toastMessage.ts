import { z } from 'zod';
import { TOAST_BUTTONS } from '../catalogues/messages.js';
import { TOAST_DEFAULT_TIMEOUT_MS } from '../constants.js';

/** Colours a toast can have (docs/DATA_MODEL.md). */
export const TOAST_COLORS = ['info', 'primary', 'warning', 'error'] as const;
/** Colour of a toast. */
export const ToastColorSchema = z.enum(TOAST_COLORS);
/** Colour of a toast. */
export type ToastColor = z.infer<typeof ToastColorSchema>;

/**
 * A toast message (docs/DATA_MODEL.md). `timeout` is kept as given, so that toastTimeoutMs can tell
 * "missing" (5000 ms) from 0 (stays open) and from an invalid value (6000 ms, docs/BEHAVIOUR.md).
 */
export const ToastMessageSchema = z.object({
  show: z.boolean().default(true),
  text: z.string(),
  color: ToastColorSchema.default('info'),
  // Any number (NaN and Infinity too) or null is kept: toastTimeoutMs turns the invalid ones into 6000 ms.
  timeout: z
    .custom<number | null>((v) => v === null || typeof v === 'number', { error: 'timeout must be a number' })
    .default(TOAST_DEFAULT_TIMEOUT_MS),
  buttonText: z.string().default(TOAST_BUTTONS.close),
  systemId: z.string().min(1).optional(),
  redirect: z.string().optional(),
  /** Called by the Report button; the button shows only when this is set. */
  report: z.custom<() => void>((v) => typeof v === 'function', { error: 'report must be a function' }).optional(),
  /** Offers the Update button, which reloads the page. */
  update: z.boolean().default(false),
});
/** A toast message as the UI store holds it. */
export type ToastMessage = z.infer<typeof ToastMessageSchema>;
/** A toast message as a caller passes it (defaults not yet applied). */
export type ToastMessageInput = z.input<typeof ToastMessageSchema>;
