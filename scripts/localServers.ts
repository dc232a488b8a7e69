import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

// Local stand-ins for what the functions send to (an SMTP relay, webhook receivers, the SMS
// provider, FCM's relay): the emulator tests start them, and so does `npm start` for its local
// inbox (scripts/localInbox/).

export interface ReceivedRequest {
  method: string;
  path: string;
  /** When it arrived (ms). */
  at: number;
  headers: IncomingMessage['headers'];
  body: string;
}

/**
 * A real HTTP listener on 127.0.0.1 that records every request and answers with `answer`
 * (`'hang'`: never answers, to exercise the caller's timeout).
 */
export interface RecordingHttpServer {
  url: string;
  requests: ReceivedRequest[];
  close(): Promise<void>;
}

/** An answer: JSON of `body`, or `body` as is when it is a string with its own content type. */
export type HttpAnswer = { status: number; body?: unknown; contentType?: string } | 'hang';

export async function startHttpServer(
  port: number,
  answer: (req: ReceivedRequest) => HttpAnswer | Promise<HttpAnswer> = () => ({
    status: 200,
    body: { ok: true },
  }),
): Promise<RecordingHttpServer> {
  const requests: ReceivedRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const received = {
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        at: Date.now(),
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(received);
      void Promise.resolve(answer(received)).then((answered) => {
        if (answered === 'hang') return;
        const { status, body, contentType } = answered;
        if (contentType && typeof body === 'string') res.writeHead(status, { 'content-type': contentType }).end(body);
        else res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body ?? {}));
      });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actual = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${actual}`,
    requests,
    close: () =>
      new Promise((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

export interface ReceivedMail {
  /** When it arrived (ms). */
  at: number;
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server (no auth, no TLS) on 127.0.0.1 that records every message. */
export async function startSmtpServer(port: number): Promise<{ mails: ReceivedMail[]; close(): Promise<void> }> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const from = session.envelope.mailFrom;
        mails.push({
          at: Date.now(),
          from: from ? from.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return { mails, close: () => new Promise((r) => server.close(() => r())) };
}
