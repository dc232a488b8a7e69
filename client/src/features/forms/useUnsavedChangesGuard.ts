import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type Blocker, type BlockerFunction } from 'react-router-dom';
import { blockWhenDirty, warnWhenDirty } from './leaveGuard';

/**
 * Holds a move to another page while `isDirty()` (in-app navigation: the returned blocker is
 * 'blocked' until the user proceeds or stays) and asks the browser to confirm a tab close or
 * reload. `isDirty` is read when the user leaves, never from an earlier render.
 */
export function useUnsavedChangesGuard(isDirty: () => boolean): Blocker {
  const latest = useRef(isDirty);
  useEffect(() => {
    latest.current = isDirty;
  });
  const shouldBlock = useCallback<BlockerFunction>((move) => blockWhenDirty(() => latest.current())(move), []);
  useEffect(() => {
    const warn = warnWhenDirty(() => latest.current());
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);
  return useBlocker(shouldBlock);
}
