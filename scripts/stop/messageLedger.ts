// Which messages published on the watched topics are still waiting for their function, by message
// id: the ids the watch subscriptions saw published (scripts/stop/publishedMessages.ts) against the
// ids the CLI's Pub/Sub bridge acked once their runs ended (its line, ackedMessages.mjs, read from
// the stack's output by scripts/functionActivity.ts). A message run twice, or an ack seen before
// its publication is pulled, changes nothing: sets, not counts. A matched id is kept only as done
// (a watch pull delivered twice, or a second run's ack, must not make it wait again): a day of
// `npm start` keeps some tens of thousands of short ids.

export class MessageLedger {
  /** Per topic, ids seen published and not yet acked. */
  private readonly waiting = new Map<string, Set<string>>();
  /** Per topic, ids acked before the watch had pulled their publication. */
  private readonly ackedFirst = new Map<string, Set<string>>();
  /** Per topic, ids seen both published and acked. */
  private readonly done = new Map<string, Set<string>>();

  private of(map: Map<string, Set<string>>, topic: string): Set<string> {
    let set = map.get(topic);
    if (!set) map.set(topic, (set = new Set()));
    return set;
  }

  published(topic: string, id: string): void {
    const done = this.of(this.done, topic);
    if (done.has(id)) return;
    if (this.of(this.ackedFirst, topic).delete(id)) done.add(id);
    else this.of(this.waiting, topic).add(id);
  }

  acked(topic: string, id: string): void {
    const done = this.of(this.done, topic);
    if (done.has(id)) return;
    if (this.of(this.waiting, topic).delete(id)) done.add(id);
    else this.of(this.ackedFirst, topic).add(id);
  }

  /** How many messages published on `topic` have not been acked yet. */
  pending(topic: string): number {
    return this.waiting.get(topic)?.size ?? 0;
  }

  /** Their ids (for a stop that gave up waiting: what may be missing). */
  pendingIds(topic: string): string[] {
    return [...(this.waiting.get(topic) ?? [])];
  }
}
