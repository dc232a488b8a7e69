// `npm run build:rules`: joins firestore/rules/ into the one file firebase.json deploys
// (scripts/firestoreRules.ts). firebase.json runs it before every deploy of Firestore.
import { relative } from 'node:path';
import { writeFirestoreRules } from './firestoreRules.js';

console.log(`Firestore rules built: ${relative(process.cwd(), writeFirestoreRules())}`);
