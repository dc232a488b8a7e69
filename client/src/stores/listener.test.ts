import { describe, expect, it } from 'vitest';
import { Listener } from './listener';

function setup() {
  const log: string[] = [];
  const listener = new Listener<string>(() => log.push('reset'));
  const start = (key: string) => {
    log.push(`start ${key}`);
    return () => log.push(`stop ${key}`);
  };
  return { log, listener, start };
}

describe('Listener', () => {
  it('starts once per key: the same key again keeps the running listener', () => {
    const { log, listener, start } = setup();
    listener.follow('a', start);
    listener.follow('a', start);
    expect(log).toEqual(['reset', 'start a']);
    expect(listener.key).toBe('a');
    expect(listener.active).toBe(true);
  });
  it('a new key stops the old listener and resets before starting', () => {
    const { log, listener, start } = setup();
    listener.follow('a', start);
    listener.follow('b', start);
    expect(log).toEqual(['reset', 'start a', 'stop a', 'reset', 'start b']);
    expect(listener.key).toBe('b');
  });
  it('null and stop() end the listener and reset the store', () => {
    const { log, listener, start } = setup();
    listener.follow('a', start);
    listener.follow(null, start);
    expect(log).toEqual(['reset', 'start a', 'stop a', 'reset']);
    expect(listener.active).toBe(false);
    expect(listener.key).toBeNull();
    listener.follow('a', start);
    listener.stop();
    expect(log.slice(-2)).toEqual(['stop a', 'reset']);
  });
});
