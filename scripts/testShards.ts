// How `npm test` splits the emulator suites and browser journeys over three emulator stacks (two before issue 44's fifth round).
// The suites spend much of their time waiting (on a trigger, a delivery, a page), not computing:
// one stack left a 2-core machine a third idle. Two stacks, each running its files one after the
// other, finish the phase in well under the time of one (docs/TEST_TIMES.md, "Where the time goes").
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { browserRefusedPort } from './ports.js';

/**
 * Seconds each file on a shard took in a full run (a warm `npm test` of 2026-12-02, session 29, on
 * 2 cores, two stacks, the checks beside them; `largeSystem` with one wait that ran out). Only the balance of the split depends on them: a
 * file missing here (a new one) counts as DEFAULT_SECONDS, and a stale figure makes one shard
 * finish a little later, never a test fail. Refresh them from a run's per-file lines when the
 * suite changes much. The files run beside the shards (isBesideTest) are not split.
 */
export const FILE_SECONDS: Record<string, number> = {
  'tests/e2e/largeSystem.test.ts': 65,
  'tests/e2e/charts.test.ts': 63,
  'tests/emulators/rule-many-sensors.test.ts': 49,
  'tests/emulators/local-clock.test.ts': 44,
  'tests/emulators/offline.test.ts': 35,
  'tests/e2e/integrationsAndPush.test.ts': 31,
  'tests/e2e/offlineReload.test.ts': 28,
  'tests/e2e/systemsJourney.test.ts': 28,
  'tests/emulators/pipeline-burst.test.ts': 25,
  'tests/emulators/rule-delays.test.ts': 24,
  'tests/e2e/members.test.ts': 21,
  'tests/e2e/accessibility.test.ts': 19,
  'tests/e2e/accountSignIn.test.ts': 17,
  'tests/e2e/secondFactor.test.ts': 16,
  'tests/emulators/ingest.test.ts': 16,
  'tests/emulators/rules-events.test.ts': 16,
  'tests/e2e/alarmJourney.test.ts': 14,
  'tests/e2e/sessions.test.ts': 14,
  'tests/e2e/shell.test.ts': 14,
  'tests/emulators/notifications.test.ts': 14,
  'tests/emulators/derived-state.test.ts': 13,
  'tests/e2e/rulesEditor.test.ts': 12,
  'tests/e2e/totpFactorFakedSdk.test.ts': 12,
  'tests/e2e/systemRadio.test.ts': 11,
  'tests/emulators/claim-device.test.ts': 11,
  'tests/e2e/screenShape.test.ts': 10,
  'tests/emulators/gateway-report.test.ts': 10,
  'tests/e2e/googleMerge.test.ts': 9,
  'tests/e2e/schedulesMaintenance.test.ts': 9,
  'tests/emulators/escalation.test.ts': 9,
  'tests/emulators/maintenance-windows.test.ts': 9,
  'tests/e2e/liveSlice.test.ts': 8,
  'tests/emulators/ingest-hardening.test.ts': 8,
  'tests/emulators/recompute.test.ts': 8,
  'tests/emulators/replay-and-config.test.ts': 8,
  'tests/emulators/sensor-error-events.test.ts': 8,
  'tests/emulators/summary-fold.test.ts': 8,
  'tests/emulators/virtual.test.ts': 8,
  'tests/e2e/accountSettings.test.ts': 7,
  'tests/e2e/localInbox.test.ts': 7,
  'tests/e2e/passwordReset.test.ts': 7,
  'tests/emulators/invites.test.ts': 7,
  'tests/emulators/read-api.test.ts': 7,
  'tests/e2e/manualEvent.test.ts': 6,
  'tests/emulators/account-deletion.test.ts': 6,
  'tests/emulators/dead-letter.test.ts': 6,
  'tests/emulators/early-warning.test.ts': 6,
  'tests/emulators/integrations.test.ts': 6,
  'tests/emulators/rollups.test.ts': 6,
  'tests/emulators/rule-schedules.test.ts': 6,
  'tests/emulators/sensor-facts.test.ts': 6,
  'tests/emulators/notification-actions.test.ts': 4,
  'tests/emulators/notifications-attacks.test.ts': 4,
  'tests/emulators/gateway-keys.test.ts': 2,
  'tests/emulators/geolocation.test.ts': 2,
  'tests/emulators/name-words.test.ts': 2,
  'tests/emulators/merge.test.ts': 1,
  'tests/emulators/transaction-retry.test.ts': 1,
  'tests/emulators/send-test-notification.test.ts': 1,
  '': 0,
};

/** What a file not in FILE_SECONDS counts as: about a median suite. */
export const DEFAULT_SECONDS = 15;

/**
 * The files whose data is their own (vitest project `beside`): those about whole stacks
 * (tests/scripts: `npm start` beside other stacks of the checkout) start their own, and the rules
 * suites (tests/rules) use Firestore projects of their own. `npm test` runs them beside the shards,
 * on the first shard's emulators (scripts/test.ts), not on a shard.
 */
export const BESIDE_DIRS = ['tests/scripts/', 'tests/rules/'];

export const isBesideTest = (file: string): boolean => BESIDE_DIRS.some((dir) => file.startsWith(dir));

/** The test files under tests/ (vitest.config.ts: projects `emulators` and `beside`), sorted. */
export function emulatorTestFiles(root: string): string[] {
  const dir = join(root, 'tests');
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.test.ts'))
    .map((f) => relative(root, join(dir, f)).split('\\').join('/'))
    .sort();
}

/**
 * The files split into `count` shards of about equal time: the longest first, each to the shard
 * with the least so far. Deterministic for one list of files, so a failure reruns the same way.
 */
export function splitIntoShards(files: string[], count: number): string[][] {
  const shards = Array.from({ length: count }, () => ({ seconds: 0, files: [] as string[] }));
  const weight = (f: string) => FILE_SECONDS[f] ?? DEFAULT_SECONDS;
  const longestFirst = [...files].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b));
  for (const file of longestFirst) {
    const lightest = shards.reduce((min, s) => (s.seconds < min.seconds ? s : min));
    lightest.files.push(file);
    lightest.seconds += weight(file);
  }
  return shards.map((s) => s.files);
}

/** Where shard stacks may go from the run's offset, in order of preference. */
const SHARD_STEPS = [9000, 18_000, -9000, -18_000, 13_000, -13_000, 7000, -7000];

/**
 * The port offset of shard `k` of a run at `base`: the k-th of SHARD_STEPS away from it that
 * keeps every port below 32,768 (Linux's outgoing range starts there: offset at most 23,000) and
 * off the offsets with a port browsers refuse (2,000: Firestore on 10080, `browserRefusedPort`). Clear of the extra stacks a
 * test starts (tests/support/startStack.ts, 10,000 and 11,000 from its own) and of the offsets a
 * user picks for another checkout (1,000 to 5,000 above).
 */
export function shardOffset(k: number, base: number): number {
  if (k === 0) return base;
  const fits = SHARD_STEPS.map((step) => base + step).filter(
    (o) => o >= 0 && o <= 23_000 && browserRefusedPort(o) === undefined,
  );
  const offset = fits[k - 1];
  if (offset === undefined) throw new Error(`no port offset for shard ${k} of a run at ${base}`);
  return offset;
}
