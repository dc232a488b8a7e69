import { describe, expect, it } from 'vitest';
import { planNameWords } from './nameWords.js';

describe('planNameWords', () => {
  it("writes the name's words when the device has none or others", () => {
    expect(planNameWords({ alias: 'North freezer 3' })).toEqual({ nameWords: ['north', 'freezer', '3'] });
    expect(planNameWords({ alias: 'North freezer 3', nameWords: ['north'] })).toEqual({
      nameWords: ['north', 'freezer', '3'],
    });
    // A device without a name gets an empty list, so the backfill does not visit it again.
    expect(planNameWords({ sn: 'S-1' })).toEqual({ nameWords: [] });
  });

  it('writes nothing when the words are the name’s already', () => {
    expect(planNameWords({ alias: 'Cold room', nameWords: ['cold', 'room'] })).toBeNull();
    expect(planNameWords({ alias: '', nameWords: [] })).toBeNull();
  });
});
