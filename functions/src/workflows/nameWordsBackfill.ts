import { updateNameWords, writeNameWordsPage } from '../data/deviceNameWords.js';
import { forEachSystemIdPage } from '../data/systems.js';
import { planNameWords } from '../domain/nameWords.js';

/** Devices read per page of the backfill: a page is one query and at most one bulk write. */
const PAGE = 500;

export interface BackfillCount {
  systems: number;
  read: number;
  written: number;
}

/**
 * Writes `nameWords` on every device that lacks them or holds another name's (devices stored before
 * they existed: docs/DATA_MODEL.md), system by system, a page at a time, so a fleet of any size is
 * held a page at a time. Run once after deploying them (`scripts/backfillNameWords.ts`); running it
 * again writes nothing. The triggers keep them from then on (claims, edits, devices created).
 */
export async function backfillNameWords(systemIds?: readonly string[]): Promise<BackfillCount> {
  const count: BackfillCount = { systems: 0, read: 0, written: 0 };
  const system = async (systemId: string) => {
    count.systems++;
    let after: string | null = null;
    do {
      const page = await writeNameWordsPage(systemId, after, PAGE, planNameWords);
      count.read += page.read;
      count.written += page.written;
      // Written meanwhile (a sample, a rename): planned again from what is stored now.
      for (const sn of page.changed) if (await updateNameWords(systemId, sn, planNameWords)) count.written++;
      after = page.last;
    } while (after !== null);
  };
  if (systemIds) for (const id of systemIds) await system(id);
  else
    await forEachSystemIdPage(100, async (ids) => {
      for (const id of ids) await system(id);
    });
  return count;
}
