import { describe, expect, it } from 'vitest';
import { isAdminOf, isMemberOf, normaliseEmail } from './email.js';

describe('e-mail comparison', () => {
  it('trims and lower-cases', () => {
    expect(normaliseEmail('  Ann@Example.COM ')).toBe('ann@example.com');
  });

  it('finds an admin whatever the case, and nobody without an e-mail', () => {
    expect(isAdminOf({ admin: ['ann@example.com'] }, 'Ann@Example.com')).toBe(true);
    expect(isAdminOf({ admin: ['Ann@Example.com', 3] }, 'ann@example.com')).toBe(true);
    expect(isAdminOf({ admin: ['bob@example.com'] }, 'ann@example.com')).toBe(false);
    expect(isAdminOf({ admin: ['ann@example.com'] }, null)).toBe(false);
    expect(isAdminOf(undefined, 'ann@example.com')).toBe(false);
  });

  it('finds a member among the admins and the users', () => {
    const system = { admin: ['ann@example.com'], users: ['bob@example.com'] };
    expect(isMemberOf(system, 'BOB@example.com')).toBe(true);
    expect(isMemberOf(system, 'ann@example.com')).toBe(true);
    expect(isMemberOf(system, 'eve@example.com')).toBe(false);
  });
});
