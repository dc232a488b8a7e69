import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backfillNameWords } from '../../functions/src/workflows/nameWordsBackfill.js';
import { adminDb, clearFirestore, closeAdmin, eventually, functionsSettled } from '../support/emulators.js';

// A device's `nameWords` (docs/DATA_MODEL.md): derived from its name by the functions, so a find
// box or picker finds a word inside a name with `array-contains` (Firestore has no substring search).
const SID = 'words-sys';
const device = (sn: string) => adminDb().doc(`system/${SID}/devices/${sn}`);
const wordsOf = (sn: string, want: string[]) =>
  eventually(async () => {
    const words = (await device(sn).get()).data()?.nameWords as string[] | undefined;
    return JSON.stringify(words) === JSON.stringify(want) ? words : undefined;
  });
const sensor = (sn: string, alias: string) => ({
  sn,
  alias,
  type: 'SENSOR',
  tags: [],
  labels: [],
  config: {},
  sample: null,
});

describe('name words', () => {
  beforeAll(async () => {
    await clearFirestore();
    await adminDb()
      .doc(`system/${SID}`)
      .set({ name: 'Words', admin: ['ada@example.com'], users: [], createdAt: 1 });
  });
  afterAll(closeAdmin);

  it('gives a device created without them its name words, and a word inside a name finds it', async () => {
    await device('S-1').set(sensor('S-1', 'North freezer 3'));
    await wordsOf('S-1', ['north', 'freezer', '3']);
    const found = await adminDb()
      .collection(`system/${SID}/devices`)
      .where('type', '==', 'SENSOR')
      .where('nameWords', 'array-contains', 'freezer')
      .limit(20)
      .get();
    expect(found.docs.map((d) => d.id)).toEqual(['S-1']);
  });

  it("writes a renamed device's words with its new name (an admin's edit, applied by onDeviceEdit)", async () => {
    await wordsOf('S-1', ['north', 'freezer', '3']);
    await adminDb().doc(`system/${SID}/deviceEdits/S-1`).set({ alias: 'South chiller 9' });
    await wordsOf('S-1', ['south', 'chiller', '9']);
    expect((await device('S-1').get()).data()?.alias).toBe('South chiller 9');
  });

  it('backfills the devices stored before them, once: a second run writes nothing', async () => {
    await device('S-2').set(sensor('S-2', 'Cold room'));
    await device('S-3').set(sensor('S-3', 'Dock door'));
    await wordsOf('S-2', ['cold', 'room']);
    await wordsOf('S-3', ['dock', 'door']);
    await functionsSettled();
    // As stored before the words existed (the device has no update trigger, so nothing puts them back).
    await device('S-2').update({ nameWords: FieldValue.delete() });
    await device('S-3').update({ nameWords: ['stale'] });
    const first = await backfillNameWords([SID]);
    expect(first).toEqual({ systems: 1, read: 3, written: 2 });
    expect((await device('S-2').get()).data()?.nameWords).toEqual(['cold', 'room']);
    expect((await device('S-3').get()).data()?.nameWords).toEqual(['dock', 'door']);
    expect(await backfillNameWords([SID])).toEqual({ systems: 1, read: 3, written: 0 });
  });
});
