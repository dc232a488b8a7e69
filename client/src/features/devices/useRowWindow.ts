import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';

/** Tables up to this many rows render every row; longer ones render only the rows near the view. */
export const WINDOW_THRESHOLD = 60;
/** Rows rendered beyond each edge of the view, so a fast scroll or a key press lands on rendered rows. */
const OVERSCAN = 10;
const ESTIMATED_ROW_PX = 56;
/**
 * Rows a long table mounts in its first render; the rest of its window follows this many per
 * task. Mounting a screenful of rows at once was one long task on a slow phone, holding up input.
 */
const ROWS_PER_TASK = 8;

/** The rendered slice [start, end) of a list of `count` rows, and the measured row height. */
export interface RowWindow {
  start: number;
  end: number;
  /** The rows in view [shownStart, shownEnd), without the overscan: the ones kept live. */
  shownStart: number;
  shownEnd: number;
  rowHeight: number;
  windowed: boolean;
}

/**
 * Follows the page's scroll and size and returns the rows of `count` that are near the view. The
 * body element's top edge tells where row 0 is; rows are taken to be as high as the rendered ones
 * measure on average (they differ a little when a value wraps, which the overscan absorbs). A
 * table with more rows to read (`more`) follows the view however few rows it has, so that the
 * rows in view say when to read the next page.
 */
export function useRowWindow(count: number, body: RefObject<HTMLElement | null>, more = false): RowWindow {
  const windowed = more || count > WINDOW_THRESHOLD;
  const [rowHeight, setRowHeight] = useState(ESTIMATED_ROW_PX);
  // Before the first measurement: the rows a window's height holds, and the overscan below them.
  const [range, setRange] = useState(() => {
    const shownEnd = Math.min(count, Math.ceil(window.innerHeight / ESTIMATED_ROW_PX));
    return { start: 0, end: Math.min(count, shownEnd + OVERSCAN), shownStart: 0, shownEnd };
  });

  const [mounted, setMounted] = useState(windowed ? ROWS_PER_TASK : Infinity);
  const wanted = range.end - range.start;
  useEffect(() => {
    if (mounted === Infinity) return;
    // Once the window is whole, it follows the scroll whole from then on.
    const next = () => setMounted((m) => (m + ROWS_PER_TASK >= wanted ? Infinity : m + ROWS_PER_TASK));
    const timer = setTimeout(next, 0);
    return () => clearTimeout(timer);
  }, [mounted, wanted]);

  useLayoutEffect(() => {
    if (!windowed) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const el = body.current;
      if (!el) return;
      const rows = el.querySelectorAll<HTMLElement>('tr[aria-rowindex]');
      if (rows.length > 0) {
        const measured = Array.from(rows).reduce((sum, r) => sum + r.offsetHeight, 0) / rows.length;
        // A row of no height is one not laid out (no layout engine): the estimate stays.
        if (measured > 0 && Math.abs(measured - rowHeight) > 1) setRowHeight(measured);
      }
      const top = el.getBoundingClientRect().top;
      const first = Math.floor(-top / rowHeight);
      const visible = Math.ceil(window.innerHeight / rowHeight);
      const shownStart = Math.max(0, Math.min(count - 1, first));
      const shownEnd = Math.min(count, Math.max(0, first) + visible);
      const start = Math.max(0, shownStart - OVERSCAN);
      const end = Math.min(count, shownEnd + OVERSCAN);
      setRange((r) =>
        r.start === start && r.end === end && r.shownStart === shownStart && r.shownEnd === shownEnd
          ? r
          : { start, end, shownStart, shownEnd },
      );
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(update);
    };
    // Measured in the next frame, not here: reading the rows' heights forces a layout, which here
    // would add to the task that committed them (already a long one when a table first mounts).
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [windowed, count, rowHeight, body]);

  if (!windowed) return { start: 0, end: count, shownStart: 0, shownEnd: count, rowHeight, windowed };
  const end = Math.min(count, range.end, range.start + mounted);
  const shownEnd = Math.min(end, range.shownEnd);
  return {
    start: Math.min(range.start, end),
    end,
    shownStart: Math.min(range.shownStart, shownEnd),
    shownEnd,
    rowHeight,
    windowed,
  };
}

/** Scrolls the page so that row `index` of the body is in view (before it is rendered). */
export function scrollRowIntoView(body: HTMLElement, index: number, rowHeight: number): void {
  const rowTop = body.getBoundingClientRect().top + index * rowHeight;
  const margin = rowHeight * 2;
  if (rowTop < margin) window.scrollBy(0, rowTop - margin);
  else if (rowTop + rowHeight > window.innerHeight - margin)
    window.scrollBy(0, rowTop + rowHeight - window.innerHeight + margin);
}
