import { collection, doc, onSnapshot, query, where, type DocumentReference } from 'firebase/firestore';
import { SystemSchema, type Loaded, type System } from '@neuron/shared';
import { firebase } from './firebaseApp';
import { parseDoc, readOneParsed } from './documents';

export type LoadedSystem = Loaded<System, DocumentReference>;

/**
 * Lists, live, the systems whose `users` or `admin` contains the e-mail (docs/CALLS.md: the two
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

/** Reads one system (docs/CALLS.md). */
export function readSystem(systemId: string): Promise<LoadedSystem | undefined> {
  return readOneParsed(doc(firebase().db, 'system', systemId), SystemSchema);
}
