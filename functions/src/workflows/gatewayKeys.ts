import { storeGatewayKey } from '../data/gatewayInfo.js';
import { readSystemData } from '../data/systems.js';
import { hashGatewayKey, newGatewayKey } from '../domain/secretKeys.js';
import type { GatewayKeyInput } from '@neuron/shared';
import { planGatewayKey } from '../domain/gatewayKeyWrites.js';
import { isSystemAdmin } from '../domain/membership.js';
import { done, refused, type Outcome } from '../domain/outcome.js';

/**
 * Issues a new ingest key for a gateway of a system, for one of its admins: only the key's
 * SHA-256 hash is stored; the key is returned once. 'rotate' makes the old key stop working.
 */
export async function issueGatewayKey(
  input: GatewayKeyInput,
  caller: { email?: string; email_verified?: boolean },
  mode: 'create' | 'rotate',
  nowMs: number,
): Promise<Outcome<{ gatewaySn: string; key: string }>> {
  const { systemId, gatewaySn } = input;
  const system = await readSystemData(systemId);
  if (!system || !isSystemAdmin(system, caller)) {
    return refused('permission-denied', 'systemId: only an admin of the system can manage its gateway keys');
  }
  const key = newGatewayKey();
  const keyHash = hashGatewayKey(key);
  const stored = await storeGatewayKey(systemId, gatewaySn, (read) =>
    planGatewayKey(systemId, gatewaySn, keyHash, mode, nowMs, read),
  );
  return 'refusal' in stored ? refused(stored.refusal.code, stored.refusal.message) : done({ gatewaySn, key });
}
