import { createTransport } from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { decodeHeader, parseMail } from './mailParse.js';

// Messages as nodemailer (what the functions send with) writes them, without sending anything.
async function raw(message: Parameters<ReturnType<typeof createTransport>['sendMail']>[0]): Promise<string> {
  const transport = createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const info = await transport.sendMail(message);
  return (info.message as Buffer).toString('utf8');
}

describe('parseMail', () => {
  it('reads subject, addresses and a plain-text body with non-ASCII text', async () => {
    const body = `CO₂ 1 250 ppm above 1200 ${'long line '.repeat(20)}\n\nOpen: http://x/y`;
    const mail = parseMail(
      await raw({
        from: 'Neuron <a@b.test>',
        to: ['demo@neuron.dev'],
        subject: 'Alarm: CO₂ high — 1 250 ppm',
        text: body,
      }),
    );
    expect(mail.subject).toBe('Alarm: CO₂ high — 1 250 ppm');
    expect(mail.from).toBe('Neuron <a@b.test>');
    expect(mail.to).toBe('demo@neuron.dev');
    expect(mail.text).toBe(body);
    expect(mail.html).toBeUndefined();
  });

  it('reads both parts of a multipart message, base64 included', async () => {
    const mail = parseMail(
      await raw({
        from: 'a@b.test',
        to: 'c@d.test',
        subject: 'Two parts',
        text: 'plain ✓',
        html: '<p>rich <b>✓</b></p>',
        attachments: [{ filename: 'x.bin', content: Buffer.from([0, 1, 2]) }],
      }),
    );
    expect(mail.text).toBe('plain ✓');
    expect(mail.html).toBe('<p>rich <b>✓</b></p>');
  });

  it('decodes B and Q encoded words and leaves plain headers alone', () => {
    expect(decodeHeader('=?UTF-8?B?w6bDuMOl?= =?UTF-8?Q?_og_=C3=A6?=')).toBe('æøå og æ');
    expect(decodeHeader('plain = text?')).toBe('plain = text?');
  });
});
