import { nextTask } from './timeSlices';

// How the data layer's two chunks are loaded (stores/transport.ts). A dynamic import evaluates
// every module it brings that has not run yet, in one task: the Firestore chunk's was zod's own
// set-up, the SDK and our schemas together, 25–30 ms of this machine's time, a long task on
// Lighthouse's slowed CPU (docs/FIRST_LOAD.md). Imported a part at a time, a task apart, each
// evaluates only what the parts before left: zod (data/zodFirst.ts), then the SDK
// (data/firestoreFirst.ts), then the shared schemas in four parts (data/schemasConfig.ts,
// schemasFirst.ts, schemasEvents.ts, schemasNext.ts), then our modules and the rest of the schemas.

let zod: Promise<void> | undefined;

/** zod's own modules, evaluated once for both chunks. */
function zodFirst(): Promise<void> {
  zod ??= import('./zodFirst').then(nextTask, (error: unknown) => {
    zod = undefined; // a later load tries again (e.g. back online)
    throw error;
  });
  return zod;
}

/**
 * The device list and the local device cache (data/deviceListApi.ts): the page's side only, which
 * needs no zod (the worker it starts checks the devices: deviceList.worker.ts).
 */
export function loadDeviceListApi(): Promise<typeof import('./deviceListApi')> {
  return import('./deviceListApi');
}

/** Everything that needs the Firestore SDK (data/firestoreApi.ts). */
export async function loadFirestoreApi(): Promise<typeof import('./firestoreApi')> {
  await zodFirst();
  await import('./firestoreFirst');
  await nextTask();
  await import('./schemasConfig');
  await nextTask();
  await import('./schemasFirst');
  await nextTask();
  await import('./schemasEvents');
  await nextTask();
  await import('./schemasNext');
  await nextTask();
  return import('./firestoreApi');
}
