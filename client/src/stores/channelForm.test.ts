import { describe, expect, it } from 'vitest';
import { emptyChannelForm } from './channelForm';
import { parseChannelForm } from './channelFormCheck';

describe('parseChannelForm: what the rules accept, said beside the field', () => {
  it('a webhook URL must be https (loopback receivers are written with the admin SDK in tests)', () => {
    const form = { ...emptyChannelForm(), name: 'Ops', type: 'webhook' as const };
    expect(parseChannelForm({ ...form, url: 'ftp://x' })).toEqual({
      ok: false,
      errors: { url: 'Webhook URL must be http(s)' },
    });
    expect(parseChannelForm({ ...form, url: 'http://hooks.example.com/in' })).toEqual({
      ok: false,
      errors: { url: 'Webhook URL must be https' },
    });
    expect(parseChannelForm({ ...form, url: 'https://hooks.example.com/in' })).toMatchObject({
      ok: true,
      channel: { type: 'webhook', target: 'https://hooks.example.com/in' },
    });
  });

  it('e-mail targets are stored lower-cased, as members are', () => {
    const parsed = parseChannelForm({
      ...emptyChannelForm(),
      name: 'Mail',
      emails: 'Ann@Example.com, bob@example.com',
    });
    expect(parsed).toMatchObject({ ok: true, channel: { target: ['ann@example.com', 'bob@example.com'] } });
  });
});
