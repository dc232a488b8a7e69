/// <reference lib="webworker" />
import type { Device } from '@neuron/shared';
import { readCachedDevices, saveCachedDevices } from './deviceCache';
import { readDevices } from './deviceListRead';
import { DEVICES_PER_REPLY, type WorkerReply, type WorkerRequest } from './deviceWorkerProtocol';
import { RestError } from './firestoreRest';

// The device list's worker: a system's device list read through the REST API and the local
// device cache, on a thread of their own (docs/FIRST_LOAD_LATER.md). On a phone, receiving, parsing and
// checking a thousand devices, or copying them in and out of IndexedDB, held the page's main thread
// for seconds; here only the decoded devices cross to the page, a batch per task
// (deviceWorkerProtocol.ts). The page's side is deviceWorker.ts.

declare const self: DedicatedWorkerGlobalScope;

const reply = (message: WorkerReply) => self.postMessage(message);

/** Requests under way that the page may cancel. */
const running = new Map<number, AbortController>();
/** Devices of cache writes whose last part has not come yet, by request id. */
const saving = new Map<number, Device[]>();

function sendDevices(id: number, devices: readonly Device[], signal: AbortSignal): void {
  for (let i = 0; i < devices.length && !signal.aborted; i += DEVICES_PER_REPLY)
    reply({ id, kind: 'devices', devices: devices.slice(i, i + DEVICES_PER_REPLY) });
}

async function handle(request: WorkerRequest): Promise<void> {
  const { id } = request;
  switch (request.op) {
    case 'cancel':
      running.get(id)?.abort();
      running.delete(id);
      saving.delete(id);
      return;
    case 'savePart':
      if (saving.has(id)) saving.get(id)?.push(...request.put);
      else saving.set(id, [...request.put]);
      return;
    case 'save': {
      const put = saving.get(id) ?? [];
      saving.delete(id);
      const { systemId, removed, replace, listed } = request;
      await saveCachedDevices(systemId, { put, removed, replace, ...(listed && { listed }) });
      reply({ id, kind: 'done' });
      return;
    }
    case 'readCache':
    case 'list': {
      const controller = new AbortController();
      running.set(id, controller);
      try {
        if (request.op === 'readCache') {
          const cached = await readCachedDevices(request.systemId, () => !controller.signal.aborted);
          if (cached) sendDevices(id, cached.devices, controller.signal);
          if (!controller.signal.aborted) reply({ id, kind: 'done', savedAt: cached?.savedAt });
        } else {
          const devices = await readDevices(request.target, request.path, request.ranges, controller.signal);
          // Written before the list is handed on: a device's newer copy that the page puts
          // after it (its own listener's) is not overwritten by the list's.
          if (request.cacheAs && !controller.signal.aborted) {
            const put = devices.map(({ id: _id, ref: _ref, ...device }): Device => device);
            await saveCachedDevices(request.cacheAs, { put, removed: [], replace: true });
          }
          sendDevices(id, devices, controller.signal);
          if (!controller.signal.aborted) reply({ id, kind: 'done' });
        }
      } catch (error) {
        if (controller.signal.aborted) return;
        if (error instanceof RestError) reply({ id, kind: 'failed', detail: error.message, status: error.status });
        else {
          console.error('device list read failed', error);
          reply({ id, kind: 'failed', detail: `device list worker: ${String(error)}` });
        }
      } finally {
        running.delete(id);
      }
    }
  }
}

self.onmessage = (event: MessageEvent<WorkerRequest>) => void handle(event.data);
