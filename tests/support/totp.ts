/**
 * RFC 6238 time-based one-time codes (HMAC-SHA1, 6 digits, 30 s), with WebCrypto so the same
 * code runs in the browser (the fake TOTP SDK checks codes with it) and in Node (the test reads
 * the secret off the screen and computes the code an authenticator app would show).
 */
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function randomBase32Secret(bytes = 20): string {
  const raw = crypto.getRandomValues(new Uint8Array(bytes));
  let bits = '';
  raw.forEach((b) => (bits += b.toString(2).padStart(8, '0')));
  return (bits.match(/.{1,5}/g) ?? []).map((c) => BASE32[parseInt(c.padEnd(5, '0'), 2)]).join('');
}

function base32Bytes(secret: string): Uint8Array<ArrayBuffer> {
  const bits = [...secret.replace(/[\s=]/g, '').toUpperCase()]
    .map((c) => BASE32.indexOf(c).toString(2).padStart(5, '0'))
    .join('');
  return new Uint8Array((bits.match(/.{8}/g) ?? []).map((b) => parseInt(b, 2)));
}

/** The 6-digit code for the secret at a time (default now), `stepOffset` periods away. */
export async function totpCode(secret: string, timeMs = Date.now(), stepOffset = 0): Promise<string> {
  const counter = Math.floor(timeMs / 30_000) + stepOffset;
  const message = new Uint8Array(8);
  new DataView(message.buffer).setUint32(4, counter >>> 0);
  new DataView(message.buffer).setUint32(0, Math.floor(counter / 2 ** 32));
  const key = await crypto.subtle.importKey('raw', base32Bytes(secret), { name: 'HMAC', hash: 'SHA-1' }, false, [
    'sign',
  ]);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, message));
  const offset = mac[mac.length - 1]! & 0x0f;
  const value = new DataView(mac.buffer).getUint32(offset) & 0x7fffffff;
  return String(value % 1_000_000).padStart(6, '0');
}

/** Whether a code is the secret's now, or one period either side (clock drift, as servers allow). */
export async function totpMatches(secret: string, code: string, timeMs = Date.now()): Promise<boolean> {
  for (const step of [-1, 0, 1]) if ((await totpCode(secret, timeMs, step)) === code) return true;
  return false;
}
