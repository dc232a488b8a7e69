import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { disposeRenderedApps } from './renderApp';

// Component test files share one module registry and one DOM (vitest.config.ts, project
// `component`): each test leaves neither a mounted tree nor kept storage to the next.
afterEach(() => {
  cleanup();
  disposeRenderedApps();
  localStorage.clear();
  sessionStorage.clear();
});
