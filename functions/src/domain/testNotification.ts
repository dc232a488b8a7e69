import type { NotificationContent } from './notifyMessage.js';

/** Id of a test delivery: never an event's id, so it cannot collide with a real delivery marker. */
export const testEventId = (nowMs: number) => `test-${nowMs}`;

/** What a test sends: the same shape as an event's notification, marked as a test. */
export function testNotificationContent(
  systemId: string,
  systemName: string,
  channelName: string,
  nowMs: number,
): NotificationContent {
  const where = systemName.trim() || systemId;
  return {
    systemId,
    systemName,
    eventId: testEventId(nowMs),
    kind: 'manual',
    time: nowMs,
    deviceSn: null,
    title: `${where}: Test notification`,
    body: `This is a test of the channel "${channelName}". Nothing is wrong.`,
    redirect: `/systems/${systemId}`,
  };
}
