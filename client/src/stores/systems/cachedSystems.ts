import { SUMMARY_COUNT_KEYS } from '@neuron/shared';
import type { SystemView } from '../models';

/** Where the list is kept between visits (localStorage in the browser; tests pass a map). */
export type SystemsStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const KEY = 'neuronSystems';

/**
 * The systems the server last listed for `email`, kept from the last visit (one user's: the one
 * signed in last), or undefined when there are none for this user or they do not read as systems.
 * A reload then shows the system's name, the user's role and its counts in the first render, not
 * a moment later when the listener answers (which moved everything below them down).
 */
export function readCachedSystems(storage: SystemsStorage | null, email: string): SystemView[] | undefined {
  try {
    const raw = storage?.getItem(KEY);
    if (!raw) return undefined;
    const saved = JSON.parse(raw) as unknown;
    if (!isRecord(saved) || saved.email !== email || !Array.isArray(saved.systems)) return undefined;
    const systems: unknown[] = saved.systems;
    return systems.every(looksLikeSystem) ? systems : undefined;
  } catch {
    return undefined; // storage blocked, or not JSON: as if nothing were kept
  }
}

/** Keeps the list the server gave for `email` (replacing any other user's). */
export function saveCachedSystems(storage: SystemsStorage | null, email: string, systems: readonly SystemView[]): void {
  try {
    // Without the document references: plain data only.
    const plain = systems.map(({ id, name, admin, users, createdAt, timeZone, summary }) => ({
      id,
      name,
      admin,
      users,
      createdAt,
      timeZone,
      summary,
    }));
    storage?.setItem(KEY, JSON.stringify({ email, systems: plain }));
  } catch {
    // storage blocked or full: the next visit waits for the server, as without a cache
  }
}

/** Forgets the kept list (sign-out: the next user of this browser sees none of it). */
export function forgetCachedSystems(storage: SystemsStorage | null): void {
  try {
    storage?.removeItem(KEY);
  } catch {
    // storage blocked: nothing was kept
  }
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function isStringArray(v: unknown): v is string[] {
  return Array.isArray(v) && v.every((s) => typeof s === 'string');
}

const SUMMARY_NUMBERS = [...SUMMARY_COUNT_KEYS, 'updatedAt'] as const;

/** The fields the screens read, with their types; anything else (an older or altered copy) is not used. */
function looksLikeSystem(v: unknown): v is SystemView {
  if (!isRecord(v)) return false;
  const { id, name, admin, users, createdAt, timeZone, summary } = v;
  return (
    typeof id === 'string' &&
    typeof name === 'string' &&
    isStringArray(admin) &&
    isStringArray(users) &&
    (createdAt === undefined || typeof createdAt === 'number') &&
    (timeZone === undefined || typeof timeZone === 'string') &&
    (summary === undefined || (isRecord(summary) && SUMMARY_NUMBERS.every((k) => typeof summary[k] === 'number')))
  );
}
