import { describe, expect, it } from 'vitest';
import { TOAST_COLORS, ToastMessageSchema } from './toastMessage.js';

describe('ToastMessageSchema', () => {
  it('fills the defaults of docs/DATA_MODEL.md', () => {
    expect(ToastMessageSchema.parse({ text: 'Saved' })).toEqual({
      show: true,
      text: 'Saved',
      color: 'info',
      timeout: 5000,
      buttonText: 'Close',
      update: false,
    });
  });

  it('takes every field', () => {
    const report = () => undefined;
    const toast = ToastMessageSchema.parse({
      show: false,
      text: 'Alarm',
      color: 'error',
      timeout: 0,
      buttonText: 'Open',
      systemId: 'sys-1',
      redirect: '/systems/sys-1/events',
      report,
      update: true,
    });
    expect(toast).toMatchObject({ color: 'error', timeout: 0, buttonText: 'Open', systemId: 'sys-1', update: true });
    expect(toast.report).toBe(report);
  });

  it('keeps null, NaN, infinite and negative timeouts for toastTimeoutMs to decide', () => {
    expect(ToastMessageSchema.parse({ text: 'a', timeout: null }).timeout).toBeNull();
    expect(ToastMessageSchema.parse({ text: 'a', timeout: Number.NaN }).timeout).toBeNaN();
    expect(ToastMessageSchema.parse({ text: 'a', timeout: Number.POSITIVE_INFINITY }).timeout).toBe(Infinity);
    expect(ToastMessageSchema.parse({ text: 'a', timeout: -1 }).timeout).toBe(-1);
  });

  it('knows the four colours', () => {
    expect(TOAST_COLORS).toEqual(['info', 'primary', 'warning', 'error']);
  });

  it.each([
    [{ text: 'a', color: 'success' }, 'color'],
    [{ text: 'a', report: 'alert(1)' }, 'report'],
    [{ text: 'a', timeout: '5000' }, 'timeout'],
    [{ text: 'a', systemId: '' }, 'systemId'],
    [{}, 'text'],
  ])('refuses %j naming %s', (input, field) => {
    const parsed = ToastMessageSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0].path).toEqual([field]);
  });
});
