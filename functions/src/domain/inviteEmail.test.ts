import { describe, expect, it } from 'vitest';
import { inviteEmailRequest } from './inviteEmail.js';
import { notifyConfigFrom } from './notifyConfig.js';

const invite = { email: 'new@example.com', systemId: 'sys-1', systemName: 'Greenhouse', role: 'user' as const };

describe('inviteEmailRequest', () => {
  it('tells the invitee the system, the role, and links to answer or sign up, absolute with APP_URL', () => {
    const config = notifyConfigFrom({ NOTIFY_SMTP_URL: 'smtp://relay:25', APP_URL: 'https://neuron.example.com' });
    const mail = inviteEmailRequest(invite, config);
    expect(mail?.smtpUrl).toBe('smtp://relay:25');
    expect(mail?.message.subject).toBe('You are invited to Greenhouse on Neuron');
    expect(mail?.message.text).toContain('You are invited to join "Greenhouse" on Neuron as a member.');
    expect(mail?.message.text).toContain('Accept or decline: https://neuron.example.com/invites\n');
    expect(mail?.message.text).toContain('(new@example.com): https://neuron.example.com/signup');
    expect(inviteEmailRequest({ ...invite, role: 'admin', systemName: '' }, config)?.message.text).toContain(
      '"sys-1" on Neuron as an administrator',
    );
  });

  it('plans nothing without an SMTP relay', () => {
    expect(inviteEmailRequest(invite, notifyConfigFrom({}))).toBeNull();
  });
});
