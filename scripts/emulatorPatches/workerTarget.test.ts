import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { CALL_HEADER, holdRequestsUntilTheirCall } from './workerTarget.mjs';

// A worker's two channels, stood in for: its IPC messages (the CLI's "run this function next") and
// its HTTP server's requests. The runtime's own listener comes after the preload's and sets the
// function in a promise chain, as functionsEmulatorRuntime.js does; its request handler reads it.
function worker() {
  const proc = new EventEmitter();
  class Server extends EventEmitter {}
  const env: Record<string, string | undefined> = {};
  holdRequestsUntilTheirCall(Server.prototype, proc, env);
  let target = 'previousFunction';
  let chain = Promise.resolve();
  proc.on('message', (message: string) => {
    chain = chain.then(() => {
      target = JSON.parse(message).functionTarget;
    });
  });
  const ran: { fn: string; body: string; headers: Record<string, string> }[] = [];
  const server = new Server();
  server.on('request', (req: { body: string; headers: Record<string, string> }) =>
    ran.push({ fn: target, body: req.body, headers: req.headers }),
  );
  const call = (id: string, fn: string) =>
    JSON.stringify({ functionTarget: fn, functionSignature: 'cloudevent', callId: id });
  const request = (id: string, body: string) => ({ body, headers: { [CALL_HEADER]: id, host: 'worker' } });
  const settled = () => new Promise((r) => setImmediate(r));
  return { proc, server, env, ran, call, request, settled };
}

describe('a shared worker runs each request as the function its own call named', () => {
  it('holds a request read before its message, then runs it as that function (the race that lost samples)', async () => {
    const w = worker();
    w.server.emit('request', w.request('1', 'samples batch'));
    await w.settled();
    expect(w.ran).toEqual([]); // not run as the previous function
    w.proc.emit('message', w.call('1', 'storeSamples'));
    await w.settled();
    expect(w.ran).toEqual([{ fn: 'storeSamples', body: 'samples batch', headers: { host: 'worker' } }]);
    expect(w.env.FUNCTION_TARGET).toBe('storeSamples');
  });

  it('runs a request read after its message at once', async () => {
    const w = worker();
    w.proc.emit('message', w.call('1', 'ingest'));
    await w.settled();
    w.server.emit('request', w.request('1', 'post'));
    expect(w.ran.map((r) => r.fn)).toEqual(['ingest']);
  });

  it('keeps calls apart: each request waits for its own number, not the next message', async () => {
    const w = worker();
    w.proc.emit('message', w.call('1', 'ingest'));
    await w.settled();
    w.server.emit('request', w.request('1', 'post'));
    w.server.emit('request', w.request('2', 'batch'));
    await w.settled();
    expect(w.ran.map((r) => r.fn)).toEqual(['ingest']);
    w.proc.emit('message', w.call('2', 'storeSamples'));
    await w.settled();
    expect(w.ran.map((r) => `${r.fn}:${r.body}`)).toEqual(['ingest:post', 'storeSamples:batch']);
  });

  it('leaves a request without a call number (a health check) alone', () => {
    const w = worker();
    w.server.emit('request', { body: '', headers: {} });
    expect(w.ran.map((r) => r.fn)).toEqual(['previousFunction']);
  });
});
