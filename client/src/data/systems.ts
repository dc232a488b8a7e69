import {
  addDoc,
  collection,
  doc,
  onSnapshot,
  query,
  runTransaction,
  where,
  type DocumentReference,
} from 'firebase/firestore';
import {
  applyMembershipChange,
  SystemMembershipSchema,
  SystemSchema,
  type Loaded,
  type MembershipChange,
  type System,
  type SystemMembership,
} from '@neuron/shared';
import { firebase } from './firebaseApp';
import { parseDoc, readOneParsed } from './documents';

export type LoadedSystem = Loaded<System, DocumentReference>;

/**
 * Lists, live, the systems whose `users` or `admin` contains the e-mail (SPEC.md §7: the two
 * queries), merged by id. Returns the unsubscribe.
 */
export function watchSystemsForUser(email: string, onChange: (systems: LoadedSystem[]) => void): () => void {
  const { db } = firebase();
  const key = email.toLowerCase();
  const byField: Record<'admin' | 'users', Map<string, LoadedSystem>> = { admin: new Map(), users: new Map() };
  const loaded = { admin: false, users: false };
  const emit = () => {
    if (!loaded.admin || !loaded.users) return;
    const merged = new Map([...byField.users, ...byField.admin]);
    onChange([...merged.values()].sort((a, b) => a.name.localeCompare(b.name)));
  };
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
        emit();
      },
      (error) => {
        console.error(`systems (${field}) listener failed`, error);
        loaded[field] = true;
        emit();
      },
    ),
  );
  return () => unsubs.forEach((u) => u());
}

/** Reads one system (SPEC.md §7). */
export function readSystem(systemId: string): Promise<LoadedSystem | undefined> {
  return readOneParsed(doc(firebase().db, 'system', systemId), SystemSchema);
}

/** Creates a system whose only admin is the creator and that has no users yet; resolves to its id. */
export async function createSystem(name: string, creatorEmail: string): Promise<string> {
  const ref = await addDoc(collection(firebase().db, 'system'), {
    name,
    admin: [creatorEmail.toLowerCase()],
    users: [],
    createdAt: Date.now(),
  });
  return ref.id;
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
 * Applies a membership change to the system as it is now (a transaction, so two admins editing
 * at once cannot undo each other). Resolves to the refusal message, or undefined when written.
 */
export async function changeMembership(systemId: string, change: MembershipChange): Promise<string | undefined> {
  const { db } = firebase();
  const ref = doc(db, 'system', systemId);
  return runTransaction(db, async (tx) => {
    const current = parseDoc(SystemMembershipSchema, await tx.get(ref));
    if (!current) return 'This system does not exist or you are not a member of it';
    const result = applyMembershipChange(current, change);
    if (!result.ok) return result.message;
    tx.update(ref, { ...result.lists });
    return undefined;
  });
}
