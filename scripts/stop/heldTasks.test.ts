import { createRequire } from 'node:module';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { holdTasksUntilDue } from '../localClock/holdTasks.mjs';
import { startHttpServer } from '../localServers.js';
import { countDueBy, tasksEmulatorTasks } from './heldTasks.js';

// The installed firebase-tools' Cloud Tasks emulator, patched as every local stack's CLI is
// (scripts/emulatorPatches/cliPreload.mjs), its HTTP server on a free port.
const require = createRequire(import.meta.url);
const taskQueue = require('firebase-tools/lib/emulator/taskQueue.js');
const tasksEmulator = require('firebase-tools/lib/emulator/tasksEmulator.js');
holdTasksUntilDue(taskQueue, tasksEmulator);

interface Emulator {
  controller: { enqueue(key: string, task: unknown): void; stop(): void };
  createHubServer(): { listen(port: number, host: string, cb: () => void): Server };
}

const KEY = 'queue:demo-neuron-us-central1-dueTimer';
const queueBody = {
  retryConfig: { maxAttempts: 1 },
  rateLimits: { maxConcurrentDispatches: 10, maxDispatchesPerSecond: 10 },
  defaultUri: 'http://127.0.0.1:9/dueTimer',
};
const enqueue = (port: number, id: string, due: number) =>
  fetch(`http://127.0.0.1:${port}/projects/demo-neuron/locations/us-central1/queues/dueTimer/tasks`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      task: {
        name: `projects/demo-neuron/locations/us-central1/queues/dueTimer/tasks/${id}`,
        scheduleTime: new Date(due).toISOString(),
        httpRequest: { url: '', headers: {}, body: btoa(JSON.stringify({ data: { id } })) },
      },
    }),
  });

describe('the stop counting held Cloud Tasks by their due times', () => {
  let server: Server | undefined;
  let emulator: Emulator | undefined;
  afterEach(async () => {
    emulator?.controller.stop();
    await new Promise((r) => (server ? server.close(r) : r(undefined)));
  });

  it('counts the tasks due at or before the bound, across queues', () => {
    const answer = { queues: { a: [1_000, 5_000, 9_000], b: [2_000], c: [] } };
    expect(countDueBy(answer, 5_000)).toBe(3);
    expect(countDueBy(answer, 999)).toBe(0);
    expect(countDueBy(answer, 10_000)).toBe(4);
    expect(countDueBy({ queues: {} }, 10_000)).toBe(0);
  });

  it('refuses an answer it cannot read rather than counting none', () => {
    expect(() => countDueBy({ numberOfTasks: 3 }, 0)).toThrow(/without their queues/);
    expect(() => countDueBy({ queues: { a: ['soon'] } }, 0)).toThrow(/queue a/);
    expect(() => countDueBy(null, 0)).toThrow();
  });

  it("reads the patched emulator's held tasks: one due within the bound, one 30 minutes away", async () => {
    emulator = new tasksEmulator.TasksEmulator({ host: '127.0.0.1' }) as Emulator;
    const hub = emulator.createHubServer();
    server = await new Promise<Server>((resolve) => {
      const s = hub.listen(0, '127.0.0.1', () => resolve(s));
    });
    const port = (server.address() as AddressInfo).port;
    const created = await fetch(`http://127.0.0.1:${port}/projects/demo-neuron/locations/us-central1/queues/dueTimer`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(queueBody),
    });
    expect(created.status).toBe(200);
    const now = Date.now();
    // Far enough ahead that the dispatch loop (started by the first enqueue) holds both.
    expect((await enqueue(port, 'soon', now + 20_000)).status).toBe(200);
    expect((await enqueue(port, 'deadline', now + 30 * 60_000)).status).toBe(200);
    const held = tasksEmulatorTasks(port);
    expect(await held.dueBy(now + 30_000)).toBe(1);
    expect(await held.dueBy(now + 31 * 60_000)).toBe(2);
    expect(await held.dueBy(now)).toBe(0);
    const raw = (await (await fetch(`http://127.0.0.1:${port}/heldTasks`)).json()) as {
      queues: Record<string, number[]>;
    };
    expect(raw.queues[KEY]).toEqual([now + 20_000, now + 30 * 60_000]);
  });

  it('reports an emulator without the patch (no held-task list) as unreadable', async () => {
    const plain = await startHttpServer(0, () => ({
      status: 404,
      body: 'Cannot GET /heldTasks',
      contentType: 'text/html',
    }));
    try {
      const port = Number(new URL(plain.url).port);
      await expect(tasksEmulatorTasks(port).dueBy(Date.now())).rejects.toThrow(/answered 404/);
    } finally {
      await plain.close();
    }
  });
});
