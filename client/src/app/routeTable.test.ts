import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE as ROUTES, pathFor } from './routeTable';

describe('route table', () => {
  it('has every row of docs/ROUTES.md once, with auth everywhere but login, signup and whatsnew', () => {
    expect(ROUTES).toHaveLength(27);
    expect(new Set(ROUTES.map((r) => r.name)).size).toBe(27);
    expect(ROUTES.filter((r) => !r.requiresAuth).map((r) => r.name)).toEqual(['Login', 'SignUp', 'whatsnew']);
    expect(ROUTES.filter((r) => r.layout === 'simple').map((r) => r.name)).toEqual(['Login', 'SignUp']);
  });
  it('builds paths from names, with a dash for a missing systemId', () => {
    expect(pathFor('events', {})).toBe('/systems/-/events');
    expect(pathFor('rules', { systemId: 'a b' })).toBe('/systems/a%20b/rules');
    expect(pathFor('integrations', { systemId: 's' })).toBe('/systems/s/integrations');
    expect(pathFor('integrations', { systemId: 's', integrationId: 'i' })).toBe('/systems/s/integrations/i');
  });
});
