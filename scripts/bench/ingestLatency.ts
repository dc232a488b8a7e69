// Runs inside `firebase emulators:exec`: time from POST /ingest until the device document shows
// the sample, over a number of posts. The emulators are not production; the number is for
// comparing one change with the next on the same machine.
import { getFirestore } from 'firebase-admin/firestore';
import { initializeApp } from 'firebase-admin/app';
import { DEMO_GATEWAYS, DEMO_SYSTEM_ID } from '../demo/demoData.js';
import { seedDemo } from '../demo/seed.js';
import { PROJECT_ID, functionUrl } from '../ports.js';

const POSTS = 20;
const db = getFirestore(initializeApp({ projectId: PROJECT_ID }));
await seedDemo();
const gateway = DEMO_GATEWAYS[0];
const latencies: number[] = [];
for (let i = 0; i < POSTS; i++) {
  const time = Date.now();
  const started = performance.now();
  const res = await fetch(functionUrl('ingest'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${gateway.key}` },
    body: JSON.stringify({ gatewaySn: gateway.sn, samples: [{ sn: 'S-1001', time, rawValues: [200 + i, 600] }] }),
  });
  if (res.status !== 202) throw new Error(`ingest answered ${res.status}`);
  const ref = db.doc(`system/${DEMO_SYSTEM_ID}/devices/S-1001`);
  for (let tries = 0; (await ref.get()).get('sample.time') !== time; tries++) {
    if (tries > 600) throw new Error('sample never arrived');
    await new Promise((r) => setTimeout(r, 25));
  }
  latencies.push(performance.now() - started);
}
latencies.sort((a, b) => a - b);
const pct = (p: number) =>
  Math.round(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]);
console.log(`BENCH ingest→device latency over ${POSTS} posts: p50 ${pct(50)} ms, p90 ${pct(90)} ms (emulators)`);
process.exit(0);
