import { describe, expect, it } from 'vitest';
import { TOAST_COLORS, ToastColorSchema } from './toastMessage.js';

describe('toast colours', () => {
  it('knows the four colours and refuses others', () => {
    expect(TOAST_COLORS).toEqual(['info', 'primary', 'warning', 'error']);
    expect(ToastColorSchema.safeParse('success').success).toBe(false);
  });
});
