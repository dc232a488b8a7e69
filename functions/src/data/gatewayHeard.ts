import { GatewayInfoSchema } from '@neuron/shared';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { db } from './admin.js';
import { meter } from './meter.js';
import { untilUnchanged } from './optimistic.js';
import { paths } from './paths.js';
import { storedRollup } from './rollups.js';
import type {
  GatewayHeardDevice,
  GatewayHeardRead,
  GatewayHeardReads,
  GatewayHeardWrites,
} from '../domain/gatewayHeard.js';

/** How often a note that conflicts is read and decided again: another write of the device won meanwhile. */
const NOTE_ATTEMPTS = 5;

function deviceOf(snap: DocumentSnapshot): GatewayHeardDevice {
  if (!snap.exists) return { device: undefined, running: undefined };
  const type: unknown = snap.get('type');
  const reportedAt: unknown = snap.get('reportedAt');
  return {
    device: {
      type: type === 'GATEWAY' || type === 'SENSOR' || type === 'VIRTUAL' ? type : 'SENSOR',
      reportedAt: typeof reportedAt === 'number' ? reportedAt : undefined,
    },
    running: storedRollup(snap.get('rollup'), `${snap.ref.path} (rollup)`),
  };
}

/**
 * Notes a gateway heard on its device in `systemId` (domain/gatewayHeard.ts), for /ingest: reads
 * the device (one read a post: its `reportedAt` says whether a note is due) and, only when
 * `planner.reads` asks, the day's rollup document and the gateway's info; then commits what
 * `planner.plan` decides in one batch: the device's reportedAt and running rollup in one write
 * (and a flushed day's document, once a day), on the precondition that the device is still the
 * version read. No transaction: the posts of a burst would queue on the device's lock. A commit
 * that conflicts (another post noted it, or the store path or a link changed the device) reads
 * again, and then mostly finds nothing due. Returns whether a note was written.
 */
export async function recordGatewayHeard(
  systemId: string,
  gatewaySn: string,
  planner: {
    reads: (read: GatewayHeardDevice) => GatewayHeardReads | undefined;
    plan: (read: GatewayHeardRead) => GatewayHeardWrites | null;
  },
): Promise<boolean> {
  const deviceRef = db().doc(paths.device(systemId, gatewaySn));
  const infoRef = db().doc(paths.gatewayInfo(gatewaySn));
  const rollupRef = (day: string) => db().doc(paths.rollup(systemId, gatewaySn, day));
  return untilUnchanged(async () => {
    const snap = await deviceRef.get();
    meter.read(1);
    const device = deviceOf(snap);
    const wanted = planner.reads(device);
    if (!wanted || !snap.updateTime) return false;
    const refs = [...(wanted.day ? [rollupRef(wanted.day)] : []), ...(wanted.info ? [infoRef] : [])];
    const more = refs.length > 0 ? await db().getAll(...refs) : [];
    meter.read(more.length);
    const dayDoc = wanted.day ? more[0] : undefined;
    const infoDoc = wanted.info ? more[more.length - 1] : undefined;
    const info = GatewayInfoSchema.partial().safeParse(infoDoc?.data());
    const writes = planner.plan({
      ...device,
      dayDocument: dayDoc?.exists ? storedRollup(dayDoc.data(), dayDoc.ref.path) : undefined,
      info: infoDoc?.exists && info.success ? info.data : undefined,
    });
    if (!writes) return false;
    const batch = db().batch();
    const update = { reportedAt: writes.reportedAt, ...(writes.rollup ? { rollup: writes.rollup } : {}) };
    batch.update(deviceRef, update, { lastUpdateTime: snap.updateTime });
    for (const [day, rollup] of writes.documents) batch.set(rollupRef(day), rollup);
    await batch.commit();
    meter.write(1 + writes.documents.size);
    return true;
  }, NOTE_ATTEMPTS);
}
