import type { CsvSink } from '../../stores/history/ExportStore';
import { downloadedAs, streamedDownloadSink } from './streamedDownload';

/** The parts of the File System Access API the export uses (Chromium on the desktop has it). */
interface WritableFile {
  write(data: string): Promise<void>;
  close(): Promise<void>;
  abort(): Promise<void>;
}
interface SaveHandle {
  createWritable(): Promise<WritableFile>;
  /** Chromium's FileSystemHandle.remove: the picked file is deleted on cancel. */
  remove?: () => Promise<void>;
}
export type SavePicker = (options: {
  suggestedName: string;
  types: { description: string; accept: Record<string, string[]> }[];
}) => Promise<SaveHandle>;

/**
 * A file the user picks in the browser's save dialog, written part by part (the browser writes to
 * a temporary file and moves it into place on close; abort leaves nothing under the name).
 * Null when the user dismisses the dialog.
 */
export async function pickerSink(showSaveFilePicker: SavePicker, name: string): Promise<CsvSink | null> {
  let handle: SaveHandle;
  try {
    handle = await showSaveFilePicker({
      suggestedName: name,
      types: [{ description: 'CSV file', accept: { 'text/csv': ['.csv'] } }],
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return null;
    throw error;
  }
  const file = await handle.createWritable();
  return {
    write: (text) => file.write(text),
    close: () => file.close(),
    abort: async () => {
      await file.abort().catch(() => undefined);
      // The picker may already have created the (empty) file: take it away again.
      await handle.remove?.().catch(() => undefined);
    },
  };
}

/**
 * Last resort when neither a save picker nor a controlling service worker is there (a private
 * window of some browsers): the parts are kept and handed over as one file at the end.
 */
export function memoryDownloadSink(name: string): CsvSink {
  let parts: string[] = [];
  return {
    where: downloadedAs(name),
    write: (text) => {
      parts.push(text);
      return Promise.resolve();
    },
    close: () => {
      const url = URL.createObjectURL(new Blob(parts, { type: 'text/csv;charset=utf-8' }));
      parts = [];
      const a = document.createElement('a');
      a.href = url;
      a.download = name;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      return Promise.resolve();
    },
    abort: () => {
      parts = [];
      return Promise.resolve();
    },
  };
}

/**
 * The CSV's destination: the save picker where the browser has one, else a download streamed
 * through the service worker, else (no worker controls the page) a download built in memory.
 * Called inside the click: the picker needs the user's gesture.
 */
export function openCsvSink(name: string): Promise<CsvSink | null> {
  const picker = (window as { showSaveFilePicker?: SavePicker }).showSaveFilePicker;
  if (picker) return pickerSink(picker.bind(window), name);
  return streamedDownloadSink(name).then((sink) => sink ?? memoryDownloadSink(name));
}
