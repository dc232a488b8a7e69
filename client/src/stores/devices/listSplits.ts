/**
 * Devices per request when a system's list is read in ranges: the answer of a thousand devices in
 * one request was megabytes of JSON, and the browser's own handling of it (its arrival and its
 * completion, outside any script) was a task of hundreds of milliseconds on a slow phone
 * (docs/FIRST_LOAD_LATER.md). An answer of this many stays a short task.
 */
export const DEVICES_PER_READ = 50;

/**
 * Ids that cut a list of devices known to be about `ids` into ranges of about `perRead` each (none
 * for a short list): every perRead-th id in sorted order. Only plain printable ASCII ids serve,
 * the ones whose order is the same in JavaScript and on the server (by bytes); other ids fall
 * into a range all the same, as the ranges cover every possible id between them.
 */
export function listSplits(ids: Iterable<string>, perRead = DEVICES_PER_READ): string[] {
  const usable = Array.from(ids)
    .filter((id) => /^[!-~]+$/.test(id) && !id.startsWith('__'))
    .sort();
  const splits: string[] = [];
  for (let i = perRead; i < usable.length; i += perRead) splits.push(usable[i]);
  return splits;
}
