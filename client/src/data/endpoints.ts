// Endpoint URLs without Firebase: the transport hands them on without loading the data layer.
const env = import.meta.env;
const useEmulators = !env.VITE_FIREBASE_API_KEY;
const portOffset = Number(env.VITE_EMULATOR_PORT_OFFSET ?? 0) || 0;
const REGION = 'us-central1';

/** The URL gateways POST samples to (the ingest function of this deployment or the emulators). */
export function ingestEndpoint(): string {
  const projectId = useEmulators ? 'demo-neuron' : env.VITE_FIREBASE_PROJECT_ID;
  if (useEmulators)
    return `http://${location.hostname || '127.0.0.1'}:${5001 + portOffset}/${projectId}/${REGION}/ingest`;
  return `https://${REGION}-${projectId}.cloudfunctions.net/ingest`;
}

/** Where the read API answers (GET with `Authorization: Bearer <key>`). */
export function readApiUrl(): string {
  if (!useEmulators) return `https://${REGION}-${String(env.VITE_FIREBASE_PROJECT_ID)}.cloudfunctions.net/readApi`;
  return `http://${location.hostname || '127.0.0.1'}:${5001 + portOffset}/demo-neuron/${REGION}/readApi`;
}
