// `npm run simulate -- [--backlog 6h] [--interval 5s]`: the demo gateways against the running
// emulators (same NEURON_PORT_OFFSET as `npm start`). With --backlog, first posts the buffered
// readings of that long an outage in batches of 500, one batch at a time, then keeps posting live.
import { BACKLOG_BATCH, postBacklog, startGatewaySimulator } from './demo/gatewaySimulator.js';
import { functionUrl } from './ports.js';

/** "6h", "30m", "45s", "500ms" or a number of ms. */
export function parseDuration(text: string): number {
  const m = /^(\d+(?:\.\d+)?)(ms|s|m|h|d)?$/.exec(text.trim());
  if (!m) throw new Error(`not a duration: '${text}' (try 6h, 30m, 5s)`);
  const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 }[m[2] ?? 'ms'] ?? 1;
  return Number(m[1]) * unit;
}

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const ingestUrl = option('url') ?? functionUrl('ingest');
const intervalMs = parseDuration(option('interval') ?? '5s');
const backlog = option('backlog');
if (backlog) {
  const ms = parseDuration(backlog);
  const started = Date.now();
  const posted = await postBacklog(ingestUrl, ms, intervalMs);
  const s = (Date.now() - started) / 1000;
  console.log(`Backlog of ${backlog}: ${posted} samples posted in batches of ${BACKLOG_BATCH} in ${s.toFixed(1)} s`);
}
if (!process.argv.includes('--once')) {
  const stop = startGatewaySimulator({ ingestUrl, intervalMs });
  console.log(`Posting live every ${intervalMs} ms to ${ingestUrl}; Ctrl-C stops.`);
  process.on('SIGINT', () => void stop().then(() => process.exit(0)));
}
