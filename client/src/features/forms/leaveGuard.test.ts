import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { blockWhenDirty, warnWhenDirty } from './leaveGuard';

// The router useUnsavedChangesGuard registers its question with, without a page: routes need no
// elements to be matched and blocked.
function routerAt(path: string, isDirty: () => boolean) {
  const router = createMemoryRouter([{ path: '/rules/:id' }, { path: '/rules' }], { initialEntries: [path] });
  const shouldBlock = blockWhenDirty(isDirty);
  router.getBlocker('editor', shouldBlock);
  const blocker = () => router.state.blockers.get('editor');
  return { router, blocker, at: () => router.state.location.pathname + router.state.location.search };
}

describe('the unsaved-changes guard', () => {
  it('lets every move through while the editor is clean', async () => {
    const { router, at } = routerAt('/rules/r1', () => false);
    await router.navigate('/rules');
    expect(at()).toBe('/rules');
  });

  it('holds a move to another page while dirty, until the user stays or leaves', async () => {
    const { router, blocker, at } = routerAt('/rules/r1', () => true);
    await router.navigate('/rules');
    expect(at()).toBe('/rules/r1');
    expect(blocker()?.state).toBe('blocked');
    blocker()?.reset?.();
    expect(blocker()?.state).toBe('unblocked');
    expect(at()).toBe('/rules/r1');

    await router.navigate('/rules');
    blocker()?.proceed?.();
    await expect.poll(at).toBe('/rules');
  });

  it('asks at the moment of the move: a save that just finished lets its own navigation through', async () => {
    let dirty = true;
    const { router, at } = routerAt('/rules/new', () => dirty);
    dirty = false;
    await router.navigate('/rules/r9', { replace: true });
    expect(at()).toBe('/rules/r9');
  });

  it('stays on the page for a change of the search only', async () => {
    const { router, at } = routerAt('/rules/r1', () => true);
    await router.navigate('/rules/r1?tab=backtest');
    expect(at()).toBe('/rules/r1?tab=backtest');
  });

  it('asks the browser to confirm a tab close or reload only while dirty', () => {
    let dirty = false;
    const unloadEvent = () => {
      const e = {
        prevented: false,
        returnValue: 'untouched' as unknown,
        preventDefault: () => void (e.prevented = true),
      };
      return e;
    };
    const warn = warnWhenDirty(() => dirty);
    const clean = unloadEvent();
    warn(clean);
    expect(clean).toMatchObject({ prevented: false, returnValue: 'untouched' });
    dirty = true;
    const leaving = unloadEvent();
    warn(leaving);
    expect(leaving).toMatchObject({ prevented: true, returnValue: '' });
  });
});
