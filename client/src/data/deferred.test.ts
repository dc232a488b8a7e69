import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferredModule } from './deferred';

afterEach(() => vi.useRealTimers());

describe('a module loaded on first use', () => {
  it('starts the listeners asked for while it loaded one per task, in order, and later ones at once', async () => {
    vi.useFakeTimers();
    const started: string[] = [];
    const stopped: string[] = [];
    const mod = {
      watch: (name: string) => {
        started.push(name);
        return () => stopped.push(name);
      },
    };
    const data = deferredModule(() => Promise.resolve(mod));
    const watch = data.watch('watch');
    watch('a');
    const stopB = watch('b');
    watch('c');
    stopB(); // let go before its turn: never started
    await vi.advanceTimersToNextTimerAsync();
    expect(started).toEqual(['a']);
    await vi.advanceTimersToNextTimerAsync();
    expect(started).toEqual(['a', 'c']);
    watch('d');
    await Promise.resolve();
    await Promise.resolve();
    expect(started).toEqual(['a', 'c', 'd']);
    expect(stopped).toEqual([]);
  });

  it("runs the module's own start in a task of its own, before the listeners asked for while it loaded", async () => {
    vi.useFakeTimers();
    const order: string[] = [];
    const mod = {
      watch: (name: string) => {
        order.push(name);
        return () => undefined;
      },
    };
    const data = deferredModule(() => Promise.resolve(mod), { start: () => order.push('start') });
    const watch = data.watch('watch');
    watch('a');
    watch('b');
    await vi.advanceTimersToNextTimerAsync();
    expect(order).toEqual(['start']);
    await vi.advanceTimersToNextTimerAsync();
    expect(order).toEqual(['start', 'a']);
    await vi.advanceTimersToNextTimerAsync();
    expect(order).toEqual(['start', 'a', 'b']);
  });
});
