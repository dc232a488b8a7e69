import { SAMPLES_TOPIC } from '@neuron/shared';
import { onRequest } from 'firebase-functions/v2/https';
import { existingSensorSns } from '../data/devices.js';
import { readGatewayInfo, touchGateway } from '../data/gatewayInfo.js';
import { publishJson } from '../data/pubsub.js';
import { checkGatewayKey, checkSamples, parseIngestBody, samplesMessage } from '../domain/ingestRequest.js';

// Touch gatewayInfo.lastSeen at most once a minute: a gateway posting every few seconds
// must not cost a document write per post.
const LAST_SEEN_RESOLUTION_MS = 60_000;

/** POST /ingest: a gateway posts a batch of samples; validated, authenticated, published to `samples`. */
export const ingest = onRequest({ cors: false }, async (req, res) => {
  if (req.method !== 'POST') {
    res.status(405).set('Allow', 'POST').json({ error: 'Use POST' });
    return;
  }
  if (!req.is('application/json')) {
    res.status(415).json({ error: 'Content-Type must be application/json' });
    return;
  }
  const parsed = parseIngestBody(req.body);
  if (!parsed.ok) {
    res.status(parsed.error.status).json(parsed.error);
    return;
  }
  const { request } = parsed;
  const info = await readGatewayInfo(request.gatewaySn);
  const authError = checkGatewayKey(req.get('authorization'), info);
  if (authError || !info) {
    res.status(401).json(authError);
    return;
  }
  const now = Date.now();
  const known = await existingSensorSns(
    info.systemId,
    request.samples.map((s) => s.sn),
  );
  const sampleError = checkSamples(request, known, now);
  if (sampleError) {
    res.status(sampleError.status).json(sampleError);
    return;
  }
  const messageId = await publishJson(SAMPLES_TOPIC, samplesMessage(request, info.systemId, now));
  if (!info.lastSeen || now - info.lastSeen > LAST_SEEN_RESOLUTION_MS) await touchGateway(request.gatewaySn, now);
  res.status(202).json({ accepted: request.samples.length, messageId });
});
