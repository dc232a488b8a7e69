import { db } from './admin.js';
import { paths } from './paths.js';

/** Appends a failed delivery to system/{sid}/pushConfig/{cid}/errors (docs/CALLS.md reads newest first). */
export async function recordPushError(
  systemId: string,
  channelId: string,
  error: { time: number; message: string; eventId: string; severity: number },
): Promise<void> {
  // Id = event id, so a repeated failure of the same event on the same channel overwrites.
  await db()
    .doc(paths.pushError(systemId, channelId, error.eventId))
    .set(error);
}
