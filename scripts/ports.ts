/**
 * Emulator and dev-server ports. NEURON_PORT_OFFSET (a multiple of 1000) shifts them all,
 * so that two checkouts can run their emulators side by side on one machine.
 */
export interface Ports {
  auth: number;
  firestore: number;
  firestoreWebsocket: number;
  functions: number;
  pubsub: number;
  hub: number;
  logging: number;
  eventarc: number;
  tasks: number;
  client: number;
  /** scripts/functionActivity.ts: whether the functions emulator is running anything (tests only). */
  functionActivity: number;
}

const BASE: Ports = {
  auth: 9099,
  firestore: 8080,
  firestoreWebsocket: 9150,
  functions: 5001,
  pubsub: 8085,
  hub: 4400,
  logging: 4500,
  eventarc: 9299,
  tasks: 9499,
  client: 5173,
  functionActivity: 4600,
};

/** The project id every emulator runs under: a demo- id never reaches real Google services. */
export const PROJECT_ID = 'demo-neuron';
/** Region of the functions. */
export const REGION = 'us-central1';

/** The offset in force (NEURON_PORT_OFFSET, default 0). */
export function portOffset(): number {
  const raw = process.env.NEURON_PORT_OFFSET ?? '0';
  const offset = Number(raw);
  if (!Number.isInteger(offset) || offset < 0 || offset % 1000 !== 0) {
    throw new Error(`NEURON_PORT_OFFSET must be a multiple of 1000, got '${raw}'`);
  }
  return offset;
}

/** Every port, shifted by the offset. */
export function ports(offset = portOffset()): Ports {
  return Object.fromEntries(Object.entries(BASE).map(([k, v]) => [k, v + offset])) as unknown as Ports;
}

/** URL of an HTTPS function on the functions emulator. */
export function functionUrl(name: string, p: Ports = ports()): string {
  return `http://127.0.0.1:${p.functions}/${PROJECT_ID}/${REGION}/${name}`;
}
