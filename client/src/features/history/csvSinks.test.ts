import { describe, expect, it } from 'vitest';
import { pickerSink, type SavePicker } from './csvSinks';

/** A fake of the browser's save dialog and its writable file (node has no File System Access API). */
function fakePicker(dismiss = false) {
  const file = { written: [] as string[], closed: false, aborted: false, removed: false, options: null as unknown };
  const picker: SavePicker = (options) => {
    file.options = options;
    if (dismiss) return Promise.reject(new DOMException('The user aborted a request.', 'AbortError'));
    return Promise.resolve({
      createWritable: () =>
        Promise.resolve({
          write: (text: string) => Promise.resolve(void file.written.push(text)),
          close: () => Promise.resolve(void (file.closed = true)),
          abort: () => Promise.resolve(void (file.aborted = true)),
        }),
      remove: () => Promise.resolve(void (file.removed = true)),
    });
  };
  return { picker, file };
}

describe('CSV export to a file picked in the save dialog (File System Access API faked)', () => {
  it('suggests the export name, writes each part to the file and closes it', async () => {
    const { picker, file } = fakePicker();
    const sink = await pickerSink(picker, 'S-1_x.csv');
    await sink!.write('a\r\n');
    await sink!.write('b\r\n');
    await sink!.close();
    expect(file.options).toMatchObject({ suggestedName: 'S-1_x.csv' });
    expect(file.written).toEqual(['a\r\n', 'b\r\n']);
    expect(file.closed).toBe(true);
  });

  it('a cancelled export discards the written parts and removes the picked file', async () => {
    const { picker, file } = fakePicker();
    const sink = await pickerSink(picker, 'S-1_x.csv');
    await sink!.write('a\r\n');
    await sink!.abort();
    expect(file.aborted).toBe(true);
    expect(file.removed).toBe(true);
    expect(file.closed).toBe(false);
  });

  it('a dismissed dialog gives no sink (nothing is exported)', async () => {
    const { picker } = fakePicker(true);
    expect(await pickerSink(picker, 'S-1_x.csv')).toBeNull();
  });
});
