// `npm run simulate -- [--backlog 6h] [--interval 5s] [--outage <gateway> <duration>] [--silent <sensor,…>]`:
// the demo gateways against the running emulators (same NEURON_PORT_OFFSET as `npm start`). With
// --backlog, first posts the buffered readings of that long an outage in batches of 500, one batch
// at a time, then keeps posting live. --outage takes a gateway down from now for that long (it
// posts nothing, not even a heartbeat, then carries on live); --silent leaves sensors out of their
// gateway's posts for good (a sensor that fell silent). What follows is the functions' own doing:
// offline after the 30-minute window, the grouped alert of a gateway, online again when it posts.
import { DEMO_GATEWAYS, DEMO_SENSORS } from './demo/demoData.js';
import { parseDuration } from './demo/duration.js';
import { BACKLOG_BATCH, postBacklog, startGatewaySimulator, type Outage } from './demo/gatewaySimulator.js';
import { requestOfRunningSimulator } from './demo/simulatorControl.js';
import { functionUrl } from './ports.js';

function option(name: string, index = 1): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + index] : undefined;
}

function outages(): Outage[] {
  const gateway = option('outage');
  if (gateway === undefined) return [];
  const duration = option('outage', 2);
  if (!DEMO_GATEWAYS.some((g) => g.sn === gateway) || !duration) {
    console.error(
      `usage: --outage <gateway> <duration>, the gateway one of ${DEMO_GATEWAYS.map((g) => g.sn).join(', ')}`,
    );
    process.exit(2);
  }
  const from = Date.now();
  return [{ gateway, from, until: from + parseDuration(duration) }];
}

function silent(): string[] {
  const list = option('silent')?.split(',').filter(Boolean) ?? [];
  const unknown = list.filter((sn) => !DEMO_SENSORS.some((s) => s.sn === sn));
  if (unknown.length > 0) {
    console.error(`--silent: not a demo sensor: ${unknown.join(', ')}`);
    process.exit(2);
  }
  return list;
}

const ingestUrl = option('url') ?? functionUrl('ingest');
const intervalMs = parseDuration(option('interval') ?? '5s');
const down = outages();
const quiet = silent();
const backlog = option('backlog');
if (backlog) {
  const ms = parseDuration(backlog);
  const started = Date.now();
  const posted = await postBacklog(ingestUrl, ms, intervalMs);
  const s = (Date.now() - started) / 1000;
  console.log(`Backlog of ${backlog}: ${posted} samples posted in batches of ${BACKLOG_BATCH} in ${s.toFixed(1)} s`);
}
const told = (down.length > 0 || quiet.length > 0) && !backlog && requestOfRunningSimulator(down, quiet);
if (told) {
  // `npm start`'s simulated gateway (this port offset) takes it from here: a second simulator
  // would keep the gateway posting.
  console.log('Told the simulated gateway of the running `npm start` (this NEURON_PORT_OFFSET).');
}
if (!told && !process.argv.includes('--once')) {
  const stop = startGatewaySimulator({ ingestUrl, intervalMs, outages: down, silent: quiet, control: true });
  console.log(`Posting live every ${intervalMs} ms to ${ingestUrl}; Ctrl-C stops.`);
  process.on('SIGINT', () => void stop().then(() => process.exit(0)));
}
if (told || !process.argv.includes('--once')) {
  for (const o of down) {
    const minutes = ((o.until - o.from) / 60_000).toFixed(1);
    console.log(
      `${o.gateway} is down for ${minutes} min: offline 30 min after its last report, with one alert for it and the sensors heard only through it; back online when it posts again.`,
    );
  }
  if (quiet.length) console.log(`Silent: ${quiet.join(', ')} (offline 30 min after their last sample).`);
}
