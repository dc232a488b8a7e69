import { z } from 'zod';

/** Device types that are claimed with a factory claim code (virtual sensors are not). */
export const CLAIMABLE_TYPES = ['SENSOR', 'GATEWAY'] as const;
export type ClaimableType = (typeof CLAIMABLE_TYPES)[number];

/** A serial: letters, digits, '-', '_' and '.', as printed on the device (no '/': it is a document id). */
export const SerialSchema = z
  .string({ error: 'Serial number is required' })
  .trim()
  .min(1, 'Serial number is required')
  .max(64, 'Serial number is at most 64 characters')
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'Serial number may hold only letters, digits, ".", "_" and "-"');

/**
 * A claim code as printed (groups of letters and digits, any case, spaces or dashes between
 * groups); normalised to upper case without separators, so "7kq2-m9xd" and "7KQ2M9XD" match.
 */
export const ClaimCodeSchema = z
  .string({ error: 'Claim code is required' })
  .transform((s) => s.replace(/[\s-]/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .min(8, 'Claim code is at least 8 letters or digits')
      .max(32, 'Claim code is at most 32 letters or digits')
      .regex(/^[A-Z0-9]+$/, 'Claim code may hold only letters and digits'),
  );

/** What a device's QR code says (docs/QR_PAYLOAD.md). */
export interface ClaimPayload {
  type?: ClaimableType;
  sn: string;
  claimCode: string;
}

/** Scheme and host of the QR payload: `neuron://claim?type=SENSOR&sn=S-3001&code=7KQ2-M9XD-4HFA`. */
export const CLAIM_PAYLOAD_PREFIX = 'neuron://claim?';

/** The QR text for a device (what the factory prints). */
export function claimPayloadText(payload: ClaimPayload): string {
  const params: [string, string][] = [
    ...(payload.type ? [['type', payload.type] as [string, string]] : []),
    ['sn', payload.sn],
    ['code', payload.claimCode],
  ];
  return CLAIM_PAYLOAD_PREFIX + params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
}

// Query parameters by hand: shared code runs without the DOM's or Node's URLSearchParams.
function readParams(query: string): Map<string, string> {
  const params = new Map<string, string>();
  for (const part of query.split('&')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    try {
      const key = decodeURIComponent(part.slice(0, eq).replace(/\+/g, ' '));
      if (!params.has(key)) params.set(key, decodeURIComponent(part.slice(eq + 1).replace(/\+/g, ' ')));
    } catch {
      // A malformed escape: the parameter is left out, and its absence is reported below.
    }
  }
  return params;
}

/** Reads a scanned QR text; an error message when it is not a Neuron device code. */
export function parseClaimPayload(text: string): { ok: true; payload: ClaimPayload } | { ok: false; message: string } {
  const trimmed = text.trim();
  if (!trimmed.toLowerCase().startsWith(CLAIM_PAYLOAD_PREFIX)) {
    return { ok: false, message: 'This QR code is not a Neuron device code' };
  }
  const params = readParams(trimmed.slice(CLAIM_PAYLOAD_PREFIX.length));
  const type = params.get('type')?.toUpperCase();
  if (type != null && !(CLAIMABLE_TYPES as readonly string[]).includes(type)) {
    return { ok: false, message: `Unknown device type '${type}' in the QR code` };
  }
  const sn = SerialSchema.safeParse(params.get('sn') ?? '');
  if (!sn.success) return { ok: false, message: `QR code: ${sn.error.issues[0].message}` };
  const code = ClaimCodeSchema.safeParse(params.get('code') ?? '');
  if (!code.success) return { ok: false, message: `QR code: ${code.error.issues[0].message}` };
  return { ok: true, payload: { type: type as ClaimableType | undefined, sn: sn.data, claimCode: code.data } };
}
