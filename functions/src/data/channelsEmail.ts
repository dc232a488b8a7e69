import type { Transporter } from 'nodemailer';
import type { EmailRequest } from '../domain/channelRequests.js';

const transports = new Map<string, Transporter>();

/**
 * Sends the e-mail `email` plans (domain/channelRequests.ts emailRequest) to each address through
 * its SMTP relay; a failure says what `email.failureText` words.
 */
export async function sendEmail(to: readonly string[], email: EmailRequest): Promise<void> {
  let transport = transports.get(email.smtpUrl);
  if (!transport) {
    // Loaded on first use: only deliveries send e-mail, and every other function starts faster.
    const { createTransport } = await import('nodemailer');
    transport = createTransport({ url: email.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000 });
    transports.set(email.smtpUrl, transport);
  }
  try {
    await transport.sendMail({ ...email.message, to: [...to] });
  } catch (e) {
    throw new Error(email.failureText(e instanceof Error ? e.message : String(e)));
  }
}
