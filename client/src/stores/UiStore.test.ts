import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INSTALL_QUIET_MS, UiStore } from './UiStore';

describe('UiStore toast (docs/BEHAVIOUR.md timeout rule)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('closes a toast without a timeout after 5000 ms, with Close and the info colour', () => {
    const ui = new UiStore();
    ui.showToast({ text: 'Saved' });
    expect(ui.toast).toMatchObject({ text: 'Saved', buttonText: 'Close', color: 'info', timeoutMs: 5000 });
    vi.advanceTimersByTime(4999);
    expect(ui.toast).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(ui.toast).toBeNull();
  });

  it('keeps a toast with timeout 0 open until closed', () => {
    const ui = new UiStore();
    ui.showToast({ text: 'Stays', timeout: 0 });
    vi.advanceTimersByTime(10 * 60_000);
    expect(ui.toast?.text).toBe('Stays');
    ui.closeToast();
    expect(ui.toast).toBeNull();
  });

  it('closes after 6000 ms for other falsy or invalid timeouts', () => {
    for (const timeout of [null, Number.NaN, -5]) {
      const ui = new UiStore();
      ui.showToast({ text: 'x', timeout });
      vi.advanceTimersByTime(5999);
      expect(ui.toast).not.toBeNull();
      vi.advanceTimersByTime(1);
      expect(ui.toast).toBeNull();
    }
  });

  it("a replaced toast's timer does not close the next one", () => {
    const ui = new UiStore();
    ui.showToast({ text: 'first', timeout: 1000 });
    vi.advanceTimersByTime(500);
    ui.showToast({ text: 'second', timeout: 15000 });
    vi.advanceTimersByTime(1000);
    expect(ui.toast?.text).toBe('second');
    ui.closeToast(1);
    expect(ui.toast?.text).toBe('second');
  });
});

describe('UiStore progress', () => {
  it('shows the progress bar while tracked requests run, also when one fails', async () => {
    const ui = new UiStore();
    let finish!: (v: string) => void;
    const a = ui.track(new Promise<string>((r) => (finish = r)));
    const b = ui.track(Promise.reject(new Error('offline'))).catch((e: Error) => e.message);
    expect(ui.progressVisible).toBe(true);
    expect(await b).toBe('offline');
    expect(ui.progressVisible).toBe(true);
    finish('done');
    expect(await a).toBe('done');
    expect(ui.progressVisible).toBe(false);
  });
});

describe('UiStore install prompt', () => {
  it('holds the prompt for the banner and uses it once', async () => {
    const ui = new UiStore();
    const prompt = vi.fn(() => Promise.resolve());
    ui.offerInstall({ prompt });
    expect(ui.installPrompt).not.toBeNull();
    await ui.install();
    await ui.install();
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(ui.installPrompt).toBeNull();
  });

  it('remembers "Not now" on the install banner for a month, across loads', () => {
    const stored = new Map<string, string>();
    const storage = {
      getItem: (k: string) => stored.get(k) ?? null,
      setItem: (k: string, v: string) => void stored.set(k, v),
    };
    let now = 1_000;
    const prompt = { prompt: () => Promise.resolve() };
    const first = new UiStore(storage, () => now);
    first.offerInstall(prompt);
    expect(first.installPrompt).toBe(prompt);
    first.dismissInstall();
    expect(first.installPrompt).toBeNull();
    // A later load (a new store on the same storage) does not offer it again within the month.
    now += INSTALL_QUIET_MS - 1;
    const later = new UiStore(storage, () => now);
    later.offerInstall(prompt);
    expect(later.installPrompt).toBeNull();
    now += 1;
    later.offerInstall(prompt);
    expect(later.installPrompt).toBe(prompt);
  });
});
