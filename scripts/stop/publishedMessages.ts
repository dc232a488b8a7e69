// How many messages were published on a topic since the stack started, counted from a watch
// subscription of our own on the Pub/Sub emulator: every message published on a topic is also
// delivered to each of its subscriptions, so the watch sees each once. The Firebase CLI delivers
// the trigger's own subscription (`emulator-sub-<topic>`) to the functions and acks a message once
// its run has finished. The emulator does not say how many messages a subscription holds (no
// backlog figure, and a seek to a snapshot does not copy one subscription's unacked messages to
// another), so the stop compares this count with the finished runs of the topic's function
// (scripts/stop/stackDrain.ts).
import { PROJECT_ID } from '../ports.js';

const WATCH_PREFIX = 'neuron-stop-watch-';
/** The most messages one pull takes; pulls repeat until one comes back empty. */
const PULL_BATCH = 1000;

interface PullReply {
  receivedMessages?: { ackId: string }[];
}

export class PublishedMessages {
  private readonly counts = new Map<string, number>();
  private readonly base: string;
  /** One count at a time: a pull's messages are added before the next count returns. */
  private chain: Promise<unknown> = Promise.resolve();

  constructor(
    pubsubPort: number,
    private readonly topics: readonly string[],
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
      this.counts.set(topic, 0);
    }
  }

  /**
   * Counts every `everyMs` from now on, so the watch subscriptions do not keep a day's messages in
   * the emulator's memory until the stop.
   */
  keepCounting(everyMs: number): void {
    setInterval(() => void this.count().catch(() => undefined), everyMs).unref();
  }

  /** Takes what the watch subscriptions hold and returns the number published on each topic so far. */
  count(): Promise<Map<string, number>> {
    const run = () => this.takeAll();
    const result = this.chain.then(run, run);
    this.chain = result;
    return result;
  }

  private async takeAll(): Promise<Map<string, number>> {
    for (const topic of this.topics) {
      for (;;) {
        const taken = await this.pull(topic);
        this.counts.set(topic, (this.counts.get(topic) ?? 0) + taken);
        if (taken === 0) break;
      }
    }
    return new Map(this.counts);
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

  /** Pulls and acks one batch of the topic's watch subscription; how many messages it held. */
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
    const ackIds = ((await res.json()) as PullReply).receivedMessages?.map((m) => m.ackId) ?? [];
    if (ackIds.length === 0) return 0;
    const acked = await post('acknowledge', { ackIds });
    if (!acked.ok) throw new Error(`acking ${topic}'s watch: the Pub/Sub emulator answered ${acked.status}`);
    return ackIds.length;
  }
}
