// What `npm start` needs for a stop that keeps every 202 (scripts/start.ts, its shutdown):
// from the start, the functions emulator's runs counted from its output and the messages
// published on the watched topics; at the stop, a bounded wait until all of it is done
// (scripts/stop/stackDrain.ts). The flag that makes ingest refuse posts is raised first
// (scripts/stop/stopFlag.ts).
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { NOTIFICATIONS_TOPIC, SAMPLES_TOPIC } from '@neuron/shared';
import { FunctionActivity } from '../functionActivity.js';
import type { Ports } from '../ports.js';
import { readFunctionsQueue } from './functionsQueue.js';
import { tasksEmulatorTasks, type HeldTasks } from './heldTasks.js';
import { PublishedMessages } from './publishedMessages.js';
import { drainStack, readStack, type DrainOutcome, type WatchedTopic } from './stackDrain.js';

/** The longest a stop waits for what was accepted before it saves anyway. */
export const STOP_BOUND_MS = 180_000;
/** Tasks due within this time after the stop began are run before the save. */
export const STOP_GRACE_MS = 30_000;

/** The topics whose messages a stop waits for, each with the function that takes them. */
export const WATCHED_TOPICS: readonly WatchedTopic[] = [
  { topic: SAMPLES_TOPIC, waiting: 'accepted sample batch(es) not yet stored' },
  { topic: NOTIFICATIONS_TOPIC, waiting: 'notification(s) not yet delivered' },
];

export interface StopWatch {
  /**
   * Waits, at most `STOP_BOUND_MS`, until everything accepted is done; `simulatorSamples` says
   * how many of the simulated gateway's accepted samples history does not hold yet.
   */
  drain(say: (line: string) => void, simulatorSamples?: () => Promise<number>): Promise<DrainOutcome>;
}

/**
 * Starts watching the stack whose emulators were just spawned (before the functions load, so
 * before anything is published) in `workDir`, where the CLI keeps its debug log. `tasks`: what
 * holds the functions' Cloud Tasks; the emulator's queues unless a stand-in is given.
 */
export function watchForStop(
  emulators: ChildProcess,
  p: Ports,
  workDir: string,
  tasks: HeldTasks = tasksEmulatorTasks(p.tasks),
): StopWatch {
  const startedAt = Date.now();
  const queue = () => readFunctionsQueue(join(workDir, 'firebase-debug.log'), startedAt);
  const activity = new FunctionActivity();
  emulators.stdout?.on('data', (chunk: string | Buffer) => activity.feed(String(chunk)));
  const published = new PublishedMessages(
    p.pubsub,
    WATCHED_TOPICS.map((t) => t.topic),
    activity.ledger,
  );
  const watching = published.start().then(
    () => published.keepCollecting(60_000),
    (e: unknown) => (e instanceof Error ? e.message : String(e)),
  );
  return {
    async drain(say, simulatorSamples) {
      const tasksDueBy = Date.now() + STOP_GRACE_MS;
      const failed = await watching;
      if (failed) say(`The messages in Pub/Sub cannot be counted (${failed}); waiting for function runs only.`);
      const topics = failed ? [] : WATCHED_TOPICS;
      return drainStack(
        () => readStack({ activity, queue, published, topics, tasks, tasksDueBy, simulatorSamples }),
        say,
        {
          boundMs: STOP_BOUND_MS,
        },
      );
    },
  };
}
