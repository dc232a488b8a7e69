import { DEMO_SYSTEM_ID } from '../../scripts/demo/demoData.js';
import { testFixturePorts } from '../../scripts/testFixtures.js';
import { readCollection, readDocument } from './startStack.js';

/**
 * What an `npm start` stack with the demo shows of its staged outage (scripts/demo/demoOutage.ts),
 * read over REST from the stack at `offset`: its events, the system's counts and its local inbox.
 */
export interface StoredEvent {
  id: string;
  kind?: string;
  deviceSn?: string;
  deviceSns?: string[];
  ruleId?: string | null;
  text?: string;
}
interface Summary {
  gatewaysOnline?: number;
  sensorsOnline?: number;
}
interface InboxMail {
  subject: string;
  text?: string;
}

const systemPath = `system/${DEMO_SYSTEM_ID}`;

export function demoStackReads(offset: number) {
  const events = async () => (await readCollection(offset, `${systemPath}/events`)) as unknown as StoredEvent[];
  return {
    /** The offline and online events of one device. */
    presenceEvents: async (sn: string) =>
      (await events()).filter((e) => (e.kind === 'offline' || e.kind === 'online') && e.deviceSn === sn),
    /** The system's counts, as the functions keep them. */
    summary: async () => ((await readDocument(offset, `${systemPath}/summary/counts`)) ?? {}) as Summary,
    /** The mails the stack's local inbox holds. */
    mails: async (): Promise<InboxMail[]> => {
      const res = await fetch(`http://127.0.0.1:${testFixturePorts(offset).inbox}/messages.json`);
      return ((await res.json()) as { mails: InboxMail[] }).mails;
    },
  };
}
