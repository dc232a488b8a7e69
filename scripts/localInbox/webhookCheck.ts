// The webhook inspector's signature check: what a receiver does (recompute the HMAC of the signed
// time and the raw body with the channel's secret, compare in constant time, and refuse a time
// outside the window), with the secret read from the emulators, since the inspector stands in for
// every channel pointed at it.
import type { Firestore } from 'firebase-admin/firestore';
import {
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TOLERANCE_S,
  checkWebhookSignature,
} from '../../functions/src/domain/webhookSignature.js';
import type { ReceivedRequest } from '../localServers.js';

export interface SignatureVerdict {
  ok: boolean;
  /** What the check found, in words for the page. */
  text: string;
  /** The channel whose secret was used (system/{sid}/pushConfig/{cid}), when one matched the URL. */
  channel?: string;
}

/**
 * Checks a delivery's signature against the secret of each webhook channel whose URL is the one
 * it was sent to (`url`: the inspector's address plus the request path), and its signed time
 * against `nowMs`, when it arrived.
 */
export async function checkSignature(
  db: Firestore,
  url: string,
  req: ReceivedRequest,
  nowMs: number,
): Promise<SignatureVerdict> {
  const header = req.headers[WEBHOOK_SIGNATURE_HEADER];
  const signature = Array.isArray(header) ? header[0] : header;
  if (!signature) return { ok: false, text: `no ${WEBHOOK_SIGNATURE_HEADER} header` };
  const channels = await db.collectionGroup('pushConfig').where('target', '==', url).get();
  if (channels.empty) return { ok: false, text: `no webhook channel has the URL ${url}` };
  for (const channel of channels.docs) {
    const system = channel.ref.parent.parent;
    if (!system) continue;
    const secret: unknown = (await system.collection('channelSecrets').doc(channel.id).get()).get('secret');
    if (typeof secret !== 'string') continue;
    const verdict = checkWebhookSignature(secret, req.body, signature, nowMs);
    if (verdict === 'ok') {
      return { ok: true, text: `verified with the secret of channel ${channel.id}`, channel: channel.ref.path };
    }
    if (verdict === 'stale') {
      const text = `signed by channel ${channel.id}, but its time is more than ${WEBHOOK_TOLERANCE_S} s from now (a replay?)`;
      return { ok: false, text, channel: channel.ref.path };
    }
    if (verdict === 'malformed') return { ok: false, text: `${WEBHOOK_SIGNATURE_HEADER} is not t=<seconds>,v1=<hex>` };
  }
  const names = channels.docs.map((c) => c.id).join(', ');
  return { ok: false, text: `does not match the secret of channel ${names}` };
}
