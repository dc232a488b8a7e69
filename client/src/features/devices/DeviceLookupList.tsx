import { observer } from 'mobx-react-lite';
import { useId, type ReactNode } from 'react';
import type { DeviceLookup } from '../../stores/devices/DeviceLookup';
import type { DeviceView } from '../../stores/models';
import { DeviceFindBox } from './DeviceFindBox';

interface Props {
  lookup: DeviceLookup;
  /** The find box's label ("Find sensors"). */
  label: string;
  /** The devices in the plural, lower case ("sensors"), for "Loading sensors…" and "More sensors". */
  plural: string;
  /** The rows to show: the lookup's rows, or those of them the screen keeps (e.g. without a rule). */
  rows: readonly DeviceView[];
  /** What to say when the system has none to show (every page read). */
  empty: string;
  row: (device: DeviceView) => ReactNode;
}

/**
 * A list of a system's devices of any size (docs/LARGE_SYSTEMS.md, "A system of any size"): the
 * first page in serial order and the next on request, and a find box that asks the server
 * (DeviceLookup), never the whole list. It tells loading from none, and a page with nothing to
 * show from the end of the list (a screen that keeps only some rows may find none on a page).
 */
export const DeviceLookupList = observer(function DeviceLookupList({ lookup, label, plural, rows, empty, row }: Props) {
  const id = useId();
  const text = lookup.text.trim();
  const read = lookup.rows.length;
  return (
    <div className="device-lookup-list">
      <div className="device-find">
        <DeviceFindBox lookup={lookup} id={id} label={label} />
      </div>
      {lookup.error && (
        <p className="notice error" role="alert">
          Could not load: {lookup.error}
        </p>
      )}
      {rows.length > 0 && <ul className="plain-list">{rows.map(row)}</ul>}
      {lookup.error ? null : !lookup.loaded ? (
        <p role="status">Loading {plural}…</p>
      ) : text && !lookup.searched ? (
        <p role="status">Looking up “{text}”…</p>
      ) : text && rows.length === 0 ? (
        <p className="empty">None matches “{text}”.</p>
      ) : rows.length === 0 && !lookup.hasMore ? (
        <p className="empty">{empty}</p>
      ) : rows.length === 0 ? (
        <p className="empty">
          None among the first {read} {plural}.
        </p>
      ) : null}
      {lookup.hasMore && (
        <button type="button" className="button subtle" disabled={lookup.loadingMore} onClick={() => lookup.more()}>
          {lookup.loadingMore ? 'Loading more…' : `More ${plural}`}
        </button>
      )}
    </div>
  );
});
