import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** How long a notification's Acknowledge / Snooze buttons work without opening the app. */
export const ACTION_TOKEN_TTL_MS = 24 * 3_600_000;

/**
 * What an action token allows: the person `uid` acting once on one event of one system, until
 * `exp`. `jti` names this token, so its one use can be recorded (a replayed snooze is refused).
 */
export const ActionClaimSchema = z.object({
  sid: z.string().min(1),
  eid: z.string().min(1),
  uid: z.string().min(1).max(128),
  jti: z.string().min(16).max(64),
  exp: z.number().int(),
});
export type ActionClaim = z.infer<typeof ActionClaimSchema>;

const mac = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

/** A short-lived token for a push notification's action buttons: `<claim>.<HMAC of claim>`, base64url. */
export function signActionToken(claim: ActionClaim, secret: string): string {
  const payload = Buffer.from(JSON.stringify(claim)).toString('base64url');
  return `${payload}.${mac(secret, payload)}`;
}

/** The token's claim, or why it is refused: 'invalid' (forged, malformed) or 'expired'. */
export function verifyActionToken(token: string, secret: string, nowMs: number): ActionClaim | 'invalid' | 'expired' {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return 'invalid';
  const expected = Buffer.from(mac(secret, payload));
  const got = Buffer.from(signature);
  if (expected.length !== got.length || !timingSafeEqual(expected, got)) return 'invalid';
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return 'invalid';
  }
  const claim = ActionClaimSchema.safeParse(json);
  if (!claim.success) return 'invalid';
  return claim.data.exp < nowMs ? 'expired' : claim.data;
}

/** Body of POST /notificationAction. */
export const NotificationActionBodySchema = z.object({
  token: z.string({ error: 'token is required' }).min(1, 'token is required').max(2000),
  action: z.enum(['acknowledge', 'snooze'], { error: 'action must be acknowledge or snooze' }),
});

/** Snooze: the escalation waits at least this long. */
export const SNOOZE_MS = 3_600_000;
