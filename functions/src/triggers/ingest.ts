import { logger } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { meter } from '../data/meter.js';
import { acceptIngest } from '../workflows/ingest.js';

/** POST /ingest: a gateway posts a batch of samples (workflows/ingest.ts). Replies are JSON, never internals. */
export const ingest = onRequest({ cors: false }, async (req, res) => {
  try {
    const reply = await acceptIngest(
      {
        method: req.method,
        isJson: Boolean(req.is('application/json')),
        bodyBytes: req.rawBody?.length ?? Number(req.get('content-length') ?? 0),
        body: req.body,
        authorization: req.get('authorization'),
      },
      Date.now(),
    );
    res
      .status(reply.status)
      .set(reply.headers ?? {})
      .json(reply.body);
  } catch (e) {
    // The details go to the log only: a caller never sees a stack trace or a document path.
    logger.error('ingest failed', { error: e instanceof Error ? e.stack : String(e) });
    res.status(503).json({ error: 'Samples could not be accepted just now; post them again' });
  } finally {
    meter.flush('ingest', 0);
  }
});
