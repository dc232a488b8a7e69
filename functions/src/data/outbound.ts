import { lookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { OutboundGuard } from '../domain/outboundGuard.js';

/** Why an outbound request was not made: the URL or its resolved address is not allowed. */
export class OutboundRefusedError extends Error {
  override name = 'OutboundRefusedError';
}

export interface GuardedPostOptions {
  timeoutMs?: number;
  /** Which URLs and addresses may be reached (domain/outboundGuard.ts, from the POST's plan). */
  guard: OutboundGuard;
  /** Resolves a host name to all its addresses; DNS by default (tests pass their own answer). */
  resolve?: (host: string) => Promise<{ address: string; family: number }[]>;
}

const resolveWithDns = (host: string) => lookup(host, { all: true, verbatim: true });

/**
 * POSTs a body to a URL on a user's behalf, only if the URL passes the outbound policy and
 * every address its host resolves to is public (loopback too when the emulator test run allows
 * it). The connection goes to the address that was checked (no second DNS answer in between),
 * redirects are not followed, and the response body is read and thrown away: callers get the
 * status only, so nothing an internal service answers can reach a user.
 * Throws OutboundRefusedError when refused, an Error with a short fixed text on network
 * failures ('timed out', 'connection failed (ECONNREFUSED)').
 */
export async function guardedPost(
  url: string,
  body: string,
  headers: Record<string, string>,
  options: GuardedPostOptions,
): Promise<{ status: number }> {
  const verdict = options.guard.checkUrl(url);
  if (!verdict.ok) throw new OutboundRefusedError(`refused: ${verdict.reason}`);
  let addresses: { address: string; family: number }[];
  try {
    addresses = await (options.resolve ?? resolveWithDns)(verdict.host);
  } catch {
    throw new Error(`host ${verdict.host} not found`);
  }
  if (addresses.length === 0 || !addresses.every((a) => options.guard.allowsAddress(a.address))) {
    throw new OutboundRefusedError(`refused: ${verdict.host} resolves to an address that is not public`);
  }
  // Every address passed; connect to IPv4 when there is one (not every host routes IPv6).
  const pinned = addresses.find((a) => a.family === 4) ?? addresses[0]!;
  // The socket connects to the checked address whatever the resolver would answer now.
  const pinnedLookup: LookupFunction = (_host, opts, callback) => {
    if (opts.all) callback(null, [{ address: pinned.address, family: pinned.family }]);
    else callback(null, pinned.address, pinned.family);
  };
  const send = verdict.url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      new URL(verdict.url.href),
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers },
        lookup: pinnedLookup,
      },
      (res: IncomingMessage) => {
        const done = () => {
          clearTimeout(timer);
          resolve({ status: res.statusCode ?? 0 });
        };
        res.resume(); // discard the body: it is never stored or shown
        res.on('end', done);
        res.on('error', done);
      },
    );
    // One deadline for the whole exchange (a receiver that trickles bytes does not extend it).
    const timer = setTimeout(() => req.destroy(new Error('timed out')), options.timeoutMs ?? 10_000);
    req.on('error', (e: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(new Error(e.message === 'timed out' ? 'timed out' : `connection failed (${e.code ?? 'network error'})`));
    });
    req.end(body);
  });
}
