import { describe, expect, it } from 'vitest';
import { ackedLine } from '../emulatorPatches/ackedMessages.mjs';
import { FunctionActivity } from '../functionActivity.js';
import type { HeldTasks } from './heldTasks.js';
import type { PublishedMessages } from './publishedMessages.js';
import { QUIET_MS, drainStack, readStack, stillWaitingFor, type DrainReading } from './stackDrain.js';

const settled: DrainReading = {
  backlog: [{ label: 'accepted sample batch(es) not yet stored', count: 0 }],
  running: 0,
  quietMs: QUIET_MS,
  queued: 0,
  tasksDue: 0,
  tasksPlace: 'the queue',
  simulatorSamples: 0,
  unknown: [],
};

describe('stillWaitingFor: what the stop waits for, in words', () => {
  it('is nothing once every message went through, nothing runs or has just run, and no task is due', () => {
    expect(stillWaitingFor(settled)).toEqual([]);
  });

  it('names each thing still pending, with its count', () => {
    expect(
      stillWaitingFor({
        ...settled,
        backlog: [{ label: 'accepted sample batch(es) not yet stored', count: 37 }],
        running: 4,
        quietMs: 0,
        queued: 7,
        tasksDue: 2,
        simulatorSamples: 5,
        unknown: ['an answer from Firestore (refused)'],
      }),
    ).toEqual([
      '37 accepted sample batch(es) not yet stored',
      '4 function run(s) in flight',
      '7 function run(s) waiting for a slot',
      '2 task(s) due soon in the queue',
      '5 sample(s) of the simulated gateway not yet in history',
      'an answer from Firestore (refused)',
    ]);
  });

  it('waits a moment after the last run ended: a run begun just before may not be counted yet', () => {
    expect(stillWaitingFor({ ...settled, quietMs: QUIET_MS - 1 })).toEqual(['a second without function runs']);
  });
});

describe('drainStack: the bounded wait', () => {
  it('says what it waits for, then that everything is done', async () => {
    const readings = [{ ...settled, running: 2 }, { ...settled, running: 1 }, settled];
    const said: string[] = [];
    const outcome = await drainStack(
      async () => readings.shift() ?? settled,
      (l) => said.push(l),
      {
        boundMs: 60_000,
        pollMs: 1,
        reportEveryMs: 0,
      },
    );
    expect(outcome).toMatchObject({ done: true, missing: [] });
    expect(said).toEqual([
      'Waiting for 2 function run(s) in flight…',
      'Waiting for 1 function run(s) in flight…',
      expect.stringMatching(/^Everything accepted is stored and delivered \(waited \d+ s\)\.$/),
    ]);
  });

  it('waits a second from its own start even when nothing ran, and says nothing when nothing else was waited for', async () => {
    const said: string[] = [];
    const outcome = await drainStack(
      async () => ({ ...settled, quietMs: 60_000 }),
      (l) => said.push(l),
      {
        boundMs: 10_000,
        pollMs: 50,
      },
    );
    expect(outcome.done).toBe(true);
    expect(outcome.ms).toBeGreaterThanOrEqual(QUIET_MS);
    expect(said).toEqual([]);
  });

  it('at the bound, stops waiting and says what the save may lack', async () => {
    const said: string[] = [];
    const stuck = { ...settled, backlog: [{ label: 'notification(s) not yet delivered', count: 1 }] };
    const outcome = await drainStack(
      async () => stuck,
      (l) => said.push(l),
      { boundMs: 20, pollMs: 5 },
    );
    expect(outcome).toMatchObject({ done: false, missing: ['1 notification(s) not yet delivered'] });
    expect(said.at(-1)).toMatch(
      /^Stopped waiting after \d+ s; saving anyway\. The save may lack what these were for: 1 notification\(s\) not yet delivered\.$/,
    );
  });
});

describe('readStack: one reading of the stack', () => {
  const begin = (name: string) => `i  functions: Beginning execution of "us-central1-${name}"\n`;
  const finish = (name: string) => `i  functions: Finished "us-central1-${name}" in 3ms\n`;
  const topics = [{ topic: 'samples', waiting: 'batches' }];
  const tasks = (due: number): HeldTasks => ({ name: 'the queue', dueBy: async () => due });
  // The published ids come from the Pub/Sub emulator's watch subscription in the stack; here
  // messages 1 to n, handed to the activity's ledger when collected.
  const publishedTo = (activity: FunctionActivity, n = 0) =>
    ({
      ledger: activity.ledger,
      collect: async () => {
        for (let id = 1; id <= n; id++) activity.ledger.published('samples', String(id));
      },
    }) as unknown as PublishedMessages;
  const acked = (id: number) => `${ackedLine('samples', String(id))}\n`;

  it("counts a topic's backlog as the messages published that the CLI has not acked, by id", async () => {
    const activity = new FunctionActivity(0);
    activity.feed(
      begin('storeSamples').repeat(4) + begin('ingest') + finish('storeSamples').repeat(3) + finish('ingest'),
      0,
    );
    // Message 2 ran twice (a redelivery): its second ack stands for no other message.
    activity.feed(acked(1) + acked(2) + acked(2), 0);
    const reading = await readStack({
      activity,
      published: publishedTo(activity, 5),
      topics,
      tasks: tasks(1),
      tasksDueBy: 0,
    });
    expect(reading).toMatchObject({ backlog: [{ label: 'batches', count: 3 }], running: 1, tasksDue: 1, unknown: [] });
  });

  it('counts the runs the emulator holds that have not printed their first line (a worker loading)', async () => {
    const activity = new FunctionActivity(0);
    const queue = () => ({ queued: 2, running: 3 });
    const reading = await readStack({
      activity,
      queue,
      published: publishedTo(activity),
      topics,
      tasks: tasks(0),
      tasksDueBy: 0,
    });
    expect(reading).toMatchObject({ running: 3, queued: 2 });
  });

  it('counts a source that does not answer as still waited for, naming it', async () => {
    const failing: HeldTasks = {
      name: 'the Cloud Tasks emulator',
      dueBy: async () => Promise.reject(new Error('fetch failed')),
    };
    const activity = new FunctionActivity(0);
    const reading = await readStack({
      activity,
      published: publishedTo(activity),
      topics,
      tasks: failing,
      tasksDueBy: 0,
    });
    expect(reading.unknown).toEqual(['an answer from the Cloud Tasks emulator (fetch failed)']);
  });
});
