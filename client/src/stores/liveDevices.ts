/**
 * Ref-counted live listeners, one per device id, for the devices on screen (docs/PERFORMANCE.md).
 * A listener nobody holds any more stops after a grace period, so scrolling through a long table,
 * or a row that re-mounts, does not stop and restart listeners on every frame.
 */
export class LiveDeviceWatch {
  private readonly entries = new Map<
    string,
    { count: number; stop: () => void; timer?: ReturnType<typeof setTimeout> }
  >();

  constructor(
    private readonly start: (id: string) => () => void,
    private readonly graceMs = 5_000,
  ) {}

  /** Keeps `ids` live until the returned release is called (once; later calls do nothing). */
  hold(ids: readonly string[]): () => void {
    for (const id of ids) {
      let entry = this.entries.get(id);
      if (!entry) {
        entry = { count: 0, stop: this.start(id) };
        this.entries.set(id, entry);
      }
      entry.count++;
      clearTimeout(entry.timer);
      entry.timer = undefined;
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      for (const id of ids) this.release(id);
    };
  }

  /** How many devices have a listener (held, or within their grace period). */
  get size(): number {
    return this.entries.size;
  }

  /** Stops every listener at once (the system was left). */
  stopAll(): void {
    for (const entry of this.entries.values()) {
      clearTimeout(entry.timer);
      entry.stop();
    }
    this.entries.clear();
  }

  private release(id: string): void {
    const entry = this.entries.get(id);
    if (!entry || --entry.count > 0) return;
    entry.timer = setTimeout(() => {
      if (entry.count > 0 || this.entries.get(id) !== entry) return;
      entry.stop();
      this.entries.delete(id);
    }, this.graceMs);
  }
}
