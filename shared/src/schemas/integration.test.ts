import { describe, expect, it } from 'vitest';
import { IntegrationSchema } from './integration.js';

describe('IntegrationSchema', () => {
  it('reads a webhook and an API key integration', () => {
    expect(IntegrationSchema.parse({ kind: 'webhook', name: 'Forward', url: 'https://x.dk/in' })).toEqual({
      kind: 'webhook',
      name: 'Forward',
      url: 'https://x.dk/in',
      enabled: true,
      lastDelivery: null,
      lastError: null,
    });
    // A key's hash is never on its document; one left by the old scheme is not read.
    expect(IntegrationSchema.parse({ kind: 'api_key', name: 'Read', keyHash: 'f'.repeat(64) })).not.toHaveProperty(
      'keyHash',
    );
  });

  it.each([
    [{ kind: 'webhook', name: 'a', url: 'javascript:alert(1)' }, ['url']],
    [{ kind: 'api_key', name: 'a', enabled: 'yes' }, ['enabled']],
    [{ kind: 'webhook', name: '', url: 'https://x.dk' }, ['name']],
    [{ kind: 'mqtt', name: 'a' }, ['kind']],
  ])('refuses %j naming the field', (input, path) => {
    expect(IntegrationSchema.safeParse(input).error?.issues[0].path).toEqual(path);
  });
});
