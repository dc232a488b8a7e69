// The local inbox page: what the functions sent while running on the emulators, newest first.
// Everything shown came from outside (a mail body, a webhook's JSON), so all of it is escaped;
// an HTML body is rendered in a sandboxed frame (no scripts, no same-origin access).
import type { IncomingHttpHeaders } from 'node:http';
import { authLinksSection, type AuthLink } from './authLinks.js';
import type { ParsedMail } from './mailParse.js';
import type { SignatureVerdict } from './webhookCheck.js';
import { smsSection, type InboxSms } from './smsStandIn.js';

export interface InboxMail extends ParsedMail {
  at: number;
  /** Envelope recipients (who the SMTP client really addressed). */
  recipients: string[];
}

export interface InboxRequest {
  at: number;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface InboxView {
  mails: InboxMail[];
  webhooks: (InboxRequest & { verdict: SignatureVerdict })[];
  pushes: InboxRequest[];
  /** The Auth emulator's verification, password-reset and sign-in links (authLinks.ts). */
  authLinks?: AuthLink[];
  /** What the SMS stand-in received (smsStandIn.ts). */
  sms: InboxSms[];
}

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const time = (at: number) => `<time datetime="${new Date(at).toISOString()}">${new Date(at).toLocaleString()}</time>`;

function pretty(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

function mailItem(m: InboxMail): string {
  const html = m.html
    ? `<details open><summary>Rendered HTML</summary><iframe sandbox title="HTML body of ${escape(m.subject)}" srcdoc="${escape(m.html)}"></iframe></details>`
    : '<p class="note">No HTML part (the message is plain text).</p>';
  return `<li class="item mail"><h3>${escape(m.subject || '(no subject)')}</h3>
<p>${time(m.at)} · From ${escape(m.from)} · To <span class="to">${escape(m.recipients.join(', '))}</span></p>
<pre>${escape(m.text ?? '')}</pre>${html}</li>`;
}

function headerTable(headers: IncomingHttpHeaders): string {
  const rows = Object.entries(headers).map(
    ([k, v]) => `<tr><th scope="row">${escape(k)}</th><td>${escape(String(v ?? ''))}</td></tr>`,
  );
  return `<details><summary>Headers</summary><table>${rows.join('')}</table></details>`;
}

function webhookItem(w: InboxView['webhooks'][number]): string {
  const badge = w.verdict.ok ? 'ok' : 'bad';
  return `<li class="item webhook"><h3>POST ${escape(w.path)}</h3>
<p>${time(w.at)} · <strong class="${badge}">Signature ${w.verdict.ok ? 'valid' : 'NOT valid'}</strong>: ${escape(w.verdict.text)}</p>
${headerTable(w.headers)}<pre>${escape(pretty(w.body))}</pre></li>`;
}

function pushItem(p: InboxRequest): string {
  let summary = '';
  try {
    const m = JSON.parse(p.body) as { tokens?: string[]; data?: { title?: string; body?: string } };
    summary = `<h3>${escape(m.data?.title ?? '(no title)')}</h3><p>${time(p.at)} · ${escape(m.data?.body ?? '')} · to ${m.tokens?.length ?? 0} browser(s)</p>`;
  } catch {
    summary = `<h3>Unreadable message</h3><p>${time(p.at)}</p>`;
  }
  return `<li class="item push">${summary}<pre>${escape(pretty(p.body))}</pre></li>`;
}

function section(id: string, title: string, empty: string, items: string[]): string {
  const list = items.length ? `<ol reversed>${items.join('')}</ol>` : `<p class="note">${empty}</p>`;
  return `<section aria-labelledby="${id}"><h2 id="${id}">${title} (${items.length})</h2>${list}</section>`;
}

const STYLE = `
:root { color-scheme: light dark; font-family: system-ui, sans-serif; }
body { margin: 0 auto; max-width: 60rem; padding: 1rem; }
ol { list-style: none; padding: 0; }
.item { border: 1px solid #8888; border-radius: 6px; padding: 0.5rem 1rem; margin: 0 0 1rem; overflow-wrap: anywhere; }
pre { white-space: pre-wrap; background: #8881; padding: 0.5rem; }
iframe { width: 100%; min-height: 12rem; border: 1px solid #8888; background: white; }
.ok { color: #0a7d32; } .bad { color: #c0262d; }
@media (prefers-color-scheme: dark) { .ok { color: #5fd98a; } .bad { color: #ff8a8f; } }
.note { opacity: 0.8; } th { text-align: left; padding-right: 1rem; }`;

/** The whole page; it reloads itself every 10 s (a developer watches it while alarms come in). */
export function renderInboxPage(view: InboxView): string {
  const newest = <T extends { at: number }>(xs: T[]) => [...xs].sort((a, b) => b.at - a.at);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta http-equiv="refresh" content="10">
<title>Neuron local inbox</title><style>${STYLE}</style></head><body><main>
<h1>Neuron local inbox</h1>
<p>What the functions on the emulators sent: e-mail caught by the local SMTP server, webhook deliveries
with their signature checked against the channel's secret, push messages the FCM relay received, and
the texts the SMS stand-in took in place of a provider.
Newest first; the page reloads every 10 seconds. Kept in memory: restarting <code>npm start</code> empties it.</p>
${section('mail', 'E-mail', 'No e-mail yet.', newest(view.mails).map(mailItem))}
${authLinksSection(view.authLinks ?? [])}
${section('webhooks', 'Webhook deliveries', 'No webhook delivery yet.', newest(view.webhooks).map(webhookItem))}
${section('push', 'Push (FCM relay)', 'No push message yet.', newest(view.pushes).map(pushItem))}
${smsSection(view.sms)}
</main></body></html>`;
}
