import { useEffect, useState } from 'react';

/**
 * False until a task after the one in which `ready` first became true: a part of a screen that can
 * wait (below the fold, or secondary) renders in a task of its own instead of adding to the commit
 * that brought the screen's main content, which on a large system is already a long one. Once
 * shown, it follows `ready` at once.
 */
export function useAfterThisTask(ready: boolean): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    if (!ready || after) return;
    const timer = setTimeout(() => setAfter(true), 0);
    return () => clearTimeout(timer);
  }, [ready, after]);
  return ready && after;
}
