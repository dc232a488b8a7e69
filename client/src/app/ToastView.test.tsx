import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SYSTEM } from '../testing/fixtures';
import { renderApp } from '../testing/renderApp';

// A toast's life on a rendered page, on a fake clock (moved down from tests/e2e/shell.test.ts;
// the service worker's messages turning into toasts: InstallAndPush.test.tsx).
describe('toasts', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('closes a toast without a timeout of its own after 5000 ms, and keeps it before', async () => {
    const { store } = renderApp('/systems', { systems: [SYSTEM] });
    await screen.findByRole('heading', { name: 'Systems' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => void store.ui.showToast({ text: 'Gateway offline' }));
    const toast = screen.getByTestId('toast');
    expect(toast.textContent).toContain('Gateway offline');
    expect(toast.getAttribute('data-timeout')).toBe('5000');
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.queryByTestId('toast')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1500));
    vi.useRealTimers();
    await waitFor(() => expect(screen.queryByTestId('toast')).toBeNull());
  });

  it('keeps an error toast until it is closed, and its Close button closes it', async () => {
    const { store, user } = renderApp('/systems', { systems: [SYSTEM] });
    await screen.findByRole('heading', { name: 'Systems' });
    act(() => void store.ui.showToast({ text: 'Could not save', color: 'error', timeout: 0 }));
    const toast = screen.getByTestId('toast');
    expect(toast.getAttribute('data-timeout')).toBe('none');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('toast')).toBeNull());
  });
});
