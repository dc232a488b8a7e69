// How `npm test` splits the emulator suites and browser journeys over two emulator stacks.
// The suites spend much of their time waiting (on a trigger, a delivery, a page), not computing:
// one stack left a 2-core machine a third idle. Two stacks, each running its files one after the
// other, finish the phase in well under the time of one (docs/TESTING.md, "Where the time goes").
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Seconds each file took in a full run (the mean of three clean-clone runs of npm test on 2 cores,
 * two stacks, 2026-11-29; a run's failed test's wait left out). Only the balance of the split
 * depends on them: a file missing here (a new one) counts as DEFAULT_SECONDS, and a stale figure
 * makes one shard finish a little later, never a test fail. Refresh them from a run's per-file
 * lines when the suite changes much. The browser files that issue 44 shrank (checks moved down to
 * component tests, docs/TESTING.md) count as their old figure less the share of the work removed,
 * until a full run measures them.
 */
export const FILE_SECONDS: Record<string, number> = {
  'tests/e2e/charts.test.ts': 190,
  'tests/scripts/start-stack.test.ts': 123,
  // Estimated from single runs on a busy machine (no full run yet): refresh with the others.
  'tests/scripts/demo-stack.test.ts': 180,
  'tests/emulators/local-clock.test.ts': 60,
  'tests/rules/firestoreRules.test.ts': 92,
  'tests/e2e/shell.test.ts': 80,
  'tests/e2e/largeSystem.test.ts': 300,
  'tests/e2e/offlineReload.test.ts': 60,
  'tests/e2e/systemsJourney.test.ts': 45,
  'tests/emulators/rules-events.test.ts': 40,
  'tests/e2e/integrationsAndPush.test.ts': 36,
  'tests/emulators/integrations.test.ts': 36,
  'tests/emulators/pipeline-burst.test.ts': 36,
  'tests/emulators/offline.test.ts': 35,
  'tests/e2e/accessibility.test.ts': 29,
  'tests/e2e/members.test.ts': 28,
  'tests/e2e/accountSignIn.test.ts': 24,
  'tests/emulators/ingest.test.ts': 22,
  'tests/e2e/alarmJourney.test.ts': 21,
  'tests/emulators/notifications-attacks.test.ts': 21,
  'tests/emulators/notifications.test.ts': 20,
  'tests/e2e/secondFactor.test.ts': 17,
  'tests/emulators/invites.test.ts': 16,
  'tests/e2e/totpFactorFakedSdk.test.ts': 13,
  'tests/emulators/derived-state.test.ts': 13,
  'tests/emulators/schedules-maintenance.test.ts': 13,
  'tests/e2e/schedulesMaintenance.test.ts': 12,
  'tests/e2e/localInbox.test.ts': 12,
  'tests/emulators/merge.test.ts': 12,
  'tests/emulators/recompute.test.ts': 12,
  'tests/emulators/virtual.test.ts': 12,
  'tests/e2e/accountSettings.test.ts': 11,
  'tests/e2e/rulesEditor.test.ts': 11,
  'tests/e2e/liveSlice.test.ts': 11,
  'tests/e2e/googleMerge.test.ts': 11,
  'tests/emulators/escalation.test.ts': 11,
  'tests/e2e/screenShape.test.ts': 10,
  'tests/emulators/rollups.test.ts': 10,
  'tests/e2e/manualEvent.test.ts': 9,
  'tests/e2e/passwordReset.test.ts': 9,
  'tests/emulators/gateway-keys.test.ts': 9,
  'tests/emulators/account-deletion.test.ts': 8,
  'tests/emulators/gateway-report.test.ts': 8,
  'tests/emulators/ingest-hardening.test.ts': 7,
  'tests/emulators/notification-actions.test.ts': 7,
  'tests/emulators/replay-and-config.test.ts': 7,
  'tests/emulators/claim-device.test.ts': 6,
  'tests/emulators/sensor-facts.test.ts': 6,
  'tests/rules/localInspectorRules.test.ts': 4,
  'tests/scripts/hub-per-checkout.test.ts': 4,
  'tests/emulators/channel-test.test.ts': 3,
  'tests/emulators/geolocation.test.ts': 3,
};

/** What a file not in FILE_SECONDS counts as: about a median suite. */
export const DEFAULT_SECONDS = 15;

/** The emulator project's test files (vitest.config.ts: tests/**\/*.test.ts), sorted. */
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

/**
 * The port offset of shard `k` of a run at `base`: 9,000 apart, clear of the extra stacks a test
 * starts (tests/support/startStack.ts, 10,000 and 11,000 above its own) and of the offsets a user
 * picks for another checkout; below when a port would pass 32,767 (Linux's outgoing range).
 */
export function shardOffset(k: number, base: number): number {
  if (k === 0) return base;
  const up = base + 9000 * k;
  return up <= 23_000 ? up : base - 9000 * k;
}
