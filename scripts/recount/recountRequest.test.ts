import { describe, expect, it } from 'vitest';
import { recountRequest } from './recountRequest.js';

describe('npm run recount', () => {
  it('takes systems by id, or all of them, on a project or the emulators', () => {
    expect(recountRequest(['--system', 's1', '--system', 's2', '--project', 'p'])).toEqual({
      ok: true,
      systems: ['s1', 's2'],
      project: 'p',
      emulators: false,
    });
    expect(recountRequest(['--all', '--emulators'])).toEqual({
      ok: true,
      systems: 'all',
      project: undefined,
      emulators: true,
    });
  });

  it('refuses a request that names no systems, or both, or no place, naming the option', () => {
    expect(recountRequest(['--project', 'p'])).toMatchObject({
      ok: false,
      message: expect.stringContaining('--system'),
    });
    expect(recountRequest(['--all', '--system', 's1', '--emulators'])).toMatchObject({ ok: false });
    expect(recountRequest(['--all'])).toMatchObject({ ok: false, message: expect.stringContaining('--project') });
    expect(recountRequest(['--all', '--emulators', '--project', 'p'])).toMatchObject({ ok: false });
  });

  it('says which option lacks its value, and does not take the next option for one', () => {
    expect(recountRequest(['--system', '--emulators'])).toEqual({
      ok: false,
      message: '--system needs a system id after it',
    });
    expect(recountRequest(['--all', '--project'])).toEqual({
      ok: false,
      message: '--project needs a project id after it',
    });
    expect(recountRequest(['--emulators'])).toMatchObject({
      ok: false,
      message: expect.stringContaining('name the systems'),
    });
    expect(recountRequest(['--all', '--system', 's1', '--emulators'])).toMatchObject({
      ok: false,
      message: expect.stringContaining('not both'),
    });
  });
});
