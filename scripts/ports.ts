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

/**
 * The ports above 1000 on the Fetch standard's list of bad ports: browsers refuse to fetch them
 * (Chromium: net::ERR_UNSAFE_PORT), so an app page could not reach an emulator there.
 */
const BROWSER_REFUSED_PORTS = new Set([
  1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

/** The first of the offset's ports a browser refuses to fetch (offset 2000: Firestore on 10080), if any. */
export function browserRefusedPort(offset: number): number | undefined {
  return Object.values(BASE)
    .map((port) => port + offset)
    .find((port) => BROWSER_REFUSED_PORTS.has(port));
}

/** The offset in force (NEURON_PORT_OFFSET, default 0). */
export function portOffset(): number {
  const raw = process.env.NEURON_PORT_OFFSET ?? '0';
  const offset = Number(raw);
  if (!Number.isInteger(offset) || offset < 0 || offset % 1000 !== 0) {
    throw new Error(`NEURON_PORT_OFFSET must be a multiple of 1000, got '${raw}'`);
  }
  const refused = browserRefusedPort(offset);
  if (refused !== undefined) {
    throw new Error(
      `NEURON_PORT_OFFSET=${offset} puts an emulator on port ${refused}, which browsers refuse to fetch: pick another offset`,
    );
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
