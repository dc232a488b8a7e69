import { describe, expect, it } from 'vitest';
import {
  CLIENT_SETTINGS,
  FUNCTIONS_SETTINGS,
  missingSettings,
  parseDotenv,
  retentionProblems,
} from './productionSettings.js';

describe('production settings', () => {
  it('names every missing or blank setting, in order', () => {
    const env = { VITE_FIREBASE_API_KEY: 'k', VITE_FIREBASE_AUTH_DOMAIN: '  ' };
    const missing = missingSettings(CLIENT_SETTINGS, env).map((s) => s.name);
    expect(missing[0]).toBe('VITE_FIREBASE_AUTH_DOMAIN');
    expect(missing).toContain('VITE_FIREBASE_VAPID_KEY');
    expect(missing).toContain('VITE_MAP_TILE_URL');
    expect(missing).not.toContain('VITE_FIREBASE_API_KEY');
  });
  it('is satisfied when everything is set', () => {
    const env = Object.fromEntries(FUNCTIONS_SETTINGS.map((s) => [s.name, 'x']));
    expect(missingSettings(FUNCTIONS_SETTINGS, env)).toEqual([]);
  });
  it('reads dotenv lines: quotes removed, comments and blanks skipped', () => {
    expect(parseDotenv('# c\nA=1\n\nexport B="two words"\nC = \'3\'\nnot a line')).toEqual({
      A: '1',
      B: 'two words',
      C: '3',
    });
  });
  it('takes the retention unset on both sides, or the same days on both; refuses a mismatch or a typo', () => {
    expect(retentionProblems({}, {})).toEqual([]);
    expect(retentionProblems({ VITE_RAW_RETENTION_DAYS: '90' }, { RAW_SAMPLE_RETENTION_DAYS: '90' })).toEqual([]);
    expect(retentionProblems({ VITE_RAW_RETENTION_DAYS: '90' }, {})).toEqual([
      'VITE_RAW_RETENTION_DAYS (90) and RAW_SAMPLE_RETENTION_DAYS (365) must be the same number of days',
    ]);
    expect(retentionProblems({}, { RAW_SAMPLE_RETENTION_DAYS: '1 year' })[0]).toMatch(
      /^RAW_SAMPLE_RETENTION_DAYS must be/,
    );
  });
});
