import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

// The secret keys a caller presents (a gateway's key to /ingest; an integration's read-API key,
// hashed the same way): made at random, stored only as a hash, checked in constant time, read
// from an `Authorization: Bearer` header. Storing a gateway's key is planned in
// gatewayKeyWrites.ts.

/** SHA-256 hex digest of a gateway key: only this is stored, never the key. */
export function hashGatewayKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** True when the presented key hashes to the stored hash (constant-time comparison). */
export function gatewayKeyMatches(presented: string, storedHash: string): boolean {
  const a = Buffer.from(hashGatewayKey(presented), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A new random gateway key, shown to the admin once. */
export function newGatewayKey(): string {
  return randomBytes(24).toString('base64url');
}

/** The key from an `Authorization: Bearer <key>` header, or undefined. */
export function bearerKey(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}
