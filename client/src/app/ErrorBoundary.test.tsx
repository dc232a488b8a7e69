import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './ErrorBoundary';

function Broken(): never {
  throw new Error('plot failed');
}

describe('ErrorBoundary', () => {
  it('shows the failure in place and tells what waits on the part that it is done with', () => {
    const onError = vi.fn();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      render(
        <ErrorBoundary what="This chart" onError={onError}>
          <Broken />
        </ErrorBoundary>,
      );
    } finally {
      logged.mockRestore();
    }
    expect(screen.getByRole('alert').textContent).toContain('This chart could not be shown.');
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
