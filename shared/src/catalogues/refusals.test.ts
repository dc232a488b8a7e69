import { describe, expect, it } from 'vitest';
import { codeOfHttpStatus, refusalMessage, refusalReason } from './refusals.js';

describe('refusalMessage: a refusal as what to change, never the raw rule or status', () => {
  it('says who may make a change the rules refused', () => {
    const text = refusalMessage('Could not save the rule', 'permission-denied');
    expect(text).toMatch(/^Could not save the rule: only admins of this system may make this change/);
    expect(text).not.toMatch(/PERMISSION_DENIED|@ L\d|\[\d{3}\]/);
  });

  it('reads prefixed codes and falls back for unknown ones', () => {
    expect(refusalMessage('Could not add it', 'functions/unavailable')).toBe(
      'Could not add it: the server could not be reached. Check your connection and try again.',
    );
    expect(refusalMessage('Could not save', 'weird')).toMatch(/something went wrong/);
    expect(refusalMessage('Could not save', undefined)).toMatch(/something went wrong/);
  });
});

describe('refusalReason and codeOfHttpStatus: a failed read in the same words', () => {
  it("gives the catalogue's reason alone, for a code or a REST read's status", () => {
    expect(refusalReason('unavailable')).toBe('the server could not be reached. Check your connection and try again');
    expect(refusalReason('firestore/resource-exhausted')).toMatch(/^too many requests/);
    expect(refusalReason(undefined)).toBe(refusalReason('other'));
    expect([0, 502, 503, 401, 403, 429, 400, 404].map(codeOfHttpStatus)).toEqual([
      'unavailable',
      'unavailable',
      'unavailable',
      'unauthenticated',
      'permission-denied',
      'resource-exhausted',
      'other',
      'other',
    ]);
  });
});
