/**
 * Where a key press moves the current row of a table of `count` rows (ARIA grid keys), or null
 * for a key the table leaves alone.
 */
export function nextRowIndex(key: string, current: number, count: number, pageRows: number): number | null {
  if (count === 0) return null;
  const last = count - 1;
  switch (key) {
    case 'ArrowDown':
      return Math.min(last, current + 1);
    case 'ArrowUp':
      return Math.max(0, current - 1);
    case 'PageDown':
      return Math.min(last, current + pageRows);
    case 'PageUp':
      return Math.max(0, current - pageRows);
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}
