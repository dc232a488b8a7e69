import type { Transporter } from 'nodemailer';
import type { NotifyConfig } from '../domain/notifyConfig.js';
import type { NotificationContent } from '../domain/notifyMessage.js';

const transports = new Map<string, Transporter>();

/** Sends the notification by e-mail through the configured SMTP relay. */
export async function sendEmail(
  to: readonly string[],
  content: NotificationContent,
  config: NotifyConfig,
): Promise<void> {
  if (!config.smtpUrl) throw new Error('E-mail is not configured (NOTIFY_SMTP_URL is not set)');
  let transport = transports.get(config.smtpUrl);
  if (!transport) {
    // Loaded on first use: only deliveries send e-mail, and every other function starts faster.
    const { createTransport } = await import('nodemailer');
    transport = createTransport({ url: config.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000 });
    transports.set(config.smtpUrl, transport);
  }
  try {
    await transport.sendMail({
      from: config.emailFrom,
      to: [...to],
      subject: content.title,
      text: `${content.body}\n\nOpen: ${content.redirect}\nEvent: ${content.eventId}`,
      headers: { 'X-Neuron-Event': content.eventId },
    });
  } catch (e) {
    throw new Error(`E-mail failed: ${e instanceof Error ? e.message : String(e)}`);
  }
}
