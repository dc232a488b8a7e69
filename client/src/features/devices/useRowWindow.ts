import { useLayoutEffect, useState, type RefObject } from 'react';

/** Tables up to this many rows render every row; longer ones render only the rows near the view. */
export const WINDOW_THRESHOLD = 60;
/** Rows rendered beyond each edge of the view, so a fast scroll or a key press lands on rendered rows. */
const OVERSCAN = 10;
const ESTIMATED_ROW_PX = 56;

/** The rendered slice [start, end) of a list of `count` rows, and the measured row height. */
export interface RowWindow {
  start: number;
  end: number;
  rowHeight: number;
  windowed: boolean;
}

/**
 * Follows the page's scroll and size and returns the rows of `count` that are near the view. The
 * body element's top edge tells where row 0 is; rows are taken to be as high as the rendered ones
 * measure on average (they differ a little when a value wraps, which the overscan absorbs).
 */
export function useRowWindow(count: number, body: RefObject<HTMLElement | null>): RowWindow {
  const windowed = count > WINDOW_THRESHOLD;
  const [rowHeight, setRowHeight] = useState(ESTIMATED_ROW_PX);
  const [range, setRange] = useState({ start: 0, end: Math.min(count, 2 * OVERSCAN + 20) });

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
        if (Math.abs(measured - rowHeight) > 1) setRowHeight(measured);
      }
      const top = el.getBoundingClientRect().top;
      const first = Math.floor(-top / rowHeight);
      const visible = Math.ceil(window.innerHeight / rowHeight);
      const start = Math.max(0, Math.min(count - 1, first) - OVERSCAN);
      const end = Math.min(count, Math.max(0, first) + visible + OVERSCAN);
      setRange((r) => (r.start === start && r.end === end ? r : { start, end }));
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [windowed, count, rowHeight, body]);

  if (!windowed) return { start: 0, end: count, rowHeight, windowed };
  const end = Math.min(count, range.end);
  return { start: Math.min(range.start, end), end, rowHeight, windowed };
}

/** Scrolls the page so that row `index` of the body is in view (before it is rendered). */
export function scrollRowIntoView(body: HTMLElement, index: number, rowHeight: number): void {
  const rowTop = body.getBoundingClientRect().top + index * rowHeight;
  const margin = rowHeight * 2;
  if (rowTop < margin) window.scrollBy(0, rowTop - margin);
  else if (rowTop + rowHeight > window.innerHeight - margin)
    window.scrollBy(0, rowTop + rowHeight - window.innerHeight + margin);
}
