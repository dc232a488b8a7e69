const OCTET = '(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])';
const IPV4 = new RegExp(`^${OCTET}(\\.${OCTET}){3}$`);
const HEXTET = /^[0-9a-f]{1,4}$/i;

/**
 * 4 or 6 for an IPv4 or IPv6 address literal, else 0 (node:net's isIP, without Node: the client's
 * forms run this check too). IPv6 may end in a dotted IPv4 and carry a zone ("%eth0").
 */
export function ipVersion(text: string): 0 | 4 | 6 {
  if (IPV4.test(text)) return 4;
  if (!text.includes(':')) return 0;
  let body = text.split('%')[0] ?? '';
  // A dotted IPv4 tail is two hextets: checked as IPv4, then counted as "0" plus one.
  const v4Tail = /:(\d+\.\d+\.\d+\.\d+)$/.exec(body)?.[1];
  if (v4Tail !== undefined) {
    if (!IPV4.test(v4Tail)) return 0;
    body = `${body.slice(0, -v4Tail.length)}0`;
  }
  const halves = body.split('::');
  if (halves.length > 2) return 0;
  const groups = halves.map((h) => (h === '' ? [] : h.split(':')));
  if (!groups.every((g) => g.every((x) => HEXTET.test(x)))) return 0;
  const count = groups.reduce((n, g) => n + g.length, 0) + (v4Tail !== undefined ? 1 : 0);
  // "::" stands for at least one zero group.
  return (halves.length === 2 ? count < 8 : count === 8) ? 6 : 0;
}

/**
 * Which outbound requests functions may make on a user's behalf (webhook channels,
 * integrations): docs/THREAT_MODEL.md, "Outbound requests". Pure: the URL is judged here, and
 * every address its host resolves to is judged here again by the data layer before connecting.
 */
export interface OutboundPolicy {
  /**
   * Loopback (127.0.0.0/8, ::1) and plain http are allowed: only the emulator test run sets
   * this (NEURON_ALLOW_LOOPBACK_OUTBOUND=1), so tests can receive webhooks on local servers.
   * Private, link-local, CGNAT and metadata addresses stay refused even then.
   */
  allowLoopback: boolean;
}

export const ALLOW_LOOPBACK_ENV = 'NEURON_ALLOW_LOOPBACK_OUTBOUND';

/** The policy of an environment: loopback only when the variable is exactly "1". */
export function outboundPolicyFrom(env: Record<string, string | undefined>): OutboundPolicy {
  return { allowLoopback: env[ALLOW_LOOPBACK_ENV] === '1' };
}

/** What the check reads of a parsed URL (WHATWG URL, global in Node and browsers alike). */
export interface ParsedUrl {
  href: string;
  protocol: string;
  username: string;
  password: string;
  hostname: string;
}
// shared/ is compiled without the DOM or Node typings; both runtimes have this global.
declare const URL: new (input: string) => ParsedUrl;

export type UrlVerdict = { ok: true; url: ParsedUrl; host: string } | { ok: false; reason: string };

/** Host names that name this machine or an internal network whatever DNS says. */
const INTERNAL_NAME = /(^|\.)(localhost|local|localdomain|internal|intranet|lan|home|corp|arpa)$/;

/**
 * Whether a URL may be requested at all (before DNS): https (http only with loopback allowed),
 * no user info, at most 2000 characters, and a host that is not an internal name or a
 * non-public address literal. The reasons are short fixed texts safe to store and show.
 */
export function checkOutboundUrl(raw: string, policy: OutboundPolicy): UrlVerdict {
  if (raw.length > 2000) return { ok: false, reason: 'URL is longer than 2000 characters' };
  let url: ParsedUrl;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: 'not a URL' };
  }
  const schemes = policy.allowLoopback ? ['https:', 'http:'] : ['https:'];
  if (!schemes.includes(url.protocol)) return { ok: false, reason: 'only https URLs are allowed' };
  if (url.username || url.password) return { ok: false, reason: 'URLs with user info are not allowed' };
  // URL normalises the host: lower case, and any IPv4 spelling (hex, octal, one number) dotted.
  const host = url.hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '');
  if (host === '') return { ok: false, reason: 'the URL has no host' };
  if (ipVersion(host)) {
    return isAllowedAddress(host, policy) ? { ok: true, url, host } : { ok: false, reason: 'address is not public' };
  }
  if (host === 'localhost' && policy.allowLoopback) return { ok: true, url, host };
  if (INTERNAL_NAME.test(host) || !host.includes('.')) return { ok: false, reason: 'host name is internal' };
  return { ok: true, url, host };
}

/** An address as a 128-bit number (IPv4 as its IPv4-mapped IPv6 form), or undefined. */
function toBigInt(address: string): bigint | undefined {
  if (ipVersion(address) === 4) {
    const parts = address.split('.').map(Number);
    return (0xffffn << 32n) | parts.reduce((n, p) => (n << 8n) | BigInt(p), 0n);
  }
  if (ipVersion(address) !== 6) return undefined;
  let text = address.split('%')[0] ?? '';
  // A dotted IPv4 tail (::ffff:1.2.3.4) becomes two hextets.
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4?.[1]) {
    const p = v4[1].split('.').map(Number);
    text =
      text.slice(0, -v4[1].length) + `${((p[0]! << 8) | p[1]!).toString(16)}:${((p[2]! << 8) | p[3]!).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const h = head ? head.split(':') : [];
  const t = tail ? tail.split(':') : [];
  const groups = tail === undefined ? h : [...h, ...Array<string>(8 - h.length - t.length).fill('0'), ...t];
  return groups.reduce((n, g) => (n << 16n) | BigInt(parseInt(g || '0', 16)), 0n);
}

/** [first address, prefix length] of a range, in the 128-bit space of toBigInt. */
type Range = readonly [string, number];

const v4 = (cidr: string, bits: number): Range => [`::ffff:${cidr}`, 96 + bits];

/** Never a target: this host, private networks, link-local, CGNAT, metadata, reserved. */
const NON_PUBLIC: readonly Range[] = [
  v4('0.0.0.0', 8), // "this network"
  v4('10.0.0.0', 8), // private
  v4('100.64.0.0', 10), // carrier-grade NAT
  v4('127.0.0.0', 8), // loopback
  v4('169.254.0.0', 16), // link-local, cloud metadata (169.254.169.254)
  v4('172.16.0.0', 12), // private
  v4('192.0.0.0', 24), // IETF protocol assignments
  v4('192.0.2.0', 24), // documentation
  v4('192.168.0.0', 16), // private
  v4('198.18.0.0', 15), // benchmarking
  v4('198.51.100.0', 24), // documentation
  v4('203.0.113.0', 24), // documentation
  v4('224.0.0.0', 4), // multicast
  v4('240.0.0.0', 4), // reserved, broadcast
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['::', 96], // IPv4-compatible (deprecated): ::a.b.c.d
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];

const LOOPBACK: readonly Range[] = [v4('127.0.0.0', 8), ['::1', 128]];

function inRange(n: bigint, [first, bits]: Range): boolean {
  const base = toBigInt(first);
  if (base === undefined) return false;
  const shift = BigInt(128 - bits);
  return n >> shift === base >> shift;
}

/**
 * The IPv4 address an IPv6 address carries (NAT64 64:ff9b::/96, 6to4 2002::/16), so that the
 * IPv4 ranges apply to it too; IPv4-mapped addresses are already IPv4 in toBigInt's space.
 */
function embeddedIPv4(n: bigint): bigint | undefined {
  const mapped = (0xffffn << 32n) | (n & 0xffffffffn);
  if (inRange(n, ['64:ff9b::', 96])) return mapped;
  if (inRange(n, ['2002::', 16])) return (0xffffn << 32n) | ((n >> 80n) & 0xffffffffn);
  return undefined;
}

/** True when an address is public (or loopback while the policy allows loopback). */
export function isAllowedAddress(address: string, policy: OutboundPolicy): boolean {
  const n = toBigInt(address);
  if (n === undefined) return false;
  const candidates = [n, embeddedIPv4(n)].filter((x): x is bigint => x !== undefined);
  return candidates.every((c) => {
    if (policy.allowLoopback && LOOPBACK.some((r) => inRange(c, r))) return true;
    return !NON_PUBLIC.some((r) => inRange(c, r));
  });
}
