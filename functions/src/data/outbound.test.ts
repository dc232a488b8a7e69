import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboundGuard } from '../domain/outboundGuard.js';
import { OutboundRefusedError, guardedPost } from './outbound.js';

// A real HTTP server on loopback stands in for an internal service (metadata, an admin port).
describe('guardedPost against a local HTTP server', () => {
  let server: Server;
  let port = 0;
  const received: string[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      received.push(`${req.method} ${req.url}`);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"secret":"internal data"}');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('in production mode never sends a request to loopback, by literal or by a name resolving to it', async () => {
    const production = { guard: outboundGuard({ allowLoopback: false }) };
    for (const url of [
      `http://127.0.0.1:${port}/x`,
      `https://127.0.0.1:${port}/x`,
      `https://localhost:${port}/x`,
      `https://[::ffff:127.0.0.1]:${port}/x`,
    ]) {
      await expect(guardedPost(url, '{}', {}, production), url).rejects.toBeInstanceOf(OutboundRefusedError);
    }
    // A public-looking name whose DNS answer is loopback (or rebinding to it) is refused too.
    const toLoopback = async () => [{ address: '127.0.0.1', family: 4 }];
    const mixed = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '::1', family: 6 },
    ];
    for (const resolve of [toLoopback, mixed]) {
      await expect(
        guardedPost(`https://hooks.example.com:${port}/x`, '{}', {}, { ...production, resolve }),
      ).rejects.toThrow('refused: hooks.example.com resolves to an address that is not public');
    }
    expect(received).toEqual([]);
  });

  it('connects to the address it checked, not to a second DNS answer', async () => {
    const answer = await guardedPost(
      `http://hooks.example.test:${port}/pinned`,
      '{}',
      {},
      {
        guard: outboundGuard({ allowLoopback: true }),
        resolve: async () => [{ address: '127.0.0.1', family: 4 }],
      },
    );
    expect(answer.status).toBe(200);
    expect(received).toEqual(['POST /pinned']);
    received.length = 0;
  });

  it('with loopback allowed (the emulators) posts and returns the status, never the body', async () => {
    const answer = await guardedPost(
      `http://127.0.0.1:${port}/hook`,
      '{"a":1}',
      { 'x-test': '1' },
      {
        guard: outboundGuard({ allowLoopback: true }),
      },
    );
    expect(answer).toEqual({ status: 200 });
    expect(received).toEqual(['POST /hook']);
  });

  it('names a connection failure briefly', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((r) => closed.close(() => r()));
    await expect(
      guardedPost(`http://127.0.0.1:${closedPort}/`, '{}', {}, { guard: outboundGuard({ allowLoopback: true }) }),
    ).rejects.toThrow('connection failed (ECONNREFUSED)');
  });
});
