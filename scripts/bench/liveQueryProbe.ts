// A probe (issue 48), kept as the source of docs/LARGE_SYSTEMS.md's figures on listener kinds: how long one device write takes to reach a web-SDK listener on the
// Firestore emulator, per kind of listener, at 100 / 1,000 / 10,000 sensors. Runs inside
// `tsx scripts/emulators.ts exec "npx tsx scripts/bench/liveQueryProbe.ts"`.
import { getApps as adminApps, initializeApp as adminInit } from 'firebase-admin/app';
import { getFirestore as adminDb } from 'firebase-admin/firestore';
import { initializeApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  documentId,
  getDocs,
  getFirestore,
  limit,
  onSnapshot,
  orderBy,
  query,
  where,
  type Query,
} from 'firebase/firestore';
import { seedLargeSystem, type LargeSystem } from '../demo/largeSystem.js';
import { PROJECT_ID, ports } from '../ports.js';

const admin = adminDb(adminApps()[0] ?? adminInit({ projectId: PROJECT_ID }));
const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'probe' }, 'probe');
const db = getFirestore(app);
connectFirestoreEmulator(db, '127.0.0.1', ports().firestore, { mockUserToken: 'owner' });

const counts = (process.env.PROBE_COUNTS ?? '100,1000,10000').split(',').map(Number);
const ROUNDS = Number(process.env.PROBE_ROUNDS ?? 5);
const systems: LargeSystem[] = [];
for (const n of counts) {
  const t = Date.now();
  systems.push(await seedLargeSystem(`probe-${n}`, n));
  console.log(`seeded ${n} in ${Date.now() - t} ms`);
}

type Watch = (onTime: (sn: string, time: number) => void) => () => void;

function watchQuery(q: Query): Watch {
  return (onTime) =>
    onSnapshot(q, (snap) => {
      for (const c of snap.docChanges()) {
        const time = (c.doc.data() as { sample?: { time?: number } }).sample?.time;
        if (typeof time === 'number') onTime(c.doc.id, time);
      }
    });
}

function modes(s: LargeSystem): Record<string, Watch> {
  const devices = collection(db, 'system', s.systemId, 'devices');
  const first50 = s.sensors.slice(0, 50);
  return {
    pageQuery: watchQuery(query(devices, where('type', '==', 'SENSOR'), orderBy(documentId()), limit(50))),
    heardBy: watchQuery(
      query(devices, where('sample.gatewaySn', '==', s.gatewaySn), orderBy('sample.time', 'desc'), limit(5)),
    ),
    docs50: (onTime) => {
      const stops = first50.map((sn) =>
        onSnapshot(doc(devices, sn), (snap) => {
          const time = (snap.data() as { sample?: { time?: number } } | undefined)?.sample?.time;
          if (typeof time === 'number') onTime(sn, time);
        }),
      );
      return () => stops.forEach((s) => s());
    },
    in30x2: (onTime) => {
      const stops = [first50.slice(0, 25), first50.slice(25)].map((ids) =>
        watchQuery(query(devices, where(documentId(), 'in', ids)))(onTime),
      );
      return () => stops.forEach((s) => s());
    },
    reported: watchQuery(query(devices, where('type', '==', 'SENSOR'), orderBy('sample.time', 'desc'), limit(1))),
    docs50newSince: (onTime) => {
      const stops = first50.map((sn) =>
        onSnapshot(doc(devices, sn), (snap) => {
          const time = (snap.data() as { sample?: { time?: number } } | undefined)?.sample?.time;
          if (typeof time === 'number') onTime(sn, time);
        }),
      );
      stops.push(watchQuery(query(devices, where('createdAt', '>', Date.now())))(() => undefined));
      return () => stops.forEach((s) => s());
    },
    // What the system page now does: its pages and a gateway's latest sensors read once, 15 rows live by document.
    readsThenDocs: (onTime) => {
      const page = (type: string) => query(devices, where('type', '==', type), orderBy(documentId()), limit(50));
      const heard = query(
        devices,
        where('sample.gatewaySn', '==', s.gatewaySn),
        orderBy('sample.time', 'desc'),
        limit(5),
      );
      let stopped = false;
      const stops: (() => void)[] = [];
      const t = Date.now();
      void Promise.all([
        getDocs(page('SENSOR')),
        getDocs(page('VIRTUAL')),
        getDocs(page('GATEWAY')),
        getDocs(heard),
      ]).then(() => {
        console.log(`  reads ${Date.now() - t} ms`);
        if (stopped) return;
        for (const sn of first50.slice(0, 15))
          stops.push(
            onSnapshot(doc(devices, sn), (snap) => {
              const time = (snap.data() as { sample?: { time?: number } } | undefined)?.sample?.time;
              if (typeof time === 'number') onTime(sn, time);
            }),
          );
      });
      return () => {
        stopped = true;
        stops.forEach((s) => s());
      };
    },
    // 50 rows by document beside a live query of another collection of the system (its maintenance windows).
    docs50maintenance: (onTime) => {
      const stops = first50.map((sn) =>
        onSnapshot(doc(devices, sn), (snap) => {
          const time = (snap.data() as { sample?: { time?: number } } | undefined)?.sample?.time;
          if (typeof time === 'number') onTime(sn, time);
        }),
      );
      const windows = collection(db, 'system', s.systemId, 'maintenance');
      stops.push(onSnapshot(query(windows, orderBy(documentId())), () => undefined));
      if (process.env.PROBE_EVENTS) {
        const events = collection(db, 'system', s.systemId, 'events');
        const kinds = ['alarm', 'offline', 'error'];
        const q = query(events, where('acknowledgedAt', '==', null), where('kind', 'in', kinds));
        stops.push(onSnapshot(q, () => undefined));
      }
      return () => stops.forEach((s) => s());
    },
    pageAndHeard: (onTime) => {
      const stops = [
        watchQuery(query(devices, where('type', '==', 'SENSOR'), orderBy(documentId()), limit(50)))(onTime),
        watchQuery(query(devices, where('type', '==', 'VIRTUAL'), orderBy(documentId()), limit(50)))(onTime),
        watchQuery(query(devices, where('type', '==', 'GATEWAY'), orderBy(documentId()), limit(50)))(onTime),
        watchQuery(
          query(devices, where('sample.gatewaySn', '==', s.gatewaySn), orderBy('sample.time', 'desc'), limit(5)),
        )(onTime),
      ];
      return () => stops.forEach((s) => s());
    },
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const only = process.env.PROBE_MODES?.split(',');
for (const s of systems) {
  for (const [name, watch] of Object.entries(modes(s))) {
    if (only && !only.includes(name)) continue;
    const sn = s.sensors[0];
    let waiting: { time: number; resolve: (at: number) => void } | null = null;
    let firstResolve: () => void = () => undefined;
    const first = new Promise<void>((r) => (firstResolve = r));
    const stop = watch((id, time) => {
      firstResolve();
      if (id === sn && waiting && time === waiting.time) waiting.resolve(Date.now());
    });
    await Promise.race([first, new Promise((r) => setTimeout(r, 3000))]);
    await new Promise((r) => setTimeout(r, 500));
    const times: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const t0 = Date.now();
      const seen = new Promise<number>((resolve) => (waiting = { time: t0, resolve }));
      await admin.doc(`system/${s.systemId}/devices/${sn}`).update({ 'sample.time': t0 });
      const wrote = Date.now() - t0;
      const at = await Promise.race([seen, new Promise<number>((r) => setTimeout(() => r(t0 + 60_000), 60_000))]);
      times.push(at - t0);
      console.log(`  ${name} write ${wrote} ms, seen ${at - t0} ms`);
    }
    stop();
    console.log(`PROBE ${s.sensors.length} ${name}: median ${median(times)} ms [${times.join(' ')}]`);
  }
}
process.exit(0);
