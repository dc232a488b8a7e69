import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { SHARED_KEY, WORKER_PRELOAD, shareFunctionWorkers } from './sharedWorkers.mjs';
import { CALL_HEADER } from './workerTarget.mjs';

// The Functions emulator's worker pool of the installed firebase-tools, patched as the local
// stacks' CLI is (cliPreload.mjs). A worker here is a stand-in for the Node process the emulator
// would start (what it was sent is recorded); the emulator suites run the real ones.
const require = createRequire(import.meta.url);
const workerModule = require('firebase-tools/lib/emulator/functionsRuntimeWorker.js');
const emulatorModule = require('firebase-tools/lib/emulator/functionsEmulator.js');
shareFunctionWorkers(
  workerModule,
  emulatorModule,
  require('firebase-tools/lib/emulator/functionsEmulatorShared.js'),
  require('firebase-tools/lib/emulator/emulatorLogger.js'),
);

/** A worker's own listener after the preload's: prints FUNCTION_TARGET as the call begins. */
const WORKER = `process.env.FUNCTION_TARGET = 'ingest';
process.on('message', () => { console.log(process.env.FUNCTION_TARGET); process.exit(0); });`;

interface StandIn {
  state: string;
  triggerKey: string;
  timeoutSeconds?: number;
  extensionLogInfo: object;
  logger?: unknown;
  sent: unknown[];
  ran: string[];
  sendDebugMsg(msg: unknown): Promise<void>;
  request(req: unknown, resp: unknown, body: unknown, debug: boolean): Promise<void>;
}

function standIn(firstFunction: string): StandIn {
  const w: StandIn = {
    state: 'IDLE',
    triggerKey: firstFunction,
    extensionLogInfo: {},
    sent: [],
    ran: [],
    sendDebugMsg: async (msg) => void w.sent.push(msg),
    request: async (_req, _resp, _body, debug) => {
      expect(debug, 'the call keeps its timeout (a debugging call has none)').toBe(false);
      w.ran.push(w.triggerKey);
    },
  };
  return w;
}

const definitions = {
  'demo:ingest': {
    def: { id: 'us-central1-ingest', entryPoint: 'ingest', platform: 'gcfv2', httpsTrigger: {}, timeoutSeconds: 60 },
  },
  'demo:storeSamples': {
    def: {
      id: 'us-central1-storeSamples',
      entryPoint: 'storeSamples',
      platform: 'gcfv2',
      eventTrigger: { eventType: 'google.cloud.pubsub.topic.v1.messagePublished' },
      timeoutSeconds: 300,
    },
  },
};

describe("the Functions emulator's workers, shared by every function", () => {
  it('keeps one list of workers for all functions', () => {
    const pool = new workerModule.RuntimeWorkerPool();
    expect(pool.getKey('us-central1-ingest')).toBe(SHARED_KEY);
    expect(pool.getKey('us-central1-storeSamples')).toBe(SHARED_KEY);
  });

  it("has an idle worker started for one function run another's call, named and timed as that function", async () => {
    const pool = new workerModule.RuntimeWorkerPool();
    pool.emulator = { triggers: definitions };
    const worker = standIn('us-central1-ingest');
    pool.setTriggerWorkers('us-central1-ingest', [worker]);

    expect(pool.readyForWork('us-central1-storeSamples')).toBe(true);
    await pool.submitRequest('us-central1-storeSamples', {}, {}, '{}');
    expect(worker.sent).toEqual([
      { functionTarget: 'storeSamples', functionSignature: 'cloudevent', callId: expect.any(String) },
    ]);
    expect(worker.ran).toEqual(['us-central1-storeSamples']);
    expect(worker.timeoutSeconds).toBe(300);

    await pool.submitRequest('us-central1-ingest', {}, {}, '{}');
    expect(worker.sent.at(-1)).toEqual({
      functionTarget: 'ingest',
      functionSignature: 'http',
      callId: expect.any(String),
    });
    expect(worker.ran).toEqual(['us-central1-storeSamples', 'us-central1-ingest']);
    expect(worker.timeoutSeconds).toBe(60);
  });

  it('gives a worker to one call at a time: two calls begun together never share it', async () => {
    const pool = new workerModule.RuntimeWorkerPool();
    pool.emulator = { triggers: definitions };
    const worker = standIn('us-central1-ingest');
    const finish: (() => void)[] = [];
    worker.request = (_req, _resp, _body, _debug) => {
      worker.state = 'BUSY';
      worker.ran.push(worker.triggerKey);
      return new Promise<void>((resolve) => finish.push(resolve));
    };
    pool.setTriggerWorkers('us-central1-ingest', [worker]);

    const first = pool.submitRequest('us-central1-storeSamples', {}, {}, '{}');
    // The work queue runs calls beside each other: the next one finds no idle worker, and starts one.
    expect(pool.readyForWork('us-central1-ingest')).toBe(false);
    expect(worker.ran).toEqual(['us-central1-storeSamples']);
    expect(worker.sent).toEqual([
      { functionTarget: 'storeSamples', functionSignature: 'cloudevent', callId: expect.any(String) },
    ]);
    finish[0]();
    await first;
  });

  it('starts no worker while one is idle, and needs another only when all are busy', () => {
    const pool = new workerModule.RuntimeWorkerPool();
    const worker = standIn('us-central1-ingest');
    pool.setTriggerWorkers('us-central1-ingest', [worker]);
    expect(pool.readyForWork('us-central1-onRuleWrite')).toBe(true);
    worker.state = 'BUSY';
    expect(pool.readyForWork('us-central1-onRuleWrite')).toBe(false);
  });

  it('numbers each call: its message and its request carry the same number, each call its own', async () => {
    const pool = new workerModule.RuntimeWorkerPool();
    pool.emulator = { triggers: definitions };
    const worker = standIn('us-central1-ingest');
    const requests: { method: string; path: string; headers: Record<string, string> }[] = [];
    worker.request = async (req) => void requests.push(req as (typeof requests)[number]);
    pool.setTriggerWorkers('us-central1-ingest', [worker]);
    const req = { method: 'POST', path: '/x', headers: { 'content-type': 'application/json' } };
    await pool.submitRequest('us-central1-storeSamples', req, {}, '{}');
    await pool.submitRequest('us-central1-ingest', req, {}, '{}');
    const ids = (worker.sent as { callId: string }[]).map((m) => m.callId);
    expect(requests.map((r) => r.headers[CALL_HEADER])).toEqual(ids);
    expect(new Set(ids).size).toBe(2);
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/x', headers: { 'content-type': 'application/json' } });
    expect(req.headers).not.toHaveProperty(CALL_HEADER); // the emulator's own request is left as it was
  });

  it('refuses a call for a function the emulator does not have', async () => {
    const pool = new workerModule.RuntimeWorkerPool();
    pool.emulator = { triggers: definitions };
    pool.setTriggerWorkers('x', [standIn('us-central1-ingest')]);
    await expect(pool.submitRequest('us-central1-gone', {}, {}, '{}')).rejects.toThrow('No function us-central1-gone');
  });

  it('starts each worker in the runtime mode that takes its function per call', () => {
    const env = emulatorModule.FunctionsEmulator.prototype.getEmulatorEnvs.call({ args: {} });
    expect(env.FUNCTION_DEBUG_MODE).toBe('true');
    expect(env.NODE_OPTIONS).toContain(`--import ${WORKER_PRELOAD}`);
  });

  it("keeps a worker's FUNCTION_TARGET the function of the call it runs", async () => {
    const child = spawn(process.execPath, ['--import', WORKER_PRELOAD, '-e', WORKER], {
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
      env: { ...process.env, FUNCTION_DEBUG_MODE: 'true' },
    });
    let out = '';
    child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
    child.send(JSON.stringify({ functionTarget: 'storeSamples', functionSignature: 'cloudevent' }));
    await new Promise((resolve) => child.on('exit', resolve));
    expect(out.trim()).toBe('storeSamples');
  });
});
