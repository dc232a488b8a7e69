// Which messages were published on a topic since the stack started, seen through a watch
// subscription of our own on the Pub/Sub emulator: every message published on a topic is also
// delivered to each of its subscriptions, so the watch sees each (by its id). The Firebase CLI
// delivers the trigger's own subscription (`emulator-sub-<topic>`) to the functions and acks a
// message once its runs have ended. The emulator does not say how many messages a subscription
// holds (no backlog figure, and a seek to a snapshot does not copy one subscription's unacked
// messages to another), so the stop compares the ids seen here with the ids the CLI says it acked
// (scripts/stop/messageLedger.ts, scripts/stop/stackDrain.ts).
import { PROJECT_ID } from '../ports.js';
import type { MessageLedger } from './messageLedger.js';

const WATCH_PREFIX = 'neuron-stop-watch-';
/** The most messages one pull takes; pulls repeat until one comes back empty. */
const PULL_BATCH = 1000;

interface PullReply {
  receivedMessages?: { ackId: string; message?: { messageId?: string } }[];
}

export class PublishedMessages {
  private readonly base: string;
  /** One collection at a time: a pull's messages are in the ledger before the next one returns. */
  private chain: Promise<unknown> = Promise.resolve();

  constructor(
    pubsubPort: number,
    private readonly topics: readonly string[],
    /** Where each message seen published goes (the same ledger the acks go to). */
    readonly ledger: MessageLedger,
  ) {
    this.base = `http://127.0.0.1:${pubsubPort}/v1/projects/${PROJECT_ID}`;
  }

  /**
   * Makes each topic (as the CLI does when it loads the triggers; "already exists" is fine) and
   * its watch subscription, once the Pub/Sub emulator answers. Called as soon as the emulators are
   * started: the emulator is up before the functions are loaded, so before anything is published.
   */
  async start(timeoutMs = 180_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (const topic of this.topics) {
      for (;;) {
        const made = await this.make(topic).catch(() => false);
        if (made) break;
        if (Date.now() > deadline) throw new Error(`the Pub/Sub emulator did not answer within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 200));
      }
    }
  }

  /**
   * Collects every `everyMs` from now on, so the watch subscriptions do not keep a day's messages
   * in the emulator's memory until the stop.
   */
  keepCollecting(everyMs: number): void {
    setInterval(() => void this.collect().catch(() => undefined), everyMs).unref();
  }

  /** Takes what the watch subscriptions hold into the ledger: every message published so far is then in it. */
  collect(): Promise<void> {
    const run = () => this.takeAll();
    const result = this.chain.then(run, run);
    this.chain = result;
    return result;
  }

  private async takeAll(): Promise<void> {
    for (const topic of this.topics) while ((await this.pull(topic)) > 0);
  }

  private async make(topic: string): Promise<boolean> {
    const put = (path: string, body?: unknown) =>
      fetch(`${this.base}/${path}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const madeTopic = await put(`topics/${topic}`);
    if (!madeTopic.ok && madeTopic.status !== 409) return false;
    const madeWatch = await put(`subscriptions/${WATCH_PREFIX}${topic}`, {
      topic: `projects/${PROJECT_ID}/topics/${topic}`,
      ackDeadlineSeconds: 60,
    });
    return madeWatch.ok || madeWatch.status === 409;
  }

  /** Pulls and acks one batch of the topic's watch subscription into the ledger; how many messages it held. */
  private async pull(topic: string): Promise<number> {
    const sub = `${this.base}/subscriptions/${WATCH_PREFIX}${topic}`;
    const post = (action: string, body: unknown) =>
      fetch(`${sub}:${action}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const res = await post('pull', { maxMessages: PULL_BATCH, returnImmediately: true });
    if (!res.ok) throw new Error(`pulling ${topic}'s watch: the Pub/Sub emulator answered ${res.status}`);
    const received = ((await res.json()) as PullReply).receivedMessages ?? [];
    if (received.length === 0) return 0;
    for (const m of received) {
      if (!m.message?.messageId) throw new Error(`pulling ${topic}'s watch: a message without its id`);
      this.ledger.published(topic, m.message.messageId);
    }
    const ackIds = received.map((m) => m.ackId);
    const acked = await post('acknowledge', { ackIds });
    if (!acked.ok) throw new Error(`acking ${topic}'s watch: the Pub/Sub emulator answered ${acked.status}`);
    return ackIds.length;
  }
}
