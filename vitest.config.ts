import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import BulkLastSequencer from './tests/support/bulkLastSequencer.js';

/** Where the unit tests are: every package's own tests beside its code. */
const UNIT_DIRS = ['shared/src', 'functions/src', 'client/src', 'client', 'scripts'];
const UNIT_TEST = /\.test\.tsx?$/;

/** The unit test files (as vitest's include globs of the unit projects would find them). */
function unitTestFiles(): string[] {
  const root = import.meta.dirname;
  return UNIT_DIRS.flatMap((dir) =>
    dir === 'client'
      ? readdirSync(join(root, dir))
          .filter((f) => UNIT_TEST.test(f))
          .map((f) => `${dir}/${f}`)
      : readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
          .filter((f) => UNIT_TEST.test(f) && !f.includes('node_modules'))
          .map((f) => `${dir}/${f.split('\\').join('/')}`),
  );
}

/**
 * Unit test files that replace modules (`vi.mock`): each needs a module registry of its own, or
 * its fakes would reach the files after it in the same worker. The rest share one registry
 * (`isolate: false`), which spares re-importing the same modules for each of ~130 files: most of
 * the unit run's time, and CPU that the emulator suites beside it need (docs/TESTING.md).
 */
const MOCKING_FILES = unitTestFiles().filter((f) =>
  /\bvi\.mock\(/.test(readFileSync(join(import.meta.dirname, f), 'utf8')),
);

/**
 * The files whose data is their own (scripts/testShards.ts, isBesideTest): those about whole
 * stacks start their own (`npm start` beside other stacks of the checkout) and the rules suites
 * use Firestore projects of their own. Project `beside`: `npm test` runs them beside the shards.
 */
const BESIDE_FILES = ['tests/scripts/**/*.test.ts', 'tests/rules/**/*.test.ts'];

const UNIT_INCLUDE = [
  'shared/src/**/*.test.ts',
  'functions/src/**/*.test.ts',
  'client/src/**/*.test.ts',
  'client/*.test.ts',
  'scripts/**/*.test.ts',
];

export default defineConfig({
  test: {
    // The emulator run's log stays in a file; a failing test file prints its own excerpt of it.
    reporters: ['default', './tests/support/emulatorLogReporter.ts'],
    // The emulator suites that write or clear thousands of documents run last on their stack
    // (tests/support/bulkLastSequencer.ts; vitest reads the root's sequencer, not a project's).
    sequence: { sequencer: BulkLastSequencer },
    // A green run lists each file once; only a test slower than this is named under it (the
    // reporter reads the root's threshold, not a project's).
    slowTestThreshold: 30_000,
    // What a test logs is printed only when it fails: a green run stays a few lines (the
    // reporters read the root's setting, not a project's).
    silent: 'passed-only',
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
          include: UNIT_INCLUDE,
          exclude: [...MOCKING_FILES, '**/node_modules/**'],
          environment: 'node',
          // Beside the emulator suites on a busy 2-core machine a test takes many times its idle
          // time (a clean clone's run timed out a JSON-stream test and the claim verifier's scrypt
          // at vitest's 5 s); a limit that is a bet on the machine's speed is a flake.
          testTimeout: 30_000,
          pool: 'threads',
          isolate: false,
        },
      },
      {
        // Component tests (docs/TESTING.md): screens with their real stores over a fake data layer
        // (client/src/testing/fakeTransport.ts), in a DOM of their own, driven by Testing Library.
        test: {
          name: 'component',
          include: ['client/src/**/*.test.tsx'],
          exclude: [...MOCKING_FILES, '**/node_modules/**'],
          environment: 'happy-dom',
          setupFiles: ['client/src/testing/componentSetup.ts'],
          // A test drives a whole screen (several renders per keystroke): beside the emulator
          // suites on a busy 2-core machine that takes many times its idle time, and vitest's 5 s
          // would be a bet on the machine's speed.
          testTimeout: 30_000,
          pool: 'threads',
          // One registry and one DOM for all files, as for the unit tests: each test unmounts
          // and stops what it rendered (componentSetup.ts).
          isolate: false,
        },
      },
      {
        test: {
          name: 'unit-mocks',
          include: MOCKING_FILES,
          environment: 'node',
          testTimeout: 30_000,
          pool: 'threads',
        },
      },
      {
        test: {
          name: 'emulators',
          include: ['tests/**/*.test.ts'],
          // The files whose data is their own: project `beside`, below.
          exclude: [...BESIDE_FILES, '**/node_modules/**'],
          environment: 'node',
          // One emulator suite at a time: they share the emulators' data.
          fileParallelism: false,
          // ...in one worker that keeps its loaded modules (the Admin SDK, Playwright) from one
          // file to the next; each suite still clears Firestore and closes its own handles.
          isolate: false,
          // The client's dev server, shared by the browser suites (tests/support/browser.ts).
          globalSetup: ['tests/support/globalSetup.ts'],
          // A test's budget, not a wait: its waits are on conditions. The first test of a file starts
          // cold function workers, and with the machine shared (load average 30) one sound test
          // took over 60 s (docs/TESTING.md, flake register).
          testTimeout: 150_000,
          // A suite's set-up waits on conditions of its own: the previous suite's function runs
          // to end (up to 90 s), the seed's triggers (up to 90 s) and their quiet; on a loaded
          // machine (load average 30) their sum passed 120 s (docs/TESTING.md, flake register).
          hookTimeout: 240_000,
          // expect.poll waits for a condition; its own default (1 s) is a bet on the machine's
          // speed: a loaded clean clone failed on pages that needed longer (docs/TESTING.md).
          expect: { poll: { timeout: 30_000 } },
        },
      },
      {
        // Files whose data is their own, which `npm test` runs beside the shards, not on one
        // (scripts/test.ts): those about whole stacks (tests/scripts: `npm start` beside other
        // stacks of the checkout, each started at offsets of the file's own and read over REST;
        // minutes of waiting on a stack's start and stop and on the demo's outage) and the rules
        // suites (tests/rules: the rules and documents of Firestore projects of their own on the
        // first shard's emulator, never its `demo-neuron`). No client build, no Chromium.
        test: {
          name: 'beside',
          include: BESIDE_FILES,
          environment: 'node',
          // Two at a time: none shares anything with another (the one stack file's `npm start`
          // stacks are at offsets only it uses, each rules file has projects of its own, the hub
          // file starts nothing), and `start-stack` alone is most of the lane: the rules files
          // run beside it instead of after it.
          fileParallelism: true,
          maxWorkers: 2,
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          expect: { poll: { timeout: 30_000 } },
        },
      },
    ],
  },
});
