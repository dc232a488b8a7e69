import {
  addDoc,
  collection,
  doc,
  onSnapshot,
  query,
  arrayRemove,
  arrayUnion,
  updateDoc,
  where,
  type DocumentReference,
  type FieldValue,
} from 'firebase/firestore';
import {
  SystemMembershipSchema,
  SystemSchema,
  type Loaded,
  type MembershipWrites,
  type System,
  type SystemMembership,
} from '@neuron/shared';
import { firebase } from './firebaseApp';
import { parseDoc, readOneParsed } from './documents';
import { followSummaries } from './systemSummaries';

export type LoadedSystem = Loaded<System, DocumentReference>;

/**
 * Lists, live, the systems whose `users` or `admin` contains the e-mail (docs/CALLS.md: the two
 * queries), merged by id, each with its device counts (`summary`, from its own document, followed
 * while the system is listed: systemSummaries.ts; a list is sent once its systems' counts have
 * answered). `fromServer` is false while either query has only the SDK's own cache
 * to go by (offline, it answers with what it holds: often nothing) or failed. Returns the unsubscribe.
 */
export function watchSystemsForUser(
  email: string,
  onChange: (systems: LoadedSystem[], fromServer: boolean) => void,
): () => void {
  const { db } = firebase();
  const key = email; // normalised by the store (RootStore.followUser)
  const byField: Record<'admin' | 'users', Map<string, LoadedSystem>> = { admin: new Map(), users: new Map() };
  const loaded = { admin: false, users: false };
  const fromServer = { admin: false, users: false };
  const emit = () => {
    if (!loaded.admin || !loaded.users) return;
    const merged = new Map([...byField.users, ...byField.admin]);
    summaries.follow([...merged.keys()]);
    // Not before every listed system's counts have answered: a list without them showed each card
    // with zero counts (one line shorter), replacing the kept list's cards, and grew them again a
    // moment later, shifting every card below twice (most of the systems page's Lighthouse score
    // lost, docs/FIRST_LOAD_LATER.md). A failed count answers too (as none), so this never hangs.
    if (!summaries.settled()) return;
    onChange(
      [...merged.values()]
        .map((s) => ({ ...s, summary: summaries.summaryOf(s.id) }))
        .sort((a, b) => a.name.localeCompare(b.name)),
      fromServer.admin && fromServer.users,
    );
  };
  const summaries = followSummaries(emit);
  const unsubs = (['admin', 'users'] as const).map((field) =>
    onSnapshot(
      query(collection(db, 'system'), where(field, 'array-contains', key)),
      (snap) => {
        byField[field] = new Map(
          snap.docs.flatMap((d) => {
            const s = parseDoc(SystemSchema, d);
            return s ? [[s.id, s] as const] : [];
          }),
        );
        loaded[field] = true;
        fromServer[field] = !snap.metadata.fromCache;
        emit();
      },
      (error) => {
        console.error(`systems (${field}) listener failed`, error);
        loaded[field] = true;
        fromServer[field] = false;
        emit();
      },
    ),
  );
  return () => {
    unsubs.forEach((u) => u());
    summaries.stop();
  };
}

/** Reads one system (docs/CALLS.md). */
export function readSystem(systemId: string): Promise<LoadedSystem | undefined> {
  return readOneParsed(doc(firebase().db, 'system', systemId), SystemSchema);
}

/** Creates a system whose only admin is the creator and that has no users yet; resolves to its id. */
export async function createSystem(name: string, creatorEmail: string): Promise<string> {
  const ref = await addDoc(collection(firebase().db, 'system'), {
    name,
    admin: [creatorEmail], // normalised by the store
    users: [],
    createdAt: Date.now(),
    // Schedules and maintenance windows are read in the creator's zone until an admin changes it.
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  });
  return ref.id;
}

/** Sets the zone a system's rule schedules and maintenance windows are read in (admins). */
export async function setSystemTimeZone(systemId: string, timeZone: string): Promise<void> {
  await updateDoc(doc(firebase().db, 'system', systemId), { timeZone });
}

/** A system's membership lists, live (admins see pending invitations too). */
export function watchMembership(
  systemId: string,
  onChange: (membership: SystemMembership | undefined) => void,
): () => void {
  return onSnapshot(
    doc(firebase().db, 'system', systemId),
    (snap) => onChange(parseDoc(SystemMembershipSchema, snap)),
    (error) => {
      console.error('membership listener failed', error);
      onChange(undefined);
    },
  );
}

/**
 * Writes a membership change as MembershipStore planned it (shared `membershipWrites`): array
 * unions and removals, atomic per field without a read, so concurrent writers (another admin, the
 * invite functions) never block each other. The rules refuse a write that would leave no admin,
 * so two admins demoting each other at once cannot both succeed.
 */
export async function changeMembership(systemId: string, writes: MembershipWrites): Promise<void> {
  const fields: Record<string, FieldValue> = {};
  for (const [list, email] of Object.entries(writes.remove)) fields[list] = arrayRemove(email);
  for (const [list, email] of Object.entries(writes.add)) fields[list] = arrayUnion(email);
  await updateDoc(doc(firebase().db, 'system', systemId), fields);
}
