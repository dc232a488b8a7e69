// The webhook inspector's signature check: what a receiver does (recompute the HMAC of the raw
// body with the channel's secret, compare in constant time), with the secret read from the
// emulators, since the inspector stands in for every channel pointed at it.
import type { Firestore } from 'firebase-admin/firestore';
import { WEBHOOK_SIGNATURE_HEADER, webhookSignatureMatches } from '../../functions/src/domain/webhookSignature.js';
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
 * it was sent to (`url`: the inspector's address plus the request path).
 */
export async function checkSignature(db: Firestore, url: string, req: ReceivedRequest): Promise<SignatureVerdict> {
  const header = req.headers[WEBHOOK_SIGNATURE_HEADER];
  const signature = Array.isArray(header) ? header[0] : header;
  if (!signature) return { ok: false, text: `no ${WEBHOOK_SIGNATURE_HEADER} header` };
  const channels = await db.collectionGroup('pushConfig').where('target', '==', url).get();
  if (channels.empty) return { ok: false, text: `no webhook channel has the URL ${url}` };
  for (const channel of channels.docs) {
    const system = channel.ref.parent.parent;
    if (!system) continue;
    const secret: unknown = (await system.collection('channelSecrets').doc(channel.id).get()).get('secret');
    if (typeof secret === 'string' && webhookSignatureMatches(secret, req.body, signature)) {
      return { ok: true, text: `verified with the secret of channel ${channel.id}`, channel: channel.ref.path };
    }
  }
  const names = channels.docs.map((c) => c.id).join(', ');
  return { ok: false, text: `does not match the secret of channel ${names}` };
}
