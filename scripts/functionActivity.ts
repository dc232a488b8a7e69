// Whether the functions emulator is running anything, counted from the lines it prints for every
// invocation, HTTP and background alike: `Beginning execution of "…"`, then `Finished "…" in …`
// or, when the worker's request broke (a timeout, a killed worker), `Request to function failed`.
// The emulator suites ask before they clear Firestore (tests/support/emulators.ts): a run left
// over from the previous suite would otherwise hold a transaction lock (the clear answers 409)
// or write into the next suite's fresh data.
import { createServer, type Server } from 'node:http';
import { ACKED_LINE } from './emulatorPatches/ackedMessages.mjs';
import { ports } from './ports.js';
import { MessageLedger } from './stop/messageLedger.js';

const BEGIN = /functions: Beginning execution of "/;
const END = /functions: Finished "[^"]*" in |Request to function failed/;
/** The CLI's line for a Pub/Sub message whose runs have ended (emulatorPatches/ackedMessages.mjs). */
const ACKED = new RegExp(`^${ACKED_LINE} (\\S+) (\\S+)\\s*$`);

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

  /**
   * @param ledger where the acked messages go: the stop (scripts/stop/) and the suites' settling
   * compare them with the messages published, by id.
   */
  constructor(
    now = Date.now(),
    readonly ledger = new MessageLedger(),
  ) {
    this.lastChange = now;
  }

  /** A chunk of the emulator's output (a line may be split across chunks). */
  feed(chunk: string, now = Date.now()): void {
    const lines = (this.partial + chunk).split('\n');
    this.partial = lines.pop() ?? '';
    for (const line of lines) {
      const acked = ACKED.exec(line);
      if (acked) this.ledger.acked(acked[1], acked[2]);
      else if (BEGIN.test(line)) this.running += 1;
      else if (END.test(line)) this.running = Math.max(0, this.running - 1);
      else continue;
      this.lastChange = now;
    }
  }

  state(now = Date.now()): FunctionActivityState {
    return { running: this.running, quietMs: now - this.lastChange };
  }
}

/**
 * Serves the state as JSON on 127.0.0.1:`port` (GET any path). `backlog`, when given, counts the
 * messages published on the pipeline's topics that no function run has finished yet: a message a
 * suite's post published is waiting for its run although nothing runs while its worker loads or
 * the Pub/Sub emulator has not pushed it yet (scripts/emulatorStack.ts).
 */
export function serveFunctionActivity(
  activity: FunctionActivity,
  port: number,
  backlog?: () => Promise<number>,
): Server {
  const server = createServer((_req, res) => {
    // The runs are read before the messages are counted: every run finished by then was for a
    // message published before, so the backlog is never undercounted (scripts/stop/stackDrain.ts).
    const state = activity.state();
    void (backlog ? backlog() : Promise.resolve(0))
      .then(
        (count) => ({ ...state, backlog: count }),
        // The Pub/Sub emulator not answering: a backlog of -1 says "unknown" (the wait is on runs only).
        () => ({ ...state, backlog: -1 }),
      )
      .then((body) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      });
  });
  server.listen(port, '127.0.0.1');
  // The test run goes on without it (the suites then clear without waiting): say so, don't stop.
  server.on('error', (e) => console.warn(`function activity not served on ${port}: ${String(e)}`));
  server.unref();
  return server;
}

/**
 * Waits until the functions emulator has run nothing for `quietMs` (scripts/functionActivity.ts
 * counts its runs from its output) and every message published on the pipeline's topics has been
 * through its run (the backlog the test stacks serve). A run a previous suite started — a
 * delivery, a trigger of its last writes, the store of samples it posted and did not wait for —
 * would otherwise write into this suite's fresh data, or hold a transaction lock. Quiet alone is
 * a bet on the machine's speed: a message waits unseen while the Pub/Sub emulator has not pushed
 * it or its function's worker is still loading. Without the count (the suites run some other way)
 * it returns at once.
 */
export async function functionsSettled({ quietMs = 500, timeoutMs = 90_000 } = {}): Promise<void> {
  const url = `http://127.0.0.1:${ports().functionActivity}/`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const state = (await fetch(url)
      .then((r) => r.json())
      .catch(() => undefined)) as { running: number; quietMs: number; backlog?: number } | undefined;
    if (!state || (state.running === 0 && (state.backlog ?? 0) <= 0 && state.quietMs >= quietMs)) return;
    if (Date.now() >= deadline) {
      console.warn(
        `functions still running after ${timeoutMs} ms (${state.running} runs, ${state.backlog ?? 0} published messages not yet through their run); going on`,
      );
      return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
