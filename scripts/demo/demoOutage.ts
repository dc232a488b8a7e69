// What silence does, staged for `npm start`: the cold-store gateway's last report is backdated so
// that it goes offline a couple of minutes after the start, taking its sensors with it (one grouped
// alert), and comes back a little later (one online event); the soil sensor falls silent for good
// (its own offline alert). The demo only posts samples and its gateway report through /ingest,
// backdated, and backdates the gateway's last report (its device's reportedAt, which /ingest sets
// to the moment of the post); the offline and online states, the events, the alerts and the
// system's counts are the functions' own doing, on their timers and sweeps (docs/LOCAL_ALERTS.md).
import { ONLINE_WINDOW_MS } from '@neuron/shared';
import type { Firestore } from 'firebase-admin/firestore';
import { DEMO_GATEWAYS, DEMO_SENSORS, DEMO_SYSTEM_ID } from './demoData.js';
import { parseDuration } from './duration.js';
import { post, readingsAt } from './gatewaySimulator.js';
import type { Outage } from './simulatorControl.js';

/** The gateway that goes down, and the sensor that falls silent (heard through the other gateway). */
export const OUTAGE_GATEWAY = 'GW-2002';
export const SILENT_SENSOR = 'S-1002';
/** How long after the gateway the silent sensor goes offline. */
const SILENT_LATER_MS = 30_000;

/** `<offline after>,<back after>` (e.g. `2m,3m`): when the staged outage takes effect, from its staging. */
export const DEMO_OUTAGE_ENV = 'NEURON_DEMO_OUTAGE';

export interface DemoTimeline {
  /** From the gateway's backdated last post until it (and its sensors) go offline. */
  offlineAfterMs: number;
  /** From that post until the gateway posts again. */
  backAfterMs: number;
}

/**
 * Offline 2 minutes after the staging, back a minute later: the staging follows the emulators'
 * start and the seed (a minute or more on a busy 2-core machine), and the recovery belongs in a
 * new user's first five minutes too.
 */
export const DEFAULT_TIMELINE: DemoTimeline = { offlineAfterMs: 2 * 60_000, backAfterMs: 3 * 60_000 };

/** The timeline of NEURON_DEMO_OUTAGE, or the default (2 and 3 minutes). */
export function demoTimeline(raw = process.env[DEMO_OUTAGE_ENV]): DemoTimeline {
  if (!raw?.trim()) return DEFAULT_TIMELINE;
  const [offline, back] = raw.split(',').map((part) => parseDuration(part));
  if (!(offline > 0 && back > offline && offline < ONLINE_WINDOW_MS)) {
    throw new Error(`${DEMO_OUTAGE_ENV} must be '<offline after>,<back after>' with 0 < offline < back, got '${raw}'`);
  }
  return { offlineAfterMs: offline, backAfterMs: back };
}

const clock = (ms: number) => new Date(ms).toLocaleTimeString('en-GB');
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until each device's latest sample is the one at `time` (stored by the functions). */
async function stored(db: Firestore, sns: readonly string[], time: number): Promise<void> {
  await until(`storing the demo's backdated samples of ${sns.join(', ')}`, async () =>
    (await latestSamples(db, sns)).every((t) => t === time),
  );
}

/** Waits until each device has the state its creation trigger gives it. */
async function untilCreated(db: Firestore, sns: readonly string[]): Promise<void> {
  await until(`the demo devices ${sns.join(', ')} getting their state`, async () => {
    const snaps = await Promise.all(sns.map((sn) => db.doc(`system/${DEMO_SYSTEM_ID}/devices/${sn}`).get()));
    return snaps.every((s) => s.get('state') !== undefined);
  });
}

/** When each demo sensor's latest sample was taken (undefined: none yet). */
async function latestSamples(db: Firestore, sns: readonly string[]): Promise<(number | undefined)[]> {
  const snaps = await Promise.all(sns.map((sn) => db.doc(`system/${DEMO_SYSTEM_ID}/devices/${sn}`).get()));
  return snaps.map((s) => {
    const time: unknown = s.get('sample.time');
    return typeof time === 'number' ? time : undefined;
  });
}

/** Polls until `check` holds (up to 3 minutes: a first function run on a busy machine is slow). */
async function until(what: string, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen`);
    await wait(250);
  }
}

/**
 * The staged outage and silent sensor. `outages` and `silent` are what the simulator is given
 * (and reads before each post): the outage gateway is down from the start, so it posts nothing
 * before its backdated last report, and the silent sensor is left out. `stage` then posts that
 * last report once the pipeline is warm (the simulator's first samples stored), so the moment it
 * goes offline is set by a post stored in moments, not by how long a first function run takes.
 */
export class DemoOutage {
  readonly outages: Outage[] = [{ gateway: OUTAGE_GATEWAY, from: Date.now(), until: Number.POSITIVE_INFINITY }];
  readonly silent: string[] = [SILENT_SENSOR];

  constructor(private readonly timeline: DemoTimeline = demoTimeline()) {}

  /**
   * Stages it through /ingest at `ingestUrl` (the simulator running); returns the banner's lines.
   * Not staged (the gateway and sensor simply post) when their latest samples are newer than the
   * backdated ones would be: a restart soon after a stop, when they are online on their own clock.
   */
  async stage(db: Firestore, ingestUrl: string): Promise<string[]> {
    const gateway = DEMO_GATEWAYS.find((g) => g.sn === OUTAGE_GATEWAY)!;
    const silentSensor = DEMO_SENSORS.find((s) => s.sn === SILENT_SENSOR)!;
    const silentGateway = DEMO_GATEWAYS.find((g) => g.sn === silentSensor.gateway)!;
    const outageSensors = DEMO_SENSORS.filter((s) => s.gateway === OUTAGE_GATEWAY).map((s) => s.sn);
    const liveSensors = DEMO_SENSORS.filter((s) => s.gateway === silentGateway.sn && s.sn !== SILENT_SENSOR).map(
      (s) => s.sn,
    );
    const begun = Date.now();
    // Their creation triggers first (a state from a first sample could otherwise be overwritten).
    await untilCreated(db, [...outageSensors, SILENT_SENSOR, gateway.sn]);
    const latest = await latestSamples(db, [...outageSensors, SILENT_SENSOR]);
    const lastReport = begun - ONLINE_WINDOW_MS + this.timeline.offlineAfterMs;
    if (latest.some((t) => t !== undefined && t >= lastReport)) {
      this.outages.length = 0;
      this.silent.length = 0;
      return [' Demo outage:         not staged (its sensors reported too recently)'];
    }
    // Warm: the simulator's own samples of the other gateway stored since it started.
    await until('storing the simulator’s first samples', async () =>
      (await latestSamples(db, liveSensors)).every((t) => t !== undefined && t >= begun),
    );
    // The gateway's last post (its sensors' readings and its report) and the silent sensor's last
    // sample, each as measured then: the offline moments count from now.
    const now = Date.now();
    const last = now - ONLINE_WINDOW_MS + this.timeline.offlineAfterMs;
    const silentLast = last + SILENT_LATER_MS;
    await post(ingestUrl, gateway, readingsAt(gateway.sn, last), undefined, true);
    const silentReading = readingsAt(silentGateway.sn, silentLast).filter((r) => r.sn === SILENT_SENSOR);
    await post(ingestUrl, silentGateway, silentReading);
    await stored(db, outageSensors, last);
    await stored(db, [SILENT_SENSOR], silentLast);
    // /ingest noted the post as heard now: its last report is backdated to when the readings were
    // taken (on the gateway's device, where the presence rule and /ingest read it).
    await db.doc(`system/${DEMO_SYSTEM_ID}/devices/${gateway.sn}`).update({ reportedAt: last });
    // Down for as long after its offline moment as the timeline says, however long this took.
    const offlineAt = last + ONLINE_WINDOW_MS;
    const backAt = offlineAt + this.timeline.backAfterMs - this.timeline.offlineAfterMs;
    this.outages[0].until = backAt;
    return [
      ` Demo outage:         ${gateway.alias} (${gateway.sn}) last reported at ${clock(last)}: offline with`,
      `                      ${outageSensors.join(', ')} at ${clock(offlineAt)} (one alert), back at ${clock(backAt)};`,
      `                      ${silentSensor.alias} (${SILENT_SENSOR}) falls silent: offline at ${clock(silentLast + ONLINE_WINDOW_MS)}`,
    ];
  }
}
