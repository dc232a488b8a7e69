import { action, makeObservable, observable } from 'mobx';
import { DEVICE_TYPES, type DeviceType } from '@neuron/shared';
import type { DeviceQuery } from '../../data/deviceQueries';
import type { QueryHolds } from './queryHolds';
import { lookupQueries } from './searchPrefixes';

/** Rows a page of a table reads: a first screen and more, so one open reads a few hundred documents at most. */
export const PAGE_SIZE = 50;
/** Devices each server lookup of a find box reads (one lookup per prefix tried: searchPrefixes). */
export const SEARCH_SIZE = 20;

/** Starts a query held under `holder`; returns its stop. */
export type StartQuery = (q: DeviceQuery, holder: string) => () => void;

interface Page {
  holder: string;
  answered: boolean;
}

/** A find box's lookup: its queries, those not answered yet, and the last lookup's, stopped once this one has answered. */
interface Lookup {
  text: string;
  holders: string[];
  waiting: Set<string>;
  replaced: string[];
}

const pageOf = (type: DeviceType) => `page:${type}:`;
const findOf = (type: DeviceType) => `find:${type}:`;

/**
 * The system page's bounded reads of its device tables (docs/LARGE_SYSTEMS.md, "A system of any
 * size"): per type, pages in serial order, the first read on opening and each next one when the
 * table is scrolled to its end (a cursor at the last serial read, never an offset: the pages share
 * that device, so one added to the page before, which pushes its last one out, leaves no gap), and the
 * find box's lookups by serial and name prefix over every device of the type. Each is a query
 * started by `start` (read once on the system page, live on a device's page: PagedList); what they
 * hold is in QueryHolds. Nothing here grows with the fleet but the
 * pages a user scrolls through.
 */
export class DevicePager {
  /** Bumped when a query answers: the observable of what the getters below read. */
  private version = 0;
  private pages: Record<DeviceType, Page[]> = { SENSOR: [], VIRTUAL: [], GATEWAY: [] };
  private found: Record<DeviceType, Lookup | null> = {
    SENSOR: null,
    VIRTUAL: null,
    GATEWAY: null,
  };
  private readonly stops = new Map<string, () => void>();
  /** Lookups made so far: each one's queries have names of their own. */
  private lookups = 0;

  constructor(
    private readonly start: StartQuery,
    private readonly holds: QueryHolds,
    /** A query stopped: its devices no other query holds leave the store. */
    private readonly release: (holder: string) => void,
    /** The tables (types) read: every type for the system page, fewer for a picker. */
    private readonly types: readonly DeviceType[] = DEVICE_TYPES,
  ) {
    makeObservable<DevicePager, 'version'>(this, {
      version: observable,
      begin: action,
      answered: action,
      find: action,
      more: action,
    });
  }

  /** Reads the first page of every table. */
  begin(): void {
    for (const type of this.types) this.open(type, null);
    this.version++;
  }

  /** A query answered (called by the store after it took the snapshot in). */
  answered(holder: string): void {
    for (const type of DEVICE_TYPES) {
      const page = this.pages[type].find((p) => p.holder === holder);
      if (page) page.answered = true;
      const f = this.found[type];
      if (!f?.waiting.delete(holder) || f.waiting.size > 0) continue;
      // The lookup before it shows until this one has answered (no rows blink out while typing).
      for (const old of f.replaced.splice(0)) this.stop(old);
    }
    this.version++;
  }

  /** Whether the first page of every table has answered: the page can show its tables. */
  get firstAnswered(): boolean {
    void this.version;
    return this.types.every((t) => this.pages[t][0]?.answered === true);
  }

  /** Whether the server may have more devices of this type than the pages read (the last one came full). */
  hasMore(type: DeviceType): boolean {
    void this.version;
    const last = this.pages[type].at(-1);
    return !!last?.answered && this.holds.idsOf(last.holder).size >= PAGE_SIZE;
  }

  /** Whether a page of this type is being read. */
  loading(type: DeviceType): boolean {
    void this.version;
    return this.pages[type].some((p) => !p.answered);
  }

  /** Reads the next page of a type, when there may be one and none is being read. */
  more(type: DeviceType): void {
    if (!this.hasMore(type) || this.loading(type)) return;
    const last = this.pages[type].at(-1)!;
    let from = '';
    for (const id of this.holds.idsOf(last.holder)) if (id > from) from = id;
    this.open(type, from);
    this.version++;
  }

  /** Whether a device is a row of its table's pages (not only held by a search or a gateway's row). */
  isRow(id: string, type: DeviceType): boolean {
    void this.version;
    return this.holds.heldBy(id, (h) => h.startsWith(pageOf(type)));
  }

  /** Whether a device was found by the current lookup of its type's find box. */
  isFound(id: string, type: DeviceType): boolean {
    void this.version;
    return this.holds.heldBy(id, (h) => h.startsWith(findOf(type)));
  }

  /** The text the server was last asked about for a type, and whether all its lookups answered. */
  lookup(type: DeviceType): { text: string; answered: boolean } | null {
    void this.version;
    const f = this.found[type];
    return f && { text: f.text, answered: f.waiting.size === 0 };
  }

  /** Looks a type's devices up by serial and name prefix (empty text ends the lookup). */
  find(type: DeviceType, text: string): void {
    const before = this.found[type];
    if ((before?.text ?? '') === text.trim()) return;
    const replaced = [...(before?.replaced ?? []), ...(before?.holders ?? [])];
    const queries = lookupQueries(type, text, SEARCH_SIZE);
    const seq = ++this.lookups;
    const holders = queries.map((q) => `${findOf(type)}${seq}:${q.kind}:${q.kind === 'word' ? q.word : q.prefix}`);
    if (queries.length === 0) {
      this.found[type] = null;
      for (const old of replaced) this.stop(old);
    } else this.found[type] = { text: text.trim(), holders, waiting: new Set(holders), replaced };
    queries.forEach((q, i) => this.stops.set(holders[i]!, this.start(q, holders[i]!)));
    this.version++;
  }

  /** Stops every query (the system was left). */
  stopAll(): void {
    for (const stop of this.stops.values()) stop();
    this.stops.clear();
  }

  private open(type: DeviceType, from: string | null): void {
    const holder = `${pageOf(type)}${from ?? ''}`;
    this.pages[type].push({ holder, answered: false });
    this.stops.set(holder, this.start({ kind: 'page', type, from, size: PAGE_SIZE }, holder));
  }

  private stop(holder: string): void {
    this.stops.get(holder)?.();
    this.stops.delete(holder);
    this.release(holder);
  }
}
