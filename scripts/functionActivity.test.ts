import { describe, expect, it } from 'vitest';
import { ackedLine } from './emulatorPatches/ackedMessages.mjs';
import { FunctionActivity } from './functionActivity.js';

const begin = (name: string) => `i  functions: Beginning execution of "us-central1-${name}"\n`;
const finish = (name: string) => `i  functions: Finished "us-central1-${name}" in 12.5ms\n`;

describe('FunctionActivity: the functions emulator runs counted from its output', () => {
  it('counts runs begun and not finished, and how long nothing began or ended', () => {
    const a = new FunctionActivity(0);
    a.feed(begin('ingest') + begin('storeSamples'), 100);
    expect(a.state(150)).toEqual({ running: 2, quietMs: 50 });
    a.feed(finish('ingest') + 'a line of the tests\n', 200);
    expect(a.state(1_200)).toEqual({ running: 1, quietMs: 1_000 });
    a.feed(finish('storeSamples'), 1_300);
    expect(a.state(1_300)).toEqual({ running: 0, quietMs: 0 });
  });

  it('joins a line split across chunks', () => {
    const a = new FunctionActivity(0);
    const line = begin('deliver');
    a.feed(line.slice(0, 20), 10);
    expect(a.state(10).running).toBe(0);
    a.feed(line.slice(20), 20);
    expect(a.state(20)).toEqual({ running: 1, quietMs: 0 });
  });

  it('ends a run whose request to the worker failed, and never counts below zero', () => {
    const a = new FunctionActivity(0);
    a.feed(begin('storeSamples'), 1);
    a.feed('⚠  functions: Request to function failed: Error: socket hang up\n', 2);
    expect(a.state(2).running).toBe(0);
    a.feed(finish('storeSamples'), 3);
    expect(a.state(3).running).toBe(0);
  });

  it('hands each message the CLI acked to the ledger, by topic and id (emulatorPatches/ackedMessages.mjs)', () => {
    const a = new FunctionActivity(0);
    a.ledger.published('samples', '5');
    a.ledger.published('samples', '6');
    a.feed(`${ackedLine('samples', '5')}\n${ackedLine('notifications', '6')}\n`, 1);
    expect([a.ledger.pendingIds('samples'), a.ledger.pending('notifications')]).toEqual([['6'], 0]);
  });
});
