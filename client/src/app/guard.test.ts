import { describe, expect, it } from 'vitest';
import { guardRedirect } from './guard';

const route = (name: string, requiresAuth: boolean, search = '', hash = '') => ({ name, requiresAuth, search, hash });
const verified = { emailVerified: true };

describe('guardRedirect', () => {
  it('lets a verified user through to an auth route', () => {
    expect(guardRedirect(route('systems', true), verified)).toBeUndefined();
  });
  it('sends a signed-out visitor on an auth route to Login, keeping the query', () => {
    expect(guardRedirect(route('systems', true, '?a=1'), null)).toBe('/login?a=1');
  });
  it('sends an unverified user to Login', () => {
    expect(guardRedirect(route('system', true), { emailVerified: false })).toBe('/login');
  });
  it('sends a verified user away from Login and SignUp; an unverified one stays on SignUp (verify step)', () => {
    expect(guardRedirect(route('Login', false, '?mail=a@b.c'), verified)).toBe('/systems');
    expect(guardRedirect(route('SignUp', false), verified)).toBe('/systems');
    expect(guardRedirect(route('SignUp', false), { emailVerified: false })).toBeUndefined();
  });
  it('lets anyone reach Login, SignUp and whatsnew', () => {
    for (const name of ['Login', 'SignUp', 'whatsnew']) expect(guardRedirect(route(name, false), null)).toBeUndefined();
  });
  it('forces a merge-required user to the security settings from any other path', () => {
    const user = { emailVerified: true, requiresMerge: true };
    expect(guardRedirect(route('systems', true), user)).toBe('/usersettings#security');
    expect(guardRedirect(route('Login', false), user)).toBe('/usersettings#security');
    expect(guardRedirect(route('usersettings', true, '', '#security'), user)).toBeUndefined();
  });
});
