import { onRequest } from 'firebase-functions/v2/https';
import { handleIngest } from '../workflows/ingest.js';
import { runtimeOf } from '../domain/functionSettings.js';

/** POST /ingest: a gateway posts a batch of samples (workflows/ingest.ts). Replies are JSON, never internals. */
export const ingest = onRequest({ ...runtimeOf('ingest'), cors: false }, async (req, res) => {
  const reply = await handleIngest(
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
});
