// The local inbox of `npm start`: a mail catcher (SMTP), a webhook inspector and the push relay,
// with one page listing what arrived. The functions on the emulators are pointed at it by
// localInboxEnv; nothing here runs in a deployment (docs/LOCAL_ALERTS.md).
import type { Firestore } from 'firebase-admin/firestore';
import { startHttpServer, startSmtpServer, type HttpAnswer, type ReceivedRequest } from '../localServers.js';
import { readAuthLinks } from './authLinks.js';
import { standInGeolocation } from './geolocationStandIn.js';
import { GEOLOCATION_PATH, PUSH_RELAY_PATH, WEBHOOK_PATH, localInboxPorts } from './inboxEnv.js';
import { renderInboxPage, type InboxView } from './inboxPage.js';
import { parseMail } from './mailParse.js';
import { checkSignature, type SignatureVerdict } from './webhookCheck.js';
import { isSms, smsOf } from './smsStandIn.js';

export interface LocalInbox {
  /** The page (and, under /messages.json, the same as JSON). */
  url: string;
  smtpUrl: string;
  /** The inspector URL for a webhook channel named `name`. */
  webhookUrl(name: string): string;
  view(): Promise<InboxView>;
  close(): Promise<void>;
}

const isPost = (r: ReceivedRequest, prefix: string) => r.method === 'POST' && r.path.startsWith(prefix);

/** Starts the SMTP catcher and the HTTP server (page, webhook inspector, push relay). */
export async function startLocalInbox(db: Firestore, ports = localInboxPorts()): Promise<LocalInbox> {
  const smtp = await startSmtpServer(ports.smtp);
  const verdicts = new WeakMap<ReceivedRequest, Promise<SignatureVerdict>>();
  let base = '';
  const view = async (): Promise<InboxView> => {
    const webhooks = http.requests.filter((r) => isPost(r, WEBHOOK_PATH));
    return {
      mails: smtp.mails.map((m) => ({ ...parseMail(m.raw), at: m.at, recipients: m.to })),
      webhooks: await Promise.all(
        webhooks.map(async (r) => ({ ...r, verdict: await (verdicts.get(r) ?? Promise.resolve(unchecked)) })),
      ),
      pushes: http.requests.filter((r) => isPost(r, PUSH_RELAY_PATH)),
      authLinks: await readAuthLinks(),
      sms: smsOf(http.requests),
    };
  };
  const answer = async (req: ReceivedRequest): Promise<HttpAnswer> => {
    if (isPost(req, WEBHOOK_PATH)) {
      // Checked on arrival, with the secret as it is now (a later rotation does not change it).
      verdicts.set(
        req,
        checkSignature(db, base + req.path, req, req.at).catch((e: unknown) => ({
          ok: false,
          text: `check failed: ${String(e)}`,
        })),
      );
      return { status: 200, body: { ok: true } };
    }
    if (isPost(req, PUSH_RELAY_PATH)) return { status: 200, body: { ok: true } };
    if (isSms(req)) return { status: 200, body: { ok: true } };
    if (isPost(req, GEOLOCATION_PATH)) return standInGeolocation(req.body);
    if (req.method === 'GET' && req.path === '/messages.json') return { status: 200, body: await view() };
    if (req.method === 'GET' && (req.path === '/' || req.path.startsWith('/?'))) {
      return { status: 200, body: renderInboxPage(await view()), contentType: 'text/html; charset=utf-8' };
    }
    return { status: 404, body: { error: 'not found', field: 'path' } };
  };
  const http = await startHttpServer(ports.http, answer).catch(async (e: unknown) => {
    await smtp.close(); // nothing of a half-started inbox keeps listening
    throw e;
  });
  base = http.url;
  // The page's own requests are not deliveries: drop them so a page left open does not grow memory.
  const prune = setInterval(() => {
    const kept = http.requests.filter((r) => r.method === 'POST');
    http.requests.splice(0, http.requests.length, ...kept);
  }, 60_000);
  prune.unref();
  return {
    url: `${http.url}/`,
    smtpUrl: `smtp://127.0.0.1:${ports.smtp}`,
    webhookUrl: (name) => `${http.url}${WEBHOOK_PATH}${encodeURIComponent(name)}`,
    view,
    close: async () => {
      clearInterval(prune);
      await Promise.all([smtp.close(), http.close()]);
    },
  };
}

const unchecked: SignatureVerdict = { ok: false, text: 'not checked' };
