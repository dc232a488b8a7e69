import { afterEach, describe, expect, it } from 'vitest';
import { startHttpServer, type HttpAnswer, type ReceivedRequest, type RecordingHttpServer } from '../localServers.js';
import { PROJECT_ID } from '../ports.js';
import { keyOf, startScheduler, type LocalScheduler } from './scheduler.js';

// A stand-in for the Functions emulator's answers the scheduler reads: its trigger list, the
// keys it names in a 404, and the scheduled functions' entry points.
const TRIGGERS = [
  { id: 'us-central1-ingest', name: 'ingest', region: 'us-central1', codebase: 'default', httpsTrigger: {} },
  {
    id: 'us-central1-offlineSweep',
    name: 'offlineSweep',
    region: 'us-central1',
    codebase: 'default',
    eventTrigger: { eventType: 'pubsub', resource: '' },
    schedule: { schedule: 'every 5 minutes', timeZone: null },
  },
  {
    id: 'us-central1-oddOne',
    name: 'oddOne',
    region: 'us-central1',
    codebase: 'default',
    schedule: { schedule: 'every other tuesday', timeZone: null },
  },
];
const KEYS = ['us-central1-ingest', 'us-central1-offlineSweep-0', 'us-central1-offlineSweep-2', 'us-central1-oddOne-0'];

function emulator(req: ReceivedRequest): HttpAnswer {
  if (req.path === '/backends') return { status: 200, body: { backends: [{ functionTriggers: TRIGGERS }] } };
  if (req.method === 'POST' && req.path === `/${PROJECT_ID}/us-central1/offlineSweep-2`) return { status: 200 };
  return {
    status: 404,
    contentType: 'text/plain',
    body: `Function x does not exist, valid functions are: ${KEYS.join(', ')}`,
  };
}

describe('the local scheduler', () => {
  let server: RecordingHttpServer | undefined;
  let scheduler: LocalScheduler | undefined;
  afterEach(async () => {
    await scheduler?.stop();
    await server?.close();
  });

  it('runs each scheduled function once at start through its HTTP entry point, with Cloud Scheduler’s headers', async () => {
    server = await startHttpServer(0, emulator);
    const warnings: string[] = [];
    const before = Date.now();
    scheduler = startScheduler({ origin: server.url, log: () => undefined, warn: (l) => warnings.push(l) });
    await expect
      .poll(() => scheduler!.runs.map((r) => [r.name, r.outcome]), { timeout: 5_000 })
      .toEqual([['offlineSweep', 200]]);
    const run = server.requests.find((r) => r.method === 'POST')!;
    expect(run.path).toBe(`/${PROJECT_ID}/us-central1/offlineSweep-2`);
    expect(run.headers['x-cloudscheduler-jobname']).toBe('firebase-schedule-offlineSweep-us-central1');
    const scheduledFor = Date.parse(String(run.headers['x-cloudscheduler-scheduletime']));
    expect(scheduledFor).toBeGreaterThanOrEqual(before - 1);
    expect(warnings).toEqual([expect.stringContaining('oddOne is not run')]);
  });

  it('finds a function’s key: its newest generation, or its id as is', () => {
    expect(keyOf('us-central1-offlineSweep', KEYS)).toBe('us-central1-offlineSweep-2');
    expect(keyOf('us-central1-ingest', KEYS)).toBe('us-central1-ingest');
    expect(keyOf('us-central1-offline', KEYS)).toBeUndefined();
  });
});
