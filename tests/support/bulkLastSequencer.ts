import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that write or clear thousands of documents. The Firestore emulator hands each write's
 * event to the functions emulator one after another, even with the functions' triggers paused
 * (the events are then dropped, but only after their turn): 10,000 devices seeded or removed
 * hold every later trigger back for a minute or more. A file after them on the same stack then
 * waits that long for its seed's triggers. Run last on their stack, they hold nobody up.
 */
export const BULK_FILES: readonly string[] = [
  'tests/e2e/largeSystem.test.ts',
  'tests/emulators/rule-many-sensors.test.ts',
];

const isBulk = (spec: TestSpecification) => BULK_FILES.some((f) => spec.moduleId.endsWith(f));

/** Vitest's own order (slowest first), with the bulk files moved to the end. */
export default class BulkLastSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter((f) => !isBulk(f)), ...sorted.filter(isBulk)];
  }
}
