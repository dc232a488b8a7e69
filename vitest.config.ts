import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The emulator run's log stays in a file; a failing test file prints its own excerpt of it.
    reporters: ['default', './tests/support/emulatorLogReporter.ts'],
    // A green run lists each file once; only a test slower than this is named under it (the
    // reporter reads the root's threshold, not a project's).
    slowTestThreshold: 30_000,
    coverage: {
      provider: 'v8',
      include: ['shared/src/**/*.ts'],
      exclude: ['shared/src/**/*.test.ts', 'shared/src/index.ts'],
      reporter: ['text-summary', 'text'],
      // The shared sensor math and catalogues are the one implementation: keep them fully tested.
      thresholds: { lines: 95 },
    },
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'shared/src/**/*.test.ts',
            'functions/src/**/*.test.ts',
            'client/src/**/*.test.{ts,tsx}',
            'client/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'emulators',
          include: ['tests/**/*.test.ts'],
          environment: 'node',
          // One emulator suite at a time: they share the emulators' data.
          fileParallelism: false,
          // ...in one worker that keeps its loaded modules (the Admin SDK, Playwright) from one
          // file to the next; each suite still clears Firestore and closes its own handles.
          isolate: false,
          // The client's dev server, shared by the browser suites (tests/support/browser.ts).
          globalSetup: ['tests/support/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
