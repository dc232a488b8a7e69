import { describe, expect, it } from 'vitest';
import { CALLABLES } from './outputs.js';

describe('the callables schemas both sides use', () => {
  it('name the wrong field of an input', () => {
    const bad = CALLABLES.rotateChannelSecret.input.safeParse({ systemId: 'a/b', channelId: '' });
    expect(bad.success).toBe(false);
    const messages = bad.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages).toContain('systemId: systemId must not contain "/"');
    expect(messages).toContain('channelId: channelId is required');
  });

  it('apply the defaults the function stores (a claim without alias or tags)', () => {
    const input = CALLABLES.claimDevice.input.parse({
      systemId: 's',
      type: 'SENSOR',
      sn: 'S-1',
      claimCode: '7KQ2-M9XD-4HFA',
    });
    expect(input).toMatchObject({ alias: '', tags: [], labels: [], config: {} });
  });

  it('describe every answer (an integration issued, a test notification)', () => {
    expect(CALLABLES.createIntegration.output.parse({ integrationId: 'i', secret: 'x' })).toEqual({
      integrationId: 'i',
      secret: 'x',
    });
    expect(CALLABLES.sendTestNotification.output.safeParse({ result: 'lost', message: null }).success).toBe(false);
  });
});
