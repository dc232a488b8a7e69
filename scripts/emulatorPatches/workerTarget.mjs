// `node --import` of each Functions emulator worker when workers serve any function
// (sharedWorkers.mjs). The worker learns each call's function from a message the CLI sends over
// IPC before the call's HTTP request, and the runtime keeps it in module variables its request
// handler reads. Nothing orders the two channels: on a busy machine the request can be read
// first, and the worker then runs the previous call's function with this call's payload (seen:
// a samples delivery run by a Firestore trigger, "Cannot determine payload type", and the
// samples lost; and a sample answered 202 missing from history after a stop). So each call is
// numbered: the message carries its number, the request a header with it, and a request whose
// message has not been read yet is held until it has (then the runtime's own handler has set the
// function). This also keeps FUNCTION_TARGET (which the framework sets, deployed and emulated,
// and functions/src/jsonBodyErrors.ts names in its log lines) the call's function.
import http from 'node:http';

/** The request header naming the call's number (sharedWorkers.mjs sets it; removed before the function sees it). */
export const CALL_HEADER = 'x-neuron-call';

/**
 * Holds each numbered request of `serverPrototype` (an http.Server's) until the IPC message of
 * its call has reached `proc` and the listeners after this one (the runtime's) have run. Plain
 * objects are taken so the ordering can be tested without a worker.
 */
export function holdRequestsUntilTheirCall(serverPrototype, proc, env = process.env) {
  /** Calls whose message was read and whose request has not come yet. */
  const announced = new Set();
  /** Requests that came before their message, by call number. */
  const held = new Map();
  proc.on('message', (message) => {
    let call;
    try {
      call = JSON.parse(String(message));
    } catch {
      return; // Not a call's target: the runtime reports what it cannot read.
    }
    if (typeof call?.functionTarget === 'string' && call.functionTarget) env.FUNCTION_TARGET = call.functionTarget;
    const id = call?.callId;
    if (typeof id !== 'string') return;
    const request = held.get(id);
    if (!request) {
      announced.add(id);
      return;
    }
    held.delete(id);
    // After this turn's microtasks: the runtime sets its function in a promise chain.
    setImmediate(request);
  });
  const emit = serverPrototype.emit;
  serverPrototype.emit = function emitInCallOrder(event, req, ...rest) {
    const id = event === 'request' ? req?.headers?.[CALL_HEADER] : undefined;
    if (typeof id !== 'string') return emit.call(this, event, req, ...rest);
    delete req.headers[CALL_HEADER];
    if (announced.delete(id)) return emit.call(this, event, req, ...rest);
    held.set(id, () => emit.call(this, event, req, ...rest));
    return true;
  };
}

// In a worker (started in the per-call mode, with an IPC channel), before the runtime registers
// its own listener. Imported elsewhere (for CALL_HEADER), it changes nothing.
if (process.env.FUNCTION_DEBUG_MODE === 'true' && typeof process.send === 'function')
  holdRequestsUntilTheirCall(http.Server.prototype, process);
