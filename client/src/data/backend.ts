/// <reference types="vite/client" />
// Where the client's backend is: the local emulators when there is no Firebase config
// (VITE_FIREBASE_API_KEY unset), else the deployment. The one place that builds the emulators'
// origins, the project id and function URLs. No Firebase import: endpoints.ts hands URLs on
// without loading the data layer.
const env = import.meta.env;

/** True when the client talks to the local emulators. */
export const useEmulators = !env.VITE_FIREBASE_API_KEY;
/** The emulators' port offset (NEURON_PORT_OFFSET, handed to Vite as VITE_EMULATOR_PORT_OFFSET). */
export const portOffset = Number(env.VITE_EMULATOR_PORT_OFFSET ?? 0) || 0;
/** The project id the emulators run under (scripts/ports.ts PROJECT_ID; a unit test keeps them equal). */
export const EMULATOR_PROJECT_ID = 'demo-neuron';
/** Region of the functions (scripts/ports.ts REGION). */
export const REGION = 'us-central1';
/** The emulators' ports at offset 0 (scripts/ports.ts). */
export const EMULATOR_PORTS = { auth: 9099, firestore: 8080, functions: 5001 } as const;

/** The host of the emulators: the page's own. */
export const emulatorHost = () => location.hostname || '127.0.0.1';

/** The project id: the emulators' or the deployment's. */
export const projectId = (): string => (useEmulators ? EMULATOR_PROJECT_ID : String(env.VITE_FIREBASE_PROJECT_ID));

/** Where an emulator listens (its port at offset 0 given), or undefined against a real project. */
export function emulatorOrigin(port: number): string | undefined {
  return useEmulators ? `http://${emulatorHost()}:${port + portOffset}` : undefined;
}

/** The URL of an HTTPS function: on the functions emulator, or of the deployment. */
export function functionUrl(name: string): string {
  const emulator = emulatorOrigin(EMULATOR_PORTS.functions);
  if (emulator) return `${emulator}/${EMULATOR_PROJECT_ID}/${REGION}/${name}`;
  return `https://${REGION}-${projectId()}.cloudfunctions.net/${name}`;
}
