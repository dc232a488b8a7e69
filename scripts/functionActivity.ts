// Whether the functions emulator is running anything, counted from the lines it prints for every
// invocation, HTTP and background alike: `Beginning execution of "…"`, then `Finished "…" in …`
// or, when the worker's request broke (a timeout, a killed worker), `Request to function failed`.
// The emulator suites ask before they clear Firestore (tests/support/emulators.ts): a run left
// over from the previous suite would otherwise hold a transaction lock (the clear answers 409)
// or write into the next suite's fresh data.
import { createServer, type Server } from 'node:http';

const BEGIN = /functions: Beginning execution of "/;
const END = /functions: Finished "[^"]*" in |Request to function failed/;

/** What the emulator's output says of its function runs. */
export interface FunctionActivityState {
  /** Runs begun and not yet finished. */
  running: number;
  /** Milliseconds since a run last began or ended. */
  quietMs: number;
}

/** Counts the functions emulator's runs from its output, fed in chunks as they come. */
export class FunctionActivity {
  private running = 0;
  private lastChange: number;
  private partial = '';

  constructor(now = Date.now()) {
    this.lastChange = now;
  }

  /** A chunk of the emulator's output (a line may be split across chunks). */
  feed(chunk: string, now = Date.now()): void {
    const lines = (this.partial + chunk).split('\n');
    this.partial = lines.pop() ?? '';
    for (const line of lines) {
      if (BEGIN.test(line)) this.running += 1;
      else if (END.test(line)) this.running = Math.max(0, this.running - 1);
      else continue;
      this.lastChange = now;
    }
  }

  state(now = Date.now()): FunctionActivityState {
    return { running: this.running, quietMs: now - this.lastChange };
  }
}

/** Serves the state as JSON on 127.0.0.1:`port` (GET any path). */
export function serveFunctionActivity(activity: FunctionActivity, port: number): Server {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(activity.state()));
  });
  server.listen(port, '127.0.0.1');
  // The test run goes on without it (the suites then clear without waiting): say so, don't stop.
  server.on('error', (e) => console.warn(`function activity not served on ${port}: ${String(e)}`));
  server.unref();
  return server;
}
