import { describe, expect, it } from 'vitest';
import { lookupWordOf, NAME_WORDS_MAX, nameWordsOf, sameNameWords } from './nameWords.js';

describe('nameWordsOf', () => {
  it('splits a name into its lower-case words, each once, in order', () => {
    expect(nameWordsOf('North freezer 3')).toEqual(['north', 'freezer', '3']);
    expect(nameWordsOf('Freezer-2 / FREEZER (old)')).toEqual(['freezer', '2', 'old']);
  });

  it('keeps letters of any script and digits, and drops punctuation and spaces', () => {
    expect(nameWordsOf('CO₂ level, Kühlraum Süd')).toEqual(['co₂', 'level', 'kühlraum', 'süd']);
    expect(nameWordsOf('  …  ')).toEqual([]);
  });

  it('gives none for no name, and at most NAME_WORDS_MAX words', () => {
    expect(nameWordsOf(undefined)).toEqual([]);
    expect(nameWordsOf('')).toEqual([]);
    const long = Array.from({ length: 40 }, (_, i) => `w${i}`).join(' ');
    expect(nameWordsOf(long)).toHaveLength(NAME_WORDS_MAX);
  });
});

describe('lookupWordOf', () => {
  it('takes the longest word of the typed text, in lower case', () => {
    expect(lookupWordOf('Freezer')).toBe('freezer');
    expect(lookupWordOf('n freezer')).toBe('freezer');
    expect(lookupWordOf(' - ')).toBeNull();
  });
});

describe('sameNameWords', () => {
  it('says whether the stored words are those of the name', () => {
    expect(sameNameWords(['north', 'freezer', '3'], 'North freezer 3')).toBe(true);
    expect(sameNameWords(['north'], 'North freezer 3')).toBe(false);
    expect(sameNameWords(undefined, 'North')).toBe(false);
    expect(sameNameWords([], '')).toBe(true);
  });
});
