import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RestError } from '../data/firestoreRest';
import { offlineRefusal, rulesRefusal } from '../testing/fakeTransport';
import { readFailureReason, readFailureText } from './readFailure';

// The data layer hands on a failed read as it came; these word it from the catalogue and never
// show the text it carries (the server's, the SDK's or the data layer's console detail).

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('readFailureText: what a failed device list read shows', () => {
  it("words a REST read's status from the catalogue, never the server's or the data layer's text", () => {
    expect(readFailureText(new RestError('fetch failed: no answer', 0))).toBe(
      'The devices could not be read: the server could not be reached. Check your connection and try again.',
    );
    const index = new RestError('The query requires an index. You can create it here: https://console…', 400);
    expect(readFailureText(index)).toMatch(/^The devices could not be read: something went wrong/);
    expect(readFailureText(new RestError('no signed-in user for the REST read', 401))).toMatch(/sign-in has expired/);
    expect(readFailureText(new RestError('x', 429))).toMatch(/too many requests/);
  });

  it('reads a refusal by the rules as not being a member', () => {
    expect(readFailureText(new RestError('Missing or insufficient permissions.', 403))).toBe(
      'This system does not exist or you are not a member of it.',
    );
    expect(readFailureText(rulesRefusal())).toMatch(/not a member/);
  });

  it("reads the device list worker's own failure (no status) as something gone wrong, its text to the console", () => {
    const workers = new Error('device list worker: TypeError: x is undefined');
    const text = readFailureText(workers);
    expect(text).toBe(
      'The devices could not be read: something went wrong. Try again; if it keeps failing, reload the page.',
    );
    expect(text).not.toMatch(/worker|TypeError/);
    expect(console.warn).toHaveBeenCalledWith('read failed', workers);
    expect(readFailureText(undefined)).toMatch(/something went wrong/);
  });
});

describe('readFailureReason: why a screen could not load (after "Could not load:")', () => {
  it("says an offline read of one document in the catalogue's offline-read words", () => {
    expect(readFailureReason(offlineRefusal())).toBe('Failed to get document because the client is offline');
  });

  it("words a listener's or a read's failure by its code or status, never its text", () => {
    expect(readFailureReason(rulesRefusal())).toBe('This system does not exist or you are not a member of it');
    const sdk = Object.assign(new Error('Quota exceeded.'), { code: 'resource-exhausted' });
    expect(readFailureReason(sdk)).toBe('too many requests at once. Wait a minute and try again');
    // A REST read's status 0 is the network's trouble, not the SDK's offline read.
    expect(readFailureReason(new RestError('fetch failed: no answer', 0))).toMatch(/^the server could not be reached/);
    expect(readFailureReason(new Error('boom at /src/data/x.ts:12'))).toBe(
      'something went wrong. Try again; if it keeps failing, reload the page',
    );
  });
});
