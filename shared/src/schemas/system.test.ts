import { describe, expect, it } from 'vitest';
import { SystemSchema } from './system.js';

describe('SystemSchema', () => {
  it('fills defaults and reads the summary', () => {
    expect(SystemSchema.parse({})).toEqual({ name: '', admin: [], users: [] });
    const summary = { sensors: 6, gateways: 2, virtuals: 1, online: 5, offline: 1, alarms: 0, updatedAt: 1 };
    // A summary kept before the per-kind online counts reads them as 0.
    expect(SystemSchema.parse({ name: 'G', admin: ['a@b.c'], users: [], createdAt: 1, summary }).summary).toEqual({
      ...summary,
      sensorsOnline: 0,
      gatewaysOnline: 0,
      virtualsOnline: 0,
    });
  });

  it('refuses a non-list admin', () => {
    expect(SystemSchema.safeParse({ admin: 'a@b.c' }).error?.issues[0].path).toEqual(['admin']);
  });

  it('reads a summary with a negative count as no summary: the system itself still loads', () => {
    const summary = { sensors: -1, gateways: 0, virtuals: 0, online: 0, offline: 0, alarms: 0, updatedAt: 1 };
    const parsed = SystemSchema.safeParse({ name: 'G', admin: ['a@b.c'], summary });
    expect(parsed.success).toBe(true);
    expect(parsed.data).toEqual({ name: 'G', admin: ['a@b.c'], users: [] });
  });
});
