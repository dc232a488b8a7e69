import { afterEach, describe, expect, it, vi } from 'vitest';
import { callRefusalText, refusalText } from './refusal';

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

describe("callRefusalText: what a callable's refusal says", () => {
  it("keeps the callable's own sentence and says something went wrong when it gave none", () => {
    expect(callRefusalText({ message: 'sn: no such sensor' })).toBe('sn: no such sensor');
    // An internal failure, or no answer at all: the data layer hands on no sentence.
    expect(callRefusalText({ message: '' })).toBe('Something went wrong, try again');
    expect(callRefusalText({ message: '  ' })).toBe('Something went wrong, try again');
  });
});
