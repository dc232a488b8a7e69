// The local stand-in for the SMS provider (the functions' NOTIFY_SMS_URL under `npm start`): the
// inbox server records each POST {to, text} the SMS channel adapter makes
// (functions/src/data/channelsSms.ts) and the inbox page lists them, newest first, beside e-mail,
// webhooks and push. It answers 200, as a provider that took the message would.
import type { InboxRequest } from './inboxPage.js';

/** Where the functions post an SMS (any path under it is taken). */
export const SMS_PATH = '/sms';
/** The key the functions send it (it checks none). */
export const STAND_IN_SMS_KEY = 'local-stand-in';

/** One text as the stand-in received it. */
export interface InboxSms {
  at: number;
  to: string;
  text: string;
  /** Whether it came with the functions' key (`authorization: Bearer …`). */
  keyed: boolean;
}

/** Whether a request the inbox server recorded is an SMS. */
export const isSms = (r: Pick<InboxRequest, 'path'> & { method: string }) =>
  r.method === 'POST' &&
  (r.path === SMS_PATH || r.path.startsWith(`${SMS_PATH}/`) || r.path.startsWith(`${SMS_PATH}?`));

/** The texts among the recorded requests (a body that is not {to, text} shows as unreadable). */
export function smsOf(requests: readonly (InboxRequest & { method: string })[]): InboxSms[] {
  return requests.filter(isSms).map((r) => {
    let to = '(unreadable)';
    let text = r.body;
    try {
      const m = JSON.parse(r.body) as { to?: unknown; text?: unknown };
      if (typeof m.to === 'string') to = m.to;
      if (typeof m.text === 'string') text = m.text;
    } catch {
      // Shown as it came.
    }
    return { at: r.at, to, text, keyed: r.headers.authorization === `Bearer ${STAND_IN_SMS_KEY}` };
  });
}

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The page's SMS section, newest first. */
export function smsSection(texts: readonly InboxSms[]): string {
  const items = [...texts]
    .sort((a, b) => b.at - a.at)
    .map(
      (m) => `<li class="item sms"><h3>To ${escape(m.to)}</h3>
<p><time datetime="${new Date(m.at).toISOString()}">${new Date(m.at).toLocaleString()}</time>${m.keyed ? '' : ' · <strong class="bad">without the provider key</strong>'}</p>
<pre>${escape(m.text)}</pre></li>`,
    );
  const list = items.length ? `<ol reversed>${items.join('')}</ol>` : '<p class="note">No SMS yet.</p>';
  return `<section aria-labelledby="sms"><h2 id="sms">SMS (stand-in provider) (${items.length})</h2>${list}</section>`;
}
