import { describe, expect, it } from 'vitest';
import { parseStartOptions } from './startOptions.js';

describe('npm start options', () => {
  it('with none: the full stack, data in the checkout, a snapshot every 5 minutes', () => {
    expect(parseStartOptions([], '/repo', 0)).toEqual({
      dataDir: '/repo/.emulator-data',
      logFile: '/repo/neuron-start.log',
      build: true,
      demo: true,
      client: true,
      dev: false,
      snapshotMinutes: 5,
    });
    expect(parseStartOptions([], '/repo', 4000).logFile).toBe('/repo/neuron-start.offset-4000.log');
  });

  it('a minimal stack with its data elsewhere', () => {
    const o = parseStartOptions(
      ['--no-build', '--no-demo', '--no-client', '--data', '/tmp/d', '--log', '/tmp/l', '--snapshot-minutes', '0'],
      '/repo',
      0,
    );
    expect(o).toEqual({
      dataDir: '/tmp/d',
      logFile: '/tmp/l',
      build: false,
      demo: false,
      client: false,
      dev: false,
      snapshotMinutes: 0,
    });
  });

  it('the development server instead of the production build (`npm run dev`)', () => {
    expect(parseStartOptions(['--dev'], '/repo', 0).dev).toBe(true);
  });

  it('names the option that is wrong', () => {
    expect(() => parseStartOptions(['--data'], '/repo', 0)).toThrow('--data needs a value');
    expect(() => parseStartOptions(['--snapshot-minutes', 'soon'], '/repo', 0)).toThrow(
      "--snapshot-minutes must be 0 or more, got 'soon'",
    );
    expect(() => parseStartOptions(['--fast'], '/repo', 0)).toThrow("unknown option '--fast'");
  });
});
