import { FieldValue } from 'firebase-admin/firestore';
import type { AnswerRead, AnswerWrites, InviteRead, InviteWrite } from '../domain/inviteWrites.js';
import { db } from './admin.js';
import { runTransaction } from './transaction.js';
import { paths } from './paths.js';

const systemRef = (sid: string) => db().doc(paths.system(sid));
const inviteRef = (id: string) => db().doc(paths.invite(id));

/**
 * Settles one invite document in its own transaction: reads the system and the invite, and
 * commits the write `plan` decides from them (domain/inviteWrites.ts); returns that write.
 */
export async function settleInvite(
  systemId: string,
  inviteDocId: string,
  plan: (read: InviteRead) => InviteWrite,
): Promise<InviteWrite> {
  return runTransaction(async (tx) => {
    const ref = inviteRef(inviteDocId);
    const [system, invite] = await tx.getAll(systemRef(systemId), ref);
    const write = plan({ system: system.exists ? system.data() : undefined, invite: invite.data() });
    if (write && 'set' in write) tx.set(ref, write.set);
    else if (write) tx.delete(ref);
    return write;
  });
}

/**
 * Answers an invite in one transaction: reads the invite, then the system it names
 * (`systemIdOf`), and commits the writes `plan` decides (the invite's status and the system's
 * membership change together, or not at all). Returns what `plan` returned.
 */
export async function answerInviteIn<R extends { writes: AnswerWrites } | object>(
  inviteDocId: string,
  systemIdOf: (invite: unknown) => string | undefined,
  plan: (read: AnswerRead) => R,
): Promise<R> {
  return runTransaction(async (tx) => {
    const invite = await tx.get(inviteRef(inviteDocId));
    const systemId = invite.exists ? systemIdOf(invite.data()) : undefined;
    const system = systemId === undefined ? undefined : await tx.get(systemRef(systemId));
    const decided = plan({ invite: invite.data(), system: system?.exists ? system.data() : undefined });
    if (!('writes' in decided)) return decided;
    const { writes } = decided as { writes: AnswerWrites };
    tx.update(systemRef(writes.systemId), {
      ...writes.systemFields,
      ...(writes.addTo ? { [writes.addTo.field]: FieldValue.arrayUnion(writes.addTo.email) } : {}),
      ...(writes.removeFrom ? { [writes.removeFrom.field]: FieldValue.arrayRemove(writes.removeFrom.email) } : {}),
    });
    tx.update(inviteRef(inviteDocId), writes.invite);
    return decided;
  });
}
