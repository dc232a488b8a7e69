import { describe, expect, it } from 'vitest';
import { showOnScreen } from './startLog.js';

describe('npm start: what reaches the screen', () => {
  it('keeps per-invocation lines and info logs in the log file only', () => {
    expect(showOnScreen('i  functions: Beginning execution of "us-central1-storeSamples"')).toBe(false);
    expect(showOnScreen('i  functions: Finished "us-central1-storeSamples" in 41.2ms')).toBe(false);
    expect(showOnScreen('>  {"severity":"INFO","message":"deliver: sys/ev1"}')).toBe(false);
    expect(showOnScreen('✔  functions[us-central1-ingest]: http function initialized (http://…)')).toBe(false);
    expect(showOnScreen('⚠  functions: package.json indicates an outdated version of firebase-functions.')).toBe(false);
    expect(showOnScreen('')).toBe(false);
    expect(
      showOnScreen(
        '⚠  Unable to fetch the CLI MOTD and remote config. This is not a fatal error, but may indicate an issue with your network connection.',
      ),
    ).toBe(false);
    expect(showOnScreen('⚠  emulators: You are not currently authenticated so some features may not work')).toBe(false);
  });
  it('shows errors, warnings and failures', () => {
    expect(showOnScreen('>  {"severity":"ERROR","message":"offline sweep of system s failed"}')).toBe(true);
    expect(showOnScreen('>  {"severity":"WARNING","message":"geolocation: GW-1: not configured"}')).toBe(true);
    expect(showOnScreen('⬢  functions: Failed to load function definition from source')).toBe(true);
    expect(showOnScreen('✖  firestore: port taken')).toBe(true);
    expect(showOnScreen('⚠  Unknown warning from the emulator')).toBe(true);
    expect(showOnScreen('TypeError: x is not a function')).toBe(true);
  });
});
