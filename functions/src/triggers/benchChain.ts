import { onRequest } from 'firebase-functions/v2/https';
import { onMessagePublished } from 'firebase-functions/v2/pubsub';
import { BENCH_TOPIC, publishEmptyChain } from '../workflows/benchChain.js';

// `npm run bench` measures how much of the ingest pipeline's cost is the emulator's own: this
// chain has the same shape (HTTP function → topic → subscriber) and does nothing. It answers only
// on the emulators (FUNCTIONS_EMULATOR), so a deployed copy is inert.

/** HTTP → topic, nothing else. */
export const benchEmptyIngest = onRequest({ cors: false }, async (req, res) => {
  if (process.env.FUNCTIONS_EMULATOR !== 'true') {
    res.status(404).json({ error: 'Not found' });
    return;
  }
  const messageId = await publishEmptyChain();
  res.status(202).json({ messageId });
});

/** The subscriber that does nothing. */
export const benchEmptyStore = onMessagePublished(BENCH_TOPIC, async () => {});
