import { describe, expect, it } from 'vitest';
import { screenLine, showOnScreen } from './startLog.js';

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

describe('npm start: how a line reads on the screen', () => {
  it("shows a function's structured log entry as one plain line, its details left to the log file", () => {
    expect(
      screenLine(
        '>  {"severity":"WARNING","message":"ingest: refused a request (400): Body must be a JSON object (valid JSON; not null, a string, NaN or Infinity)"}',
      ),
    ).toBe(
      '⚠  ingest: refused a request (400): Body must be a JSON object (valid JSON; not null, a string, NaN or Infinity)',
    );
    expect(
      screenLine(
        '>  {"severity":"ERROR","message":"ingest failed","error":"TypeError: x\\n    at f (/srv/lib/index.js:1:2)"}',
      ),
    ).toBe('✖  ingest failed (details in the log)');
  });

  it('leaves any other line as it is', () => {
    expect(screenLine('✖  firestore: port taken')).toBe('✖  firestore: port taken');
    expect(screenLine('>  {not json')).toBe('>  {not json');
    expect(screenLine('TypeError: x is not a function')).toBe('TypeError: x is not a function');
  });
});
