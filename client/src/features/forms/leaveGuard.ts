import type { BlockerFunction } from 'react-router-dom';

/**
 * The router's question "may this move happen?" for an editor: a move to another path is held
 * while the editor has unsaved changes; a change of the search or hash only stays on the page.
 * `isDirty` is asked at the moment of the move, so a save or delete that has just finished lets
 * the editor's own navigation through.
 */
export function blockWhenDirty(isDirty: () => boolean): BlockerFunction {
  return ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && isDirty();
}

/** The part of a `beforeunload` event the guard uses (the browser shows its own question). */
export type UnloadEvent = Pick<BeforeUnloadEvent, 'preventDefault' | 'returnValue'>;

/** A `beforeunload` listener that asks the browser to confirm closing or reloading while dirty. */
export function warnWhenDirty(isDirty: () => boolean): (event: UnloadEvent) => void {
  return (event) => {
    if (!isDirty()) return;
    event.preventDefault();
    // Older browsers show the question only when returnValue is set.
    event.returnValue = '';
  };
}
