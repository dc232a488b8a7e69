import { z } from 'zod';

/** Colours a toast can have (docs/DATA_MODEL.md). The toast's other fields are the client's
 * `ToastInput` (client/src/stores/UiStore.ts): only the client shows toasts. */
export const TOAST_COLORS = ['info', 'primary', 'warning', 'error'] as const;
/** Colour of a toast. */
export const ToastColorSchema = z.enum(TOAST_COLORS);
/** Colour of a toast. */
export type ToastColor = z.infer<typeof ToastColorSchema>;
