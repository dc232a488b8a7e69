import { describe, expect, it } from 'vitest';
import { TIMER_QUEUES, timerQueueFor } from './timerQueues.js';
import { timerTaskId } from './timers.js';

describe('timerQueueFor', () => {
  it('gives one timer the same queue every time', () => {
    const id = timerTaskId({ kind: 'offline', systemId: 's', sn: 'S-1', dueAt: 1_000, hops: 0 });
    expect(timerQueueFor(id)).toBe(timerQueueFor(id));
  });

  it('spreads timers evenly over the queues (each within 10 % of its share)', () => {
    const counts = new Map<string, number>();
    const n = 8_000;
    for (let i = 0; i < n; i++) {
      const id = timerTaskId({ kind: 'offline', systemId: 'sys', sn: `S-${i}`, dueAt: 1_700_000_000_000 + i, hops: 0 });
      const q = timerQueueFor(id);
      counts.set(q, (counts.get(q) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual([...TIMER_QUEUES].sort());
    for (const c of counts.values())
      expect(Math.abs(c - n / TIMER_QUEUES.length)).toBeLessThan(n / TIMER_QUEUES.length / 10);
  });
});
