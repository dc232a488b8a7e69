// Reads a message as the local mail catcher received it (raw MIME from nodemailer or any other
// client): subject, addresses and the plain-text and HTML bodies. Enough MIME for a developer's
// inbox (multipart, quoted-printable, base64, encoded-word headers), not a general mail parser.

export interface ParsedMail {
  subject: string;
  from: string;
  to: string;
  date: string;
  text?: string;
  html?: string;
}

type Headers = Map<string, string>;

function splitHeadAndBody(raw: string): { headers: Headers; body: string } {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end < 0 ? normalized : normalized.slice(0, end);
  const body = end < 0 ? '' : normalized.slice(end + 2);
  const headers: Headers = new Map();
  // A line starting with white space continues the header before it (folding).
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function bytesOfQuotedPrintable(s: string): Buffer {
  const joined = s.replace(/=\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i]!, 'utf8'));
  }
  return Buffer.from(bytes);
}

/** Decodes RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) in a header value. */
export function decodeHeader(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2') // white space between two encoded words is not text
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_m, _charset: string, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : bytesOfQuotedPrintable(text.replace(/_/g, ' ')).toString('utf8'),
    );
}

function param(headerValue: string, name: string): string | undefined {
  const m = new RegExp(`${name}="?([^";]+)"?`, 'i').exec(headerValue);
  return m?.[1];
}

function decodeBody(body: string, encoding: string): string {
  switch (encoding.toLowerCase()) {
    case 'quoted-printable':
      return bytesOfQuotedPrintable(body).toString('utf8');
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

/** The text and HTML bodies of an entity, looking into multipart entities. */
function bodiesOf(headers: Headers, body: string, into: { text?: string; html?: string }): void {
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = param(type, 'boundary');
  if (/^multipart\//i.test(type) && boundary) {
    const parts = body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith('--')) break; // the closing delimiter
      const inner = splitHeadAndBody(part.replace(/^\n/, ''));
      bodiesOf(inner.headers, inner.body, into);
    }
    return;
  }
  const decoded = decodeBody(body, headers.get('content-transfer-encoding') ?? '7bit').replace(/\n$/, '');
  if (/^text\/html/i.test(type)) into.html ??= decoded;
  else if (/^text\/plain/i.test(type)) into.text ??= decoded;
}

/** Parses a raw message. */
export function parseMail(raw: string): ParsedMail {
  const { headers, body } = splitHeadAndBody(raw);
  const bodies: { text?: string; html?: string } = {};
  bodiesOf(headers, body, bodies);
  return {
    subject: decodeHeader(headers.get('subject') ?? ''),
    from: decodeHeader(headers.get('from') ?? ''),
    to: decodeHeader(headers.get('to') ?? ''),
    date: headers.get('date') ?? '',
    ...bodies,
  };
}
