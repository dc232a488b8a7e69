import { describe, expect, it } from 'vitest';
import { MessageLedger } from './messageLedger.js';

describe('MessageLedger: published messages not yet through their function, by id', () => {
  it('counts a published message until its ack, whichever is seen first', () => {
    const ledger = new MessageLedger();
    ledger.published('samples', '1');
    ledger.published('samples', '2');
    ledger.acked('samples', '3'); // acked before the watch pulled it
    expect(ledger.pending('samples')).toBe(2);
    ledger.published('samples', '3');
    ledger.acked('samples', '1');
    expect(ledger.pending('samples')).toBe(1);
    expect(ledger.pendingIds('samples')).toEqual(['2']);
  });

  it('is not fooled by a message run twice: its second ack does not stand for another message', () => {
    // The count of finished runs against the count published did: 2 runs for 2 messages, one of
    // them still waiting, and a stop saved without it.
    const ledger = new MessageLedger();
    ledger.published('samples', '7');
    ledger.published('samples', '8');
    ledger.acked('samples', '7');
    ledger.acked('samples', '7');
    expect(ledger.pendingIds('samples')).toEqual(['8']);
  });

  it('does not wait again for a message whose publication the watch was handed twice', () => {
    const ledger = new MessageLedger();
    ledger.published('samples', '4');
    ledger.acked('samples', '4');
    ledger.published('samples', '4');
    expect(ledger.pending('samples')).toBe(0);
  });

  it('keeps topics apart', () => {
    const ledger = new MessageLedger();
    ledger.published('samples', '1');
    ledger.acked('notifications', '1');
    expect([ledger.pending('samples'), ledger.pending('notifications')]).toEqual([1, 0]);
  });
});
