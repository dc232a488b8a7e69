import type { z } from 'zod';
import type { SignedInUser } from '../data/auth';
import type { Transport } from '../stores/transport';

/**
 * A test double of the client's data-layer boundary (stores/transport.ts), for component tests:
 * screens run with their real RootStore and MobX stores over it, and nothing inside the stores or
 * screens is replaced. It records every call, keeps every live listener so a test can push a
 * snapshot into it, and answers each promise-returning call with what the test set (by default:
 * resolved with nothing, as a write of the data layer does). Refusals use the data layer's error
 * shapes: a security rule's `{ code: 'permission-denied' }` and a callable's
 * `{ code: 'functions/<code>', message }` (stores/refusal.ts reads both).
 */

/** One call the stores made through the transport. */
export interface TransportCall {
  name: TransportName;
  args: unknown[];
}

export type TransportName = keyof Transport & string;

/** A live listener a store or screen started (watch… and readDeviceList). */
export interface LiveListener {
  name: TransportName;
  /** The arguments before the callbacks (system id, e-mail, filter…). */
  args: unknown[];
  onChange: (...values: unknown[]) => void;
  onError?: (error: unknown) => void;
  stopped: boolean;
}

/** Functions that answer at once, not with a promise. */
const SYNC: Partial<Record<TransportName, (...args: unknown[]) => unknown>> = {
  preloadData: () => undefined,
  readApiUrl: () => 'http://api.test/v1',
  ingestEndpoint: () => 'http://ingest.test/ingest',
  currentUserVerified: () => true,
  listFactors: () => [],
};

/** What the data layer answers for reads a screen makes on its own when a test set nothing. */
const DEFAULT_ANSWERS: Partial<Record<TransportName, unknown>> = {
  checkAccountMerge: { requiresMerge: false },
  readCachedDevices: undefined,
  readPushErrors: [],
  readSampleHistory: [],
  readSamplesPage: { samples: [], nextAfter: undefined },
  readStoredRollups: [],
  readRunningRollup: null,
  readSampleSlices: [],
  readLatestWhatsNew: null,
  readBaseSensorConfigs: [],
  // A bounded device query with no FakeDeviceServer behind it: the server has not answered yet.
  readDeviceQuery: new Promise(() => undefined),
};

const isWatch = (name: string) => name.startsWith('watch') || name === 'readDeviceList';

/** A security rule's refusal as Firestore's SDK throws it. */
export function rulesRefusal(): Error & { code: string } {
  return Object.assign(new Error('PERMISSION_DENIED: Missing or insufficient permissions.'), {
    code: 'permission-denied',
  });
}

/** A callable's refusal as Functions' SDK throws it (code prefixed, the server's sentence). */
export function callableRefusal(code: string, message: string): Error & { code: string } {
  return Object.assign(new Error(message), { code: `functions/${code}` });
}

/** The network gone: the SDK's "unavailable" (a read with no cache, a callable). */
export function offlineRefusal(): Error & { code: string } {
  return Object.assign(new Error('Failed to get document because the client is offline.'), { code: 'unavailable' });
}

/** A document as the data layer hands it on: parsed by the shared schema, with its id and reference. */
export function loaded<S extends z.ZodType>(
  schema: S,
  id: string,
  data: z.input<S>,
  path = id,
): z.infer<S> & { id: string; ref: { id: string; path: string } } {
  return { ...(schema.parse(data) as object), id, ref: { id, path } } as z.infer<S> & {
    id: string;
    ref: { id: string; path: string };
  };
}

/** A verified signed-in user, as data/auth.ts's watchAuthState reports one. */
export function signedInUser(email: string, extra: Partial<SignedInUser> = {}): SignedInUser {
  return {
    uid: `uid-${email}`,
    email,
    emailVerified: true,
    displayName: null,
    photoURL: null,
    phoneNumber: null,
    requiresMerge: false,
    providers: ['password'],
    createdAt: 0,
    lastSignInAt: 0,
    ...extra,
  };
}

type Answer = (...args: unknown[]) => unknown;

export class FakeTransport {
  readonly calls: TransportCall[] = [];
  readonly listeners: LiveListener[] = [];
  private readonly answers = new Map<TransportName, Answer>();
  /** Values pushed before anyone listened: handed to the first listener of that name (a snapshot already cached). */
  private readonly latest = new Map<TransportName, { values: unknown[]; match?: (args: unknown[]) => boolean }[]>();
  private readonly responders = new Map<TransportName, (args: unknown[]) => unknown[] | undefined>();
  /** The transport the stores are given. */
  readonly transport: Transport;

  constructor() {
    this.transport = new Proxy({} as Transport, {
      get: (_target, key) => {
        if (typeof key !== 'string') return undefined;
        const name = key as TransportName;
        if (isWatch(name)) return (...args: unknown[]) => this.listen(name, args);
        const sync = SYNC[name];
        return (...args: unknown[]) => {
          this.calls.push({ name, args });
          if (sync && !this.answers.has(name)) return sync(...args);
          const answer = this.answers.get(name);
          if (sync) return answer!(...args);
          try {
            return Promise.resolve(answer ? answer(...args) : DEFAULT_ANSWERS[name]);
          } catch (error) {
            return Promise.reject(error as Error);
          }
        };
      },
    });
  }

  /** Answers every later call of `name` with `answer` (a value, or a function of the call's arguments). */
  answer(name: TransportName, answer: unknown): this {
    this.answers.set(name, typeof answer === 'function' ? (answer as Answer) : () => answer);
    return this;
  }

  /** Refuses every later call of `name` with `error` (rulesRefusal(), callableRefusal(…), offlineRefusal()). */
  refuse(name: TransportName, error: Error): this {
    this.answers.set(name, () => {
      throw error;
    });
    return this;
  }

  /**
   * Makes later calls of `name` wait until the returned function settles them (a slow server):
   * `release()` answers as set before, `release(error)` refuses.
   */
  hold(name: TransportName): (error?: Error) => void {
    const before = this.answers.get(name);
    const waiting: { resolve: (v: unknown) => void; reject: (e: Error) => void; args: unknown[] }[] = [];
    this.answers.set(name, (...args) => new Promise((resolve, reject) => waiting.push({ resolve, reject, args })));
    return (error) => {
      if (before) this.answers.set(name, before);
      else this.answers.delete(name);
      for (const w of waiting.splice(0))
        if (error) w.reject(error);
        else w.resolve(before ? before(...w.args) : DEFAULT_ANSWERS[name]);
    };
  }

  /** The recorded calls of one function, each as its arguments. */
  callsOf(name: TransportName): unknown[][] {
    return this.calls.filter((c) => c.name === name).map((c) => c.args);
  }

  /** The listeners of `name` still running. */
  live(name: TransportName): LiveListener[] {
    return this.listeners.filter((l) => l.name === name && !l.stopped);
  }

  /**
   * Hands a snapshot to every running listener of `name` (whose arguments pass `match`, e.g. the
   * system id), and to listeners started later, as the SDK's cache would. `values` are the
   * callback's arguments: (systems, fromServer) for watchSystemsForUser, (device, fromServer)…
   */
  push(name: TransportName, ...values: unknown[]): void {
    this.pushWhere(name, undefined, ...values);
  }

  /** push, for the listeners whose arguments pass `match` only. */
  pushWhere(name: TransportName, match: ((args: unknown[]) => boolean) | undefined, ...values: unknown[]): void {
    const kept = (this.latest.get(name) ?? []).filter((k) => k.match !== match);
    this.latest.set(name, [...kept, { values, match }]);
    for (const l of this.live(name)) if (!match || match(l.args)) l.onChange(...values);
  }

  /**
   * Answers each listener of `name` as it starts, from its own arguments (a query the data layer
   * would run: a page of events after a cursor, a filter): `respond` returns the callback's
   * arguments, or undefined to stay silent (a snapshot not come yet).
   */
  respondLive(name: TransportName, respond: (args: unknown[]) => unknown[] | undefined): this {
    this.responders.set(name, respond);
    return this;
  }

  /** Fails every running listener of `name`, as a listener refused by the rules or the network. */
  fail(name: TransportName, error: unknown = rulesRefusal()): void {
    for (const l of this.live(name)) l.onError?.(error);
  }

  /** Signs a user in (or out, with null), as Auth's state callback does. */
  signIn(user: SignedInUser | null): void {
    this.push('watchAuthState', user);
  }

  private listen(name: TransportName, args: unknown[]): () => void {
    const fnAt = args.findIndex((a) => typeof a === 'function');
    const fns = args.filter((a): a is (...v: unknown[]) => void => typeof a === 'function');
    const listener: LiveListener = {
      name,
      args: fnAt < 0 ? args : args.slice(0, fnAt),
      onChange: fns[0] ?? (() => {}),
      onError: fns[1],
      stopped: false,
    };
    this.calls.push({ name, args });
    this.listeners.push(listener);
    // A snapshot already there (pushed before the screen listened) comes right after, as from the
    // SDK's cache: never inside the call that subscribes, which the data layer never does either.
    const known = (this.latest.get(name) ?? []).filter((k) => !k.match || k.match(listener.args));
    const respond = this.responders.get(name);
    if (respond) {
      const values = respond(listener.args);
      if (values) known.push({ values });
    }
    if (known.length > 0)
      queueMicrotask(() => {
        for (const k of known) if (!listener.stopped) listener.onChange(...k.values);
      });
    return () => {
      listener.stopped = true;
    };
  }
}
