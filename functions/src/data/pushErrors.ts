import { db } from './admin.js';

/** Appends a failed delivery to system/{sid}/pushConfig/{cid}/errors (SPEC.md §7 reads newest first). */
export async function recordPushError(
  systemId: string,
  channelId: string,
  error: { time: number; message: string; eventId: string },
): Promise<void> {
  // Id = event id, so a repeated failure of the same event on the same channel overwrites.
  await db().doc(`system/${systemId}/pushConfig/${channelId}/errors/${error.eventId}`).set(error);
}
