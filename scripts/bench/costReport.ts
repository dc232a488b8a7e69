// Turns what scripts/bench/costRun.ts and the emulators printed into the cost section of
// docs/benchmarks.md: per-sample runs, reads, writes and stored bytes in steady state; the writes
// per second of the busiest documents in the two storms; the bill at list prices (costPrices.ts).
import { readFileSync } from 'node:fs';
import { GATEWAY_SIGNAL_NOTE_MS } from '../../functions/src/domain/gatewayHeard.js';
import { join } from 'node:path';
import { hotDocuments, writesByKind, type Phase } from './costPhases.js';
import { GiB, PRICES, SAMPLES_PER_SENSOR_MONTH, SAMPLES_PER_SENSOR_YEAR } from './costPrices.js';

/**
 * Collects the phases (with the emulator log's offsets the driver printed), RESULT and CPU lines
 * from the driver's output; then `readEmulatorLog` reads each phase's slice of the emulators' log
 * (where the function workers' run, METER, DOCW and DOCR lines go).
 */
export class CostLog {
  readonly phases = new Map<string, Phase>();
  readonly results = new Map<string, Record<string, number>>();
  readonly cpu = new Map<string, Record<string, number>>();
  private readonly ranges = new Map<string, { from: number; to?: number }>();
  /** The emulators' log of the run (named by scripts/emulators.ts in its first line). */
  logFile: string | undefined;
  /** Whether the function workers loaded the tracer (scripts/bench/firestoreTrace.cjs). */
  traced = false;

  line(text: string): void {
    const file = /their output: (\S+\.log)/.exec(text);
    if (file) this.logFile = file[1];
    const marker = /PHASE (\S+) (start|end) (\d+)/.exec(text);
    if (marker) {
      const at = Number(marker[3]);
      if (marker[2] === 'start') this.ranges.set(marker[1], { from: at });
      else this.ranges.get(marker[1])!.to = at;
      return;
    }
    const res = /RESULT (\S+) (\{.*\})/.exec(text);
    if (res) this.results.set(res[1], JSON.parse(res[2]) as Record<string, number>);
    const cpu = /CPU (\S+) (\{.*\})/.exec(text);
    if (cpu) this.cpu.set(cpu[1], JSON.parse(cpu[2]) as Record<string, number>);
  }

  /** Reads each phase's slice of the emulators' log (`root`: where the log's relative path starts). */
  readEmulatorLog(root: string): void {
    if (!this.logFile) return;
    const log = readFileSync(join(root, this.logFile));
    for (const [name, { from, to }] of this.ranges) {
      const p: Phase = { runs: {}, meterReads: 0, meterWrites: 0, reads: 0, writes: new Map() };
      this.phases.set(name, p);
      for (const text of log
        .subarray(from, to ?? log.length)
        .toString('utf8')
        .split('\n'))
        this.phaseLine(p, text);
    }
  }

  private phaseLine(p: Phase, text: string): void {
    const w = /DOCW (\d+) (\S+)/.exec(text);
    const r = /DOCR \d+ (\d+)/.exec(text);
    if (w || r) this.traced = true;
    const begun = /Beginning execution of "(?:[\w-]+-)?(\w+)"/.exec(text);
    if (begun) p.runs[begun[1]] = (p.runs[begun[1]] ?? 0) + 1;
    const meter = /METER fn=\w+ samples=\d+ reads=(\d+) writes=(\d+)/.exec(text);
    if (meter) [p.meterReads, p.meterWrites] = [p.meterReads + Number(meter[1]), p.meterWrites + Number(meter[2])];
    if (w) p.writes.set(w[2], [...(p.writes.get(w[2]) ?? []), Number(w[1])]);
    if (r) p.reads += Number(r[1]);
  }
}

const fmt = (n: number, digits = 2) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');
const usd = (n: number, digits = 4) => (Number.isFinite(n) ? `$${n.toFixed(digits)}` : 'n/a');
const mark = (ok: boolean) => (ok ? 'met' : '**missed**');
const sum = (r: Record<string, number>) => Object.values(r).reduce((a, b) => a + b, 0);

export function costReport(log: CostLog): { markdown: string; lines: string[]; ok: boolean } {
  const steady = log.phases.get('steady');
  const s = log.results.get('steady');
  if (!steady || !s || !log.traced)
    return {
      markdown: '## Cost and storms (emulators)\n\nNot measured: the run did not complete (see its output).',
      lines: [],
      ok: false,
    };
  const stored = s.stored;
  const per = (n: number) => n / stored;
  const runs = per(sum(steady.runs));
  const measuredWrites = per([...steady.writes.values()].reduce((n, a) => n + a.length, 0));
  const byKind = writesByKind(steady.writes);
  // The gateways' notes of being heard: each one write of its device. A gateway posting fresh
  // samples every 60 s takes one every quarter of an hour, seldom inside the few rounds measured:
  // the steady state counts its share (one write per 15 posts of 20 samples) in place of the notes
  // the rounds happened to take.
  const notes = byKind.unsampled;
  const noteShare = 60_000 / GATEWAY_SIGNAL_NOTE_MS / 20;
  const writes = measuredWrites - per(notes) + noteShare;
  const reads = per(steady.reads);
  const workerCpu = (log.cpu.get('steady')?.['function workers'] ?? NaN) / stored;
  // The bill per sample at list prices. Compute: the workers' CPU seconds as vCPU-seconds and
  // 512 MiB held for as long (an instance serves 80 at once, so this is an upper bound per sample).
  // Pub/Sub: the samples message (about 100 bytes a sample, at least 1 KB a message of 20) published and delivered.
  // Cloud Tasks: one offline timer per sensor per 30-minute window (30 samples at 60 s).
  const perSample = {
    writes: writes * PRICES.firestoreWrite,
    reads: reads * PRICES.firestoreRead,
    ttlDelete: PRICES.firestoreDelete,
    invocations: runs * PRICES.functionInvocation,
    compute: workerCpu * (PRICES.vcpuSecond + 0.5 * PRICES.gibSecond),
    pubsub: ((2 * Math.max(1024, 20 * 100)) / 20 / 1024 ** 4) * PRICES.pubsubTiB,
    tasks: (2 / 30) * PRICES.taskOperation,
  };
  const opsPerSample = sum(perSample);
  const yearGiB =
    (SAMPLES_PER_SENSOR_YEAR * s.historyBytesPerSample + 365 * s.rollupBytesPerSensorDay + s.deviceBytes) / GiB;
  const storageMonth = yearGiB * PRICES.firestoreGiBMonth;
  const sensorMonth = opsPerSample * SAMPLES_PER_SENSOR_MONTH + storageMonth;
  const perMillion = opsPerSample * 1e6 + (storageMonth / SAMPLES_PER_SENSOR_MONTH) * 1e6;
  // Compared as printed, to two places (the steady state's note share is a third of a hundredth).
  const targets = {
    runs: runs <= 1.05,
    writes: Number(fmt(writes)) <= 2,
    reads: reads <= 2,
    bill: sensorMonth <= 0.15,
  };

  const stormRows: string[] = [];
  let stormOk = true;
  for (const [name, what] of [
    ['storm', '1,000 sensors offline at their deadline, then back'],
    ['alarm', 'one rule watching them all: all over its limit, then all under'],
  ] as const) {
    const p = log.phases.get(name);
    const r = log.results.get(name);
    if (!p || !r) {
      stormRows.push(`| ${what} | not measured | | | **missed** |`);
      stormOk = false;
      continue;
    }
    const hot = hotDocuments(p);
    const worst = hot.top[0];
    const maxAverage = Math.max(0, ...hot.top.map((d) => d.average));
    const met = (worst?.peak ?? 0) <= 5 && maxAverage <= 1;
    stormOk &&= met;
    const list = hot.top.map((d) => `\`${d.path}\` ${d.peak}/s peak, ${fmt(d.average)}/s avg (${d.writes})`).join('; ');
    stormRows.push(
      `| ${what} (${fmt(hot.seconds, 0)} s, ${hot.writes} writes to ${hot.documents} documents; runs: ${Object.entries(
        p.runs,
      )
        .map(([f, n]) => `${f} ${n}`)
        .join(', ')}) | ${worst?.peak ?? 0} | ${fmt(maxAverage)} | ${list} | ${mark(met)} |`,
    );
  }
  const runsBy = Object.entries(steady.runs)
    .map(([f, n]) => `${f} ${fmt(n / stored)}`)
    .join(', ');
  const lines = [
    `BENCH cost steady: ${fmt(runs)} runs (${runsBy}), ${fmt(writes)} writes, ${fmt(reads)} reads per stored sample; ${fmt(s.historyBytesPerSample, 0)} B stored per raw sample`,
    `BENCH cost bill: ${usd(perMillion, 2)} per million samples, ${usd(sensorMonth)} per sensor-month at 60 s with a year of raw history`,
    ...stormRows.map((r) => `BENCH ${r}`),
  ];
  const markdown = `## Cost and storms (emulators)

Run ${new Date().toISOString().slice(0, 10)} (port offset ${process.env.NEURON_PORT_OFFSET ?? '0'}) by \`npm run bench -- cost\`
(\`scripts/bench/costRun.ts\`) on a system of ${s.sensors / 20 + (log.results.get('storm')?.sensors ?? 0) / 20} gateways of 20 sensors
(\`scripts/bench/costSystem.ts\`: the offline rules and one threshold rule watching every sensor).
Reads and writes are those of **every** function, as the Admin SDK sent them: each function worker
loads \`scripts/bench/firestoreTrace.cjs\`, which logs each document a commit wrote (with the moment
it succeeded) and each document a read returned (a query at least one). Function runs are the
emulator's "Beginning execution" lines. Stored bytes follow Firestore's storage-size rules
(\`scripts/bench/storageSize.ts\`, with the field exemptions of \`firestore.indexes.json\`).

### Per stored sample (steady state)

${s.sensors} sensors on ${s.sensors / 20} gateways, each gateway posting its 20 sensors in one request with its own
report (status, firmware, cell and an rssi that moves a dB or two every post, within its bars),
${s.rounds} rounds 61 s apart after a warm-up round, each sample measured a moment before its post, values in
range (no alarm); ${stored} samples stored.
A stored sample writes its history document and its device, whose running rollup (the rollup of its
newest day) rides in the same write; that device write also records that the posting gateway was
heard (\`sample.gatewaySn\`, \`sample.gateways\`). The gateway's report writes its gatewayInfo only when
its status, firmware, cell tower or signal bars change (none in these rounds, so no
\`onGatewayInfoWrite\` runs), and its own note of being heard (one write of its device: \`reportedAt\` and
the post's rssi in its running rollup, by /ingest itself) falls due once a quarter of an hour while
its posts carry fresh samples (\`functions/src/domain/gatewayHeard.ts\`): taken ${notes} times in the
${steady.runs.ingest ?? 0} posts measured, and counted in the steady state as its share, one write per 15 posts of 20
samples (${fmt(noteShare, 4)} a sample; docs/SCALE.md, "Writes per sample").

| What | Per stored sample | Target | |
| --- | --- | --- | --- |
| Function runs | ${fmt(runs)} (${runsBy}) | ≤ 1.05 | ${mark(targets.runs)} |
| Document writes (all functions) | ${fmt(writes)} in steady state, ${fmt(writes, 4)} to four places (measured ${fmt(measuredWrites)}): history ${fmt(per(byKind.history))}, the sensors' devices (with their running rollups) ${fmt(per(byKind.devices))}, day rollup documents ${fmt(per(byKind.rollups))}, the gateways' quarter-hourly notes (their devices) ${fmt(noteShare, 4)} as their share (${fmt(per(byKind.unsampled))} taken in the rounds), everything else ${fmt(per(byKind.other))} | ≤ 2 | ${mark(targets.writes)} |
| Document reads (all functions) | ${fmt(reads)} (what the functions' METER lines count, \`functions/src/data/meter.ts\`: ${fmt(per(steady.meterReads))}, and the cache refills of the system's rules, virtual sensors and webhooks, at most every 30 s per instance) | ≤ 2 | ${mark(targets.reads)} |
| Stored bytes of a raw sample (document and index entries) | ${fmt(s.historyBytesPerSample, 0)} B | | |
| A sensor's day rollup as its document will store it (the hour the run posted: a whole day's holds 24, still under 1 % of a day's raw history) / its device document without it | ${fmt(s.rollupBytesPerSensorDay, 0)} B / ${fmt(s.deviceBytes, 0)} B | | |
| Function workers' CPU | ${fmt(workerCpu * 1000, 1)} ms | | |

### The most writes a single document took (storms)

Writes per document per second from the commit times; "avg" is the document's writes over the
storm's length (first to last write of the phase). Targets: no document above 5 writes in any one
second, nor above 1 per second averaged. Each change of the device counts is a delta document of
its own (\`summaryDeltas\`: created once, deleted once by the fold), and \`summary/counts\` takes one
fold per system and 2-second period (docs/SCALE.md, "Storms").

| Storm | Most writes to one document in one second | Highest average per second | Busiest documents | Targets |
| --- | --- | --- | --- | --- |
${stormRows.join('\n')}

### The bill (${PRICES.region} list prices)

Firestore Standard $${PRICES.firestoreRead * 1e5} per 100,000 reads, $${PRICES.firestoreWrite * 1e5} per 100,000 writes,
$${PRICES.firestoreDelete * 1e5} per 100,000 deletes (the TTL's), $${PRICES.firestoreGiBMonth} per GiB-month; Cloud Run functions
$${PRICES.functionInvocation * 1e6} per million runs, $${PRICES.vcpuSecond} per vCPU-second, $${PRICES.gibSecond} per GiB-second; Pub/Sub
$${PRICES.pubsubTiB} per TiB; Cloud Tasks $${PRICES.taskOperation * 1e6} per million operations (\`scripts/bench/costPrices.ts\`). No free tier.
Compute is the function workers' measured CPU per sample as vCPU-seconds with 512 MiB held as long
(an upper bound: an instance serves many runs at once); Pub/Sub and Cloud Tasks are modelled (a
message of 20 samples published and delivered; one offline timer per sensor per 30 minutes).

| Per sample | writes | reads | TTL delete | runs | compute | Pub/Sub | Tasks | **all** |
| --- | --- | --- | --- | --- | --- | --- | --- | --- |
| USD per million samples | ${Object.values(perSample)
    .map((v) => usd(v * 1e6, 3))
    .join(' | ')} | **${usd(opsPerSample * 1e6, 3)}** |

A year of raw history at 60 s is ${SAMPLES_PER_SENSOR_YEAR.toLocaleString('en')} samples a sensor: ${fmt(yearGiB * 1024, 1)} MiB with its rollups
and device, ${usd(storageMonth)} a month. **${usd(perMillion, 2)} per million samples** (storage included) and
**${usd(sensorMonth)} per sensor-month** at 60 s (${SAMPLES_PER_SENSOR_MONTH.toLocaleString('en')} samples), with one year of raw history
kept. Target ≤ $0.15 per sensor-month: ${mark(targets.bill)}.
`;
  return { markdown, lines, ok: Object.values(targets).every(Boolean) && stormOk };
}
