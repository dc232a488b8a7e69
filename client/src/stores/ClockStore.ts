import { makeAutoObservable } from 'mobx';

/** "Now", ticking, so that online state and signal age change as time passes without a new sample. */
export class ClockStore {
  now = Date.now();
  private timer?: ReturnType<typeof setInterval>;

  constructor(private readonly tickMs = 10_000) {
    makeAutoObservable<ClockStore, 'timer' | 'tickMs'>(this, { timer: false, tickMs: false });
  }

  start(): void {
    this.timer ??= setInterval(() => this.tick(), this.tickMs);
  }

  tick(): void {
    this.now = Date.now();
  }

  dispose(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }
}
