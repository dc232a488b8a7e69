import { describe, expect, it } from 'vitest';
import { whatsNewRequest } from './entry.js';

const NOW = 1_764_000_000_000;

describe('npm run whatsnew: the entry it writes', () => {
  it('takes the title and body (\\n a line break), the time now, and where to write', () => {
    const args = [
      '--title',
      ' Sensor errors ',
      '--body',
      'Error samples raise events.\\nSee the events list.',
      '--emulators',
    ];
    expect(whatsNewRequest(args, NOW)).toEqual({
      ok: true,
      entry: { time: NOW, title: 'Sensor errors', body: 'Error samples raise events.\nSee the events list.' },
      project: undefined,
      emulators: true,
    });
  });

  it('takes a time as ms or an ISO date, and a project', () => {
    const iso = whatsNewRequest(
      ['--title', 't', '--body', 'b', '--time', '2026-12-01T00:00:00Z', '--project', 'p'],
      NOW,
    );
    expect(iso).toMatchObject({ ok: true, entry: { time: Date.parse('2026-12-01T00:00:00Z') }, project: 'p' });
    expect(whatsNewRequest(['--title', 't', '--body', 'b', '--time', '12345'], NOW)).toMatchObject({
      entry: { time: 12345 },
    });
  });

  it('refuses a missing title or body and a bad time, naming the option', () => {
    expect(whatsNewRequest(['--body', 'b'], NOW)).toEqual({ ok: false, message: '--title: Give the entry a title' });
    expect(whatsNewRequest(['--title', 't', '--body', '  '], NOW)).toEqual({
      ok: false,
      message: '--body: Give the entry a body',
    });
    expect(whatsNewRequest(['--title', 't', '--body', 'b', '--time', 'soon'], NOW)).toEqual({
      ok: false,
      message: "--time: not a time: 'soon'",
    });
  });
});
