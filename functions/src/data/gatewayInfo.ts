import { GatewayInfoSchema, type GatewayInfo } from '@neuron/shared';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from './admin.js';
import { paths } from './paths.js';

/** Reads gatewayInfo/{sn}; undefined when missing or malformed (treated as an unknown gateway). */
export async function readGatewayInfo(gatewaySn: string): Promise<GatewayInfo | undefined> {
  const snap = await db().doc(paths.gatewayInfo(gatewaySn)).get();
  if (!snap.exists) return undefined;
  const parsed = GatewayInfoSchema.safeParse(snap.data());
  if (!parsed.success) {
    console.error(`gatewayInfo/${gatewaySn} is malformed`, parsed.error.issues);
    return undefined;
  }
  return parsed.data;
}

/** Records when a gateway was last heard from. */
export async function touchGateway(gatewaySn: string, nowMs: number): Promise<void> {
  await db().doc(paths.gatewayInfo(gatewaySn)).update({ lastSeen: nowMs, updatedAt: FieldValue.serverTimestamp() });
}
