import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { DeviceType } from '@neuron/shared';
import { useStores } from '../../stores/StoreContext';
import { DeviceFind } from './DeviceFind';
import { DeviceRow } from './DeviceRow';
import { nextRowIndex } from './rowKeys';
import { scrollRowIntoView, useRowWindow } from './useRowWindow';

const COLUMNS = ['Name', 'Value', 'Status', 'Signal', 'Updated'];

/**
 * One table of devices of a kind; nothing when there are none. A long table renders only the
 * rows near the view (a system of 1,000 sensors stays smooth) and stays usable: aria-rowcount and
 * aria-rowindex give the real size, one row is in the tab order and the arrow keys, Page Up/Down,
 * Home and End move through every row, and a find box filters by name or serial.
 */
export const DeviceTable = observer(function DeviceTable({
  title,
  type,
  systemId,
}: {
  title: string;
  type: DeviceType;
  systemId: string;
}) {
  const { devices } = useStores();
  const all = devices.idsOf(type);
  const [query, setQuery] = useState('');
  const needle = query.trim().toLowerCase();
  // Only while a query is typed does the table read every device's name.
  const ids = needle
    ? all.filter((id) => {
        const d = devices.device(id);
        return !!d && (d.sn.toLowerCase().includes(needle) || (d.alias ?? '').toLowerCase().includes(needle));
      })
    : all;
  const body = useRef<HTMLTableSectionElement>(null);
  const win = useRowWindow(ids.length, body);
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
  if (all.length === 0) return null;

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
      {win.windowed || needle ? (
        <DeviceFind
          label={`Find ${title.toLowerCase()}`}
          query={query}
          onQuery={setQuery}
          shown={ids.length}
          total={all.length}
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
