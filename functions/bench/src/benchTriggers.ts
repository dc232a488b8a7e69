import { onRequest } from 'firebase-functions/v2/https';
import { onMessagePublished } from 'firebase-functions/v2/pubsub';
import { BENCH_IO_TOPIC, BENCH_TOPIC, publishEmptyChain, publishIoChain, storeIoChain } from './benchChain.js';

// `npm run bench` measures how much of the ingest pipeline's cost is the emulator's own: these
// chains have the same shape (HTTP function → topic → subscriber); one does nothing, the other
// only the sample path's document I/O. They answer only on the emulators (FUNCTIONS_EMULATOR),
// so a deployed copy is inert.
const onEmulator = () => process.env.FUNCTIONS_EMULATOR === 'true';

/** HTTP → topic, nothing else. */
export const benchEmptyIngest = onRequest({ cors: false }, async (req, res) => {
  if (!onEmulator()) {
    res.status(404).json({ error: 'Not found' });
    return;
  }
  const messageId = await publishEmptyChain();
  res.status(202).json({ messageId });
});

/** The subscriber that does nothing. */
export const benchEmptyStore = onMessagePublished(BENCH_TOPIC, async () => {});

/** HTTP → one document read → topic. */
export const benchIoIngest = onRequest({ cors: false }, async (req, res) => {
  if (!onEmulator()) {
    res.status(404).json({ error: 'Not found' });
    return;
  }
  const messageId = await publishIoChain(Date.now());
  res.status(202).json({ messageId });
});

/** The subscriber that does one read and one commit of two documents. */
export const benchIoStore = onMessagePublished(BENCH_IO_TOPIC, async (event) => {
  if (onEmulator()) await storeIoChain(event.data.message.json);
});
