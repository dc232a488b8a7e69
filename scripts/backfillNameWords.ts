// `npx tsx scripts/backfillNameWords.ts [systemId …]`: writes `nameWords` (the words a find box
// looks a device up by: docs/DATA_MODEL.md) on every device stored without them, in every system
// or in those named. Run once after deploying the functions that keep them; a second run writes
// nothing. Against the emulators it finds them by FIRESTORE_EMULATOR_HOST (`scripts/emulators.ts
// exec`); against a project, by the Admin SDK's application default credentials and GCLOUD_PROJECT.
import { backfillNameWords } from '../functions/src/workflows/nameWordsBackfill.js';

const systems = process.argv.slice(2);
const count = await backfillNameWords(systems.length > 0 ? systems : undefined);
console.log(
  `nameWords: ${count.systems} system(s), ${count.read} device(s) read, ${count.written} written` +
    (count.written === 0 ? ' (all had them)' : ''),
);
