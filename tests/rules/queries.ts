import {
  collection,
  documentId,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import { emailOf, NOW, type Who } from './fixtures.js';

interface QuerySpec {
  /** The collection the query reads, as the matrix groups rows. */
  collection: string;
  build: (db: Firestore, who: Who) => Query;
}

const ALL_TYPES = ['SENSOR', 'GATEWAY', 'VIRTUAL'];

/**
 * Every query the client makes (docs/CALLS.md), with "me" the asker's lower-cased e-mail, plus the
 * probes a stranger might try (someone else's e-mail, no filter at all).
 */
export const QUERIES = {
  'systems where users contains me': {
    collection: 'system',
    build: (db, who) => query(collection(db, 'system'), where('users', 'array-contains', emailOf(who))),
  },
  'systems where admin contains me': {
    collection: 'system',
    build: (db, who) => query(collection(db, 'system'), where('admin', 'array-contains', emailOf(who))),
  },
  'systems where users contains member': {
    collection: 'system',
    build: (db) => query(collection(db, 'system'), where('users', 'array-contains', 'member@example.com')),
  },
  'all systems': { collection: 'system', build: (db) => collection(db, 'system') },
  'devices of s1 where type in all three': {
    collection: 'devices',
    build: (db) => query(collection(db, 'system/s1/devices'), where('type', 'in', ALL_TYPES)),
  },
  'devices of s1: a page of sensors after S-0': {
    collection: 'devices',
    build: (db) =>
      query(
        collection(db, 'system/s1/devices'),
        where('type', '==', 'SENSOR'),
        orderBy(documentId()),
        startAfter('S-0'),
        limit(50),
      ),
  },
  'devices of s1: sensors named from "Air"': {
    collection: 'devices',
    build: (db) =>
      query(
        collection(db, 'system/s1/devices'),
        where('type', '==', 'SENSOR'),
        where('alias', '>=', 'Air'),
        where('alias', '<', 'Air\uf8ff'),
        orderBy('alias'),
        limit(20),
      ),
  },
  'devices of s1: sensors last heard through G-1': {
    collection: 'devices',
    build: (db) =>
      query(
        collection(db, 'system/s1/devices'),
        where('sample.gatewaySn', '==', 'G-1'),
        orderBy('sample.time', 'desc'),
        limit(5),
      ),
  },
  'samples of s1/S-1 newest first': {
    collection: 'samples',
    build: (db) => query(collection(db, 'system/s1/devices/S-1/samples'), orderBy('time', 'desc'), limit(100)),
  },
  'rollups of s1/S-1': { collection: 'rollups', build: (db) => collection(db, 'system/s1/devices/S-1/rollups') },
  'events of s1 newest 10': {
    collection: 'events',
    build: (db) => query(collection(db, 'system/s1/events'), orderBy('time', 'desc'), limit(10)),
  },
  'events of s1 page 2 of alarms of S-1': {
    collection: 'events',
    build: (db) =>
      query(
        collection(db, 'system/s1/events'),
        where('kind', '==', 'alarm'),
        where('deviceSn', '==', 'S-1'),
        orderBy('time', 'desc'),
        orderBy(documentId(), 'desc'),
        startAfter(NOW, 'e9'),
        limit(11),
      ),
  },
  'samples of s1/S-1 of an hour, by id (their time)': {
    collection: 'samples',
    build: (db) =>
      query(
        collection(db, 'system/s1/devices/S-1/samples'),
        where(documentId(), '>=', String(NOW - 3_600_000)),
        where(documentId(), '<', String(NOW)),
        limit(1000),
      ),
  },
  'samples of s1/S-1 of the last week newest first': {
    collection: 'samples',
    build: (db) =>
      query(
        collection(db, 'system/s1/devices/S-1/samples'),
        where('time', '>=', NOW - 7 * 86_400_000),
        orderBy('time', 'desc'),
        limit(5040),
      ),
  },
  'eventRules of s1': { collection: 'eventRules', build: (db) => collection(db, 'system/s1/eventRules') },
  'maintenance of s1': { collection: 'maintenance', build: (db) => collection(db, 'system/s1/maintenance') },
  'pushConfig of s1 where type == email': {
    collection: 'pushConfig',
    build: (db) => query(collection(db, 'system/s1/pushConfig'), where('type', '==', 'email')),
  },
  'push errors of c1 since t newest first': {
    collection: 'errors',
    build: (db) =>
      query(
        collection(db, 'system/s1/pushConfig/c1/errors'),
        where('time', '>=', NOW - 60_000),
        orderBy('time', 'desc'),
        limit(50),
      ),
  },
  'integrations of s1': { collection: 'integrations', build: (db) => collection(db, 'system/s1/integrations') },
  'failedBatches of s1 where gatewaySn == g1': {
    collection: 'failedBatches',
    build: (db) => query(collection(db, 'system/s1/failedBatches'), where('gatewaySn', '==', 'g1'), limit(21)),
  },
  'all gatewayInfo': { collection: 'gatewayInfo', build: (db) => collection(db, 'gatewayInfo') },
  'all sensorInfo': { collection: 'sensorInfo', build: (db) => collection(db, 'sensorInfo') },
  'all apiKeys': { collection: 'apiKeys', build: (db) => collection(db, 'apiKeys') },
  'all claims': { collection: 'claims', build: (db) => collection(db, 'claims') },
  'baseSensorConfigs where type == temperature': {
    collection: 'baseSensorConfigs',
    build: (db) => query(collection(db, 'baseSensorConfigs'), where('type', '==', 'temperature')),
  },
  'all baseSensorConfigs': { collection: 'baseSensorConfigs', build: (db) => collection(db, 'baseSensorConfigs') },
  'invites where user == me newest first': {
    collection: 'invites',
    build: (db, who) => query(collection(db, 'invites'), where('user', '==', emailOf(who)), orderBy('time', 'desc')),
  },
  'invites where user == member': {
    collection: 'invites',
    build: (db) => query(collection(db, 'invites'), where('user', '==', 'member@example.com')),
  },
  'all invites': { collection: 'invites', build: (db) => collection(db, 'invites') },
  'all users': { collection: 'users', build: (db) => collection(db, 'users') },
  'latest whatsNew': {
    collection: 'whatsNew',
    build: (db) => query(collection(db, 'whatsNew'), orderBy('time', 'desc'), limit(1)),
  },
} satisfies Record<string, QuerySpec>;

export type QueryName = keyof typeof QUERIES;
