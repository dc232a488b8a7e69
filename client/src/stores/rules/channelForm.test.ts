import { afterEach, describe, expect, it, vi } from 'vitest';
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
      errors: { url: 'Webhook URL: only https URLs are allowed' },
    });
    // What the security rules refuse (a loopback, private or internal host) is said beside the field.
    for (const url of [
      'https://127.0.0.1/in',
      'https://10.0.0.7/in',
      'https://printer.local/in',
      'https://localhost/x',
    ])
      expect(parseChannelForm({ ...form, url })).toMatchObject({
        ok: false,
        errors: { url: expect.stringMatching(/^Webhook URL: /) },
      });
    expect(parseChannelForm({ ...form, url: 'https://hooks.example.com/in' })).toMatchObject({
      ok: true,
      channel: { type: 'webhook', target: 'https://hooks.example.com/in' },
    });
  });

  describe('under npm start (VITE_LOCAL_WEBHOOK_INSPECTOR set)', () => {
    afterEach(() => {
      vi.unstubAllEnvs();
      vi.resetModules();
    });

    it("accepts the local inspector's http URL, and no other http URL", async () => {
      vi.stubEnv('VITE_LOCAL_WEBHOOK_INSPECTOR', 'http://127.0.0.1:6104/webhook/');
      vi.resetModules();
      const check = await import('./channelFormCheck');
      const form = { ...emptyChannelForm(), name: 'Ops', type: 'webhook' as const };
      expect(check.parseChannelForm({ ...form, url: 'http://127.0.0.1:6104/webhook/ops' })).toMatchObject({
        ok: true,
        channel: { target: 'http://127.0.0.1:6104/webhook/ops' },
      });
      for (const url of [
        'http://127.0.0.1:6105/webhook/ops',
        'http://127.0.0.1:6104/admin',
        'http://hooks.example.com/in',
      ])
        expect(check.parseChannelForm({ ...form, url })).toEqual({
          ok: false,
          errors: { url: 'Webhook URL: only https URLs are allowed' },
        });
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

describe('a new channel’s form', () => {
  it('ticks the system’s only member, so a push channel saved at once reaches somebody; none of several', () => {
    expect(emptyChannelForm(['ann@example.com']).members).toEqual(['ann@example.com']);
    expect(emptyChannelForm(['ann@example.com', 'bo@example.com']).members).toEqual([]);
    expect(emptyChannelForm().members).toEqual([]);
  });
});
