import { describe, expect, it } from 'vitest';
import { readFailure } from './readFailure';

describe('readFailure', () => {
  it("turns an offline read (the SDK's unavailable) into the catalogue's offline-read message", () => {
    const offline = Object.assign(new Error('Failed to get document because the client is offline.'), {
      code: 'unavailable',
    });
    expect(readFailure(offline)?.message).toBe('Failed to get document because the client is offline');
  });

  it('leaves any other failure to read as no document', () => {
    expect(readFailure(Object.assign(new Error('denied'), { code: 'permission-denied' }))).toBeUndefined();
    expect(readFailure(new Error('boom'))).toBeUndefined();
    expect(readFailure(null)).toBeUndefined();
  });
});
