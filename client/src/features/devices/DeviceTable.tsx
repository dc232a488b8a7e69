import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { DeviceType } from '@neuron/shared';
import { useFeature } from '../../stores/StoreContext';
import { devicesFeature } from '../../stores/devices/deviceStoreFeature';
import { matchesFind } from '../../stores/devices/findMatch';
import { DeviceFind } from './DeviceFind';
import { DeviceRow } from './DeviceRow';
import { nextRowIndex } from './rowKeys';
import { scrollRowIntoView, useRowWindow } from './useRowWindow';

const COLUMNS = ['Name', 'Value', 'Status', 'Signal', 'Updated'];

/** The next page is read once the rows in view come within this many of the last row read. */
const NEAR_END_ROWS = 10;
/** How long the find box waits for typing to pause before it asks the server (ms). */
const LOOKUP_DELAY_MS = 250;

/**
 * One table of devices of a kind; nothing when there are none. A long table renders only the
 * rows near the view (a system of 1,000 sensors stays smooth) and stays usable: aria-rowcount and
 * aria-rowindex give the real size, one row is in the tab order and the arrow keys, Page Up/Down,
 * Home and End move through every row, and a find box filters by name or serial. On the system
 * page (the store's paged mode) the rows are read a page at a time, the next page when the view
 * reaches the last rows read, and the find box asks the server about every device of the type
 * (docs/LARGE_SYSTEMS.md, "A system of any size"); `total` is the summary's count of the type.
 */
export const DeviceTable = observer(function DeviceTable({
  title,
  type,
  systemId,
  total,
}: {
  title: string;
  type: DeviceType;
  systemId: string;
  total?: number;
}) {
  const devices = useFeature(devicesFeature);
  const pages = devices.pages;
  const [query, setQuery] = useState('');
  const needle = query.trim().toLowerCase();
  // While the page shows the local cache's copy (offline), the rows are what the cache holds (its
  // first pages: bounded); the paged queries' rows take over once the server answers.
  const all = pages && !devices.stale ? pages.rowsOf(type) : devices.idsOf(type);
  // Only while a query is typed does the table read every device's name.
  const ids = !needle
    ? all
    : pages
      ? pages.foundOf(type, needle)
      : all.filter((id) => {
          const d = devices.device(id);
          return !!d && matchesFind(d, needle);
        });
  const more = pages?.pager.hasMore(type) ?? false;
  const lookup = pages?.pager.lookup(type);
  const body = useRef<HTMLTableSectionElement>(null);
  const win = useRowWindow(ids.length, body, !needle && more);
  // The next page once the rows in view reach the last rows read.
  const nearEnd = !needle && more && win.shownEnd >= ids.length - NEAR_END_ROWS;
  useEffect(() => {
    if (nearEnd) pages?.pager.more(type);
  }, [nearEnd, pages, type, ids.length]);
  // The server is asked once typing pauses; an empty box ends the lookup.
  useEffect(() => {
    if (!pages) return;
    const timer = setTimeout(() => pages.pager.find(type, query), query.trim() ? LOOKUP_DELAY_MS : 0);
    return () => clearTimeout(timer);
  }, [pages, type, query]);
  const [active, setActive] = useState(0);
  const pendingFocus = useRef<number | null>(null);
  const current = Math.min(active, Math.max(0, ids.length - 1));
  const tabbable = current >= win.start && current < win.end ? current : win.start;

  useEffect(() => {
    const index = pendingFocus.current;
    if (index == null) return;
    const link = body.current?.querySelector<HTMLElement>(`tr[aria-rowindex="${index + 2}"] a`);
    if (!link) return; // not rendered yet: the window follows the scroll, then this runs again
    pendingFocus.current = null;
    link.focus({ preventScroll: true });
  });

  const id = useMemo(() => `devices-${title.replace(/\s+/g, '-').toLowerCase()}`, [title]);
  // On the system page the find box is there from the first rows, the cached ones included,
  // whenever the summary counts more devices than they are: shown only once the server's first
  // page said there were more, it pushed the table down under the rows already painted (a layout
  // shift in the Lighthouse runs of the 10,000-sensor page, docs/FIRST_LOAD_LATER.md).
  const findShown = win.windowed || !!needle || more || (!!pages && (total ?? 0) > all.length);
  if (all.length === 0 && !needle && !more) return null;

  const onKeyDown = (e: KeyboardEvent) => {
    const pageRows = Math.max(1, Math.floor(window.innerHeight / win.rowHeight) - 2);
    const next = nextRowIndex(e.key, current, ids.length, pageRows);
    if (next == null || !body.current) return;
    e.preventDefault();
    setActive(next);
    pendingFocus.current = next;
    scrollRowIntoView(body.current, next, win.rowHeight);
  };

  return (
    <section className="device-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {findShown ? (
        <DeviceFind
          label={`Find ${title.toLowerCase()}`}
          query={query}
          onQuery={setQuery}
          shown={ids.length}
          total={pages ? (total ?? all.length) : all.length}
          searching={!!needle && !!lookup && !lookup.answered}
        />
      ) : null}
      <p id={`${id}-keys`} className="visually-hidden">
        Arrow keys, Page Up, Page Down, Home and End move between rows.
      </p>
      <table
        className="device-table"
        aria-labelledby={id}
        aria-describedby={`${id}-keys`}
        aria-rowcount={ids.length + 1}
      >
        <thead>
          <tr aria-rowindex={1}>
            {COLUMNS.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody ref={body} onKeyDown={onKeyDown} onFocus={(e) => focusedRow(e.target, setActive)}>
          {win.start > 0 && <Spacer height={win.start * win.rowHeight} />}
          {ids.slice(win.start, win.end).map((deviceId, i) => (
            <DeviceRow
              key={deviceId}
              deviceId={deviceId}
              systemId={systemId}
              rowIndex={win.start + i + 2}
              tabbable={win.start + i === tabbable}
              live={win.start + i >= win.shownStart && win.start + i < win.shownEnd}
            />
          ))}
          {win.end < ids.length && <Spacer height={(ids.length - win.end) * win.rowHeight} />}
        </tbody>
      </table>
      {pages && !needle && (more || pages.pager.loading(type)) && (
        <p role="status" className="device-more">
          {pages.pager.loading(type) ? 'Loading more…' : `${ids.length} of ${total ?? 'more'} shown; scroll for more.`}
        </p>
      )}
    </section>
  );
});

/** Keeps the row that got focus (by click or Tab) as the one the arrow keys move from. */
function focusedRow(target: EventTarget, setActive: (index: number) => void) {
  const row = (target as HTMLElement).closest?.('tr[aria-rowindex]');
  const index = Number(row?.getAttribute('aria-rowindex'));
  if (index >= 2) setActive(index - 2);
}

/** Stands in for the rows not rendered, so the scrollbar and page length stay true. */
function Spacer({ height }: { height: number }) {
  return (
    <tr aria-hidden="true" className="row-spacer" style={{ height }}>
      <td colSpan={COLUMNS.length} />
    </tr>
  );
}
