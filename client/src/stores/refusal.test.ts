import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFailureText, refusalText } from './refusal';

describe('refusalText: what a refused write shows', () => {
  afterEach(() => vi.restoreAllMocks());

  it('a security rule refusal becomes the catalogue sentence, with no rule internals', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const raw = Object.assign(new Error("PERMISSION_DENIED: evaluation error at L338:26 for 'update' @ L338"), {
      code: 'permission-denied',
    });
    const text = refusalText('Could not save the rule', raw);
    expect(text).toMatch(/^Could not save the rule: only admins of this system may make this change/);
    expect(text).not.toMatch(/PERMISSION_DENIED|L338/);
  });

  it("a callable's own sentence is kept without its HTTP status", () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const raw = Object.assign(new Error('url: address is not public [400]'), { code: 'functions/invalid-argument' });
    expect(refusalText('Could not add it', raw)).toBe('Could not add it: url: address is not public');
    const internal = Object.assign(new Error('INTERNAL'), { code: 'functions/internal' });
    expect(refusalText('Could not add it', internal)).toMatch(/something went wrong/);
  });
});

describe('readFailureText: what a failed device list read shows', () => {
  afterEach(() => vi.restoreAllMocks());

  it("words a REST read's status from the catalogue, never the server's or the data layer's text", () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const offline = { message: 'The server could not be reached.', status: 0 };
    expect(readFailureText(offline)).toBe(
      'The devices could not be read: the server could not be reached. Check your connection and try again.',
    );
    const index = { message: 'The query requires an index. You can create it here: https://console…', status: 400 };
    expect(readFailureText(index)).toMatch(/^The devices could not be read: something went wrong/);
    expect(readFailureText({ message: 'x', status: 401 })).toMatch(/sign-in has expired/);
    // A refusal by the rules reads as not being a member.
    expect(readFailureText({ message: 'Missing or insufficient permissions.', status: 403 })).toMatch(/not a member/);
  });
});
