// `npm run recount -- (--system <id>… | --all) (--project <id> | --emulators)`: repairs systems'
// device counts (`summary/counts`) from their devices (functions/src/workflows/summaryFold.ts
// `recountSummary`): a correction recorded as one more change of the counts and folded at once.
// Safe while the system runs; prints each system's correction. docs/DEPLOY.md, section 8.
import { PROJECT_ID, ports } from '../ports.js';
import { recountRequest } from './recountRequest.js';

const request = recountRequest(process.argv.slice(2));
if (!request.ok) {
  console.error(request.message);
  process.exit(2);
}
if (request.emulators) process.env.FIRESTORE_EMULATOR_HOST ??= `127.0.0.1:${ports().firestore}`;
// The functions' Admin SDK app takes the project from the environment (in a project: Application
// Default Credentials, from gcloud auth or a key file).
process.env.GCLOUD_PROJECT = request.emulators ? PROJECT_ID : request.project;
const { recountSummary } = await import('../../functions/src/workflows/summaryFold.js');
const { forEachSystemIdPage } = await import('../../functions/src/data/systems.js');

const { readSystemData } = await import('../../functions/src/data/systems.js');

let unknown = 0;
const recount = async (systemId: string) => {
  // A mistyped id has no devices, no counts and no changes: it would read as "counts were right".
  if ((await readSystemData(systemId)) === undefined) {
    console.error(`${systemId}: no such system`);
    unknown++;
    return;
  }
  const correction = await recountSummary(systemId, Date.now());
  const changed = Object.entries(correction ?? {}).filter(([, v]) => v !== 0);
  console.log(
    `${systemId}: ${changed.length === 0 ? 'counts were right' : `corrected ${changed.map(([k, v]) => `${k} ${v > 0 ? '+' : ''}${v}`).join(', ')}`}`,
  );
};
if (request.systems === 'all')
  // Twenty at a time: each recount is a transaction reading every device of its system.
  await forEachSystemIdPage(500, async (ids) => {
    for (let i = 0; i < ids.length; i += 20) await Promise.all(ids.slice(i, i + 20).map(recount));
  });
else for (const systemId of request.systems) await recount(systemId);
process.exit(unknown > 0 ? 1 : 0);
