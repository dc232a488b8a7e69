// `npm run whatsnew -- --title "…" --body "…" [--time …] (--emulators | --project <id>)`: publishes
// a What's new entry (docs/DEPLOY.md). The entry is checked with the shared schema first; nothing
// is written when it is refused.
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { PROJECT_ID, ports } from '../ports.js';
import { whatsNewRequest } from './entry.js';

const request = whatsNewRequest(process.argv.slice(2), Date.now());
if (!request.ok) {
  console.error(request.message);
  process.exit(2);
}
if (request.emulators) process.env.FIRESTORE_EMULATOR_HOST ??= `127.0.0.1:${ports().firestore}`;
const projectId = request.emulators ? PROJECT_ID : request.project;
if (!projectId) {
  console.error('--project: name the Firebase project (or --emulators for the local ones)');
  process.exit(2);
}
// In a project, the Admin SDK uses Application Default Credentials (gcloud auth or a key file).
const db = getFirestore(initializeApp({ projectId }));
const ref = await db.collection('whatsNew').add(request.entry);
console.log(`Published whatsNew/${ref.id} (${new Date(request.entry.time).toISOString()}): ${request.entry.title}`);
