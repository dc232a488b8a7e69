import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { disposeRenderedApps } from './renderApp';

// Component test files share one module registry and one DOM (vitest.config.ts, project
// `component`): each test leaves neither a mounted tree nor kept storage to the next.
// findBy… and waitFor wait for a condition; their 1 s default is a bet on the machine's speed, and
// the unit phase runs beside the emulator suites on 2 cores (docs/TESTING.md). A condition that
// holds returns at once; only a failing test waits this long.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  disposeRenderedApps();
  localStorage.clear();
  sessionStorage.clear();
});
