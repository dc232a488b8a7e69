// Reads what scripts/bench/pipelineRun.ts and the emulators printed (one line at a time, as it
// arrives) and turns it into the pipeline figures of docs/benchmarks.md.
import { DEMO_SENSORS } from '../demo/demoData.js';

interface PhaseCounts {
  runs: Record<string, number>;
  reads: number;
  writes: number;
  /** Reads that refilled a per-instance cache (periodic, not per sample). */
  refreshReads: number;
  startedAt?: number;
  endedAt?: number;
  finishedAt: number[];
  /** When the last storeSamples run of the phase finished (its samples were stored by then). */
  lastStoreAt?: number;
}

/** Collects function runs, METER lines and results per phase from the combined output. */
export class PipelineLog {
  private phase: string | undefined;
  readonly phases = new Map<string, PhaseCounts>();
  readonly results = new Map<string, Record<string, number>>();
  /** CPU seconds per emulator part, per phase (scripts/bench/processCpu.ts). */
  readonly cpu = new Map<string, Record<string, number>>();

  private counts(name: string): PhaseCounts {
    let c = this.phases.get(name);
    if (!c) {
      c = { runs: {}, reads: 0, writes: 0, refreshReads: 0, finishedAt: [] };
      this.phases.set(name, c);
    }
    return c;
  }

  /** One line of output, with the moment it arrived. */
  line(text: string, at = performance.now()): void {
    const marker = /PHASE (\S+) (start|end)/.exec(text);
    if (marker) {
      const c = this.counts(marker[1]);
      if (marker[2] === 'start') {
        this.phase = marker[1];
        c.startedAt = at;
      } else {
        c.endedAt = at;
        this.phase = undefined;
      }
      return;
    }
    const res = /RESULT (\S+) (\{.*\})/.exec(text);
    if (res) this.results.set(res[1], JSON.parse(res[2]) as Record<string, number>);
    const cpu = /CPU (\S+) (\{.*\})/.exec(text);
    if (cpu) this.cpu.set(cpu[1], JSON.parse(cpu[2]) as Record<string, number>);
    if (!this.phase) return;
    const c = this.counts(this.phase);
    const begun = /Beginning execution of "(?:[\w-]+-)?(\w+)"/.exec(text);
    if (begun) c.runs[begun[1]] = (c.runs[begun[1]] ?? 0) + 1;
    if (/Finished "(?:[\w-]+-)?bench(?:Empty|Io)Store"/.test(text)) c.finishedAt.push(at);
    if (/Finished "(?:[\w-]+-)?storeSamples"/.test(text)) c.lastStoreAt = at;
    const meter = /METER fn=\w+ samples=\d+ reads=(\d+) writes=(\d+)(?: refreshReads=(\d+))?/.exec(text);
    if (meter) {
      c.reads += Number(meter[1]);
      c.writes += Number(meter[2]);
      c.refreshReads += Number(meter[3] ?? 0);
    }
  }
}

const fmt = (n: number, digits = 2) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');
const mark = (ok: boolean) => (ok ? 'met' : '**missed**');

/** The markdown section and the console lines of the pipeline figures. */
export function pipelineReport(log: PipelineLog): { markdown: string; lines: string[]; ok: boolean } {
  const rows: string[] = [];
  const lines: string[] = [];
  let ok = true;
  for (const s of DEMO_SENSORS) {
    const c = log.phases.get(`cost-${s.sn}`);
    const r = log.results.get(`cost-${s.sn}`);
    if (!c || !r) continue;
    const runs = Object.values(c.runs).reduce((a, b) => a + b, 0);
    const stored = r.stored + r.virtualStored;
    const perPosted = (n: number) => n / r.posted;
    const perStored = (n: number) => n / stored;
    const met = perPosted(runs) <= 2 && perStored(c.writes) <= 2 && perStored(c.reads) <= 2;
    ok &&= met;
    rows.push(
      `| ${s.sn} ${s.alias} | ${fmt(perPosted(runs))} | ${fmt(perStored(c.writes))} (${fmt(perPosted(c.writes))}) | ${fmt(perStored(c.reads))} (${fmt(perPosted(c.reads))}) | ${c.refreshReads} | ${r.virtualStored > 0 ? 'yes' : 'no'} | ${mark(met)} |`,
    );
    const byFunction = Object.entries(c.runs)
      .map(([fn, n]) => `${fn} ${n}`)
      .join(', ');
    lines.push(
      `BENCH cost ${s.sn}: ${fmt(perPosted(runs))} runs/sample (${byFunction}), ${fmt(perStored(c.writes))} writes and ${fmt(perStored(c.reads))} reads per stored sample (+${c.refreshReads} cache refresh reads)`,
    );
  }
  const burst = log.results.get('burst');
  const b50 = log.results.get('batch50');
  const single = log.results.get('single');
  const empty = log.phases.get('empty-chain');
  const burstRate = burst ? burst.accepted / burst.seconds : NaN;
  /**
   * Seconds of a pipeline phase until its samples were stored: from the phase's start to the end
   * of its last storeSamples run, read off the emulator's log the same way as the reference
   * chains' last subscriber run (the bench's own check that every sample is stored polls history
   * counts, 200 ms apart, and ends later). `fallback` (the script's own timing) when the log has
   * no run or not every sample was stored.
   */
  const storedSeconds = (name: string, r: Record<string, number> | undefined, fallback: number) => {
    const c = log.phases.get(name);
    if (!r || r.stored < r.samples || c?.startedAt == null || c.lastStoreAt == null) return fallback;
    return (c.lastStoreAt - c.startedAt) / 1000;
  };
  const pipe50 = b50 ? b50.stored / storedSeconds('batch50-pipeline', b50, b50.pipelineSeconds) : NaN;
  const admin50 = b50 ? b50.samples / b50.adminSeconds : NaN;
  const pipe1 = single ? single.stored / storedSeconds('single-pipeline', single, single.pipelineSeconds) : NaN;
  /** Runs per second of a reference chain: its posts over the time until its last subscriber run finished. */
  const chainRate = (c: PhaseCounts | undefined) => {
    const doneAt = c?.finishedAt[(single?.emptyPosts ?? 0) - 1];
    const seconds = doneAt != null && c?.startedAt != null ? (doneAt - c.startedAt) / 1000 : NaN;
    return single ? single.emptyPosts / seconds : NaN;
  };
  const emptyRate = chainRate(empty);
  const ioRate = chainRate(log.phases.get('io-chain'));
  const ratioIo = pipe1 / ioRate;
  const ratio50 = pipe50 / admin50;
  const ratio1 = pipe1 / emptyRate;
  ok &&= burst?.lost === 0 && ratio50 >= 0.25 && ratio1 >= 0.5;
  lines.push(
    `BENCH burst: ${burst?.accepted} accepted, ${fmt(burstRate, 1)} samples/s, lost ${burst?.lost}`,
    `BENCH 50 per request: ${fmt(pipe50, 1)} samples/s vs Admin SDK batches ${fmt(admin50, 1)}/s = ${fmt(ratio50 * 100, 0)} % (target ≥ 25 %)`,
    `BENCH 1 per request: ${fmt(pipe1, 1)} samples/s vs empty chain ${fmt(emptyRate, 1)}/s = ${fmt(ratio1 * 100, 0)} % (target ≥ 50 %); vs the same chain doing only the document I/O ${fmt(ioRate, 1)}/s = ${fmt(ratioIo * 100, 0)} %`,
  );
  const cpuTable = cpuPerSample(log, single?.samples ?? NaN);
  if (cpuTable.line) lines.push(cpuTable.line);
  const markdown = `## Sample pipeline (emulators)

Measured by \`npm run bench\` (\`scripts/bench/pipelineRun.ts\`) on the Firebase emulators with
\`NEURON_METER=1\`: every function run of the sample path logs its document reads and writes
(counted in \`functions/src/data/meter.ts\` where the code reads and writes), and function runs are
counted from the emulator's own "Beginning execution" log lines, between markers the bench prints.
The throughput comparisons run in emulators of their own with the meter off (its log lines would
cost the emulator's log handling, which the reference chains do not pay).
The emulators are not production: compare these figures run to run on the same machine.

### Cost per steady-state sample

Each demo sensor is posted ${log.results.get('cost-S-1001')?.posted ?? 10} samples, one per request (the most a
sample can cost; a gateway posting its sensors together shares the request), each once the one
before is stored, after a warm-up, with values that change no alarm state (steady state).
Function runs are per posted sample; writes and reads per **stored** sample, where a sensor that
feeds a virtual sensor stores two (its own and the virtual's, with its own history and rollup);
per posted sample in brackets. Targets: ≤ 2 runs, ≤ 2 writes, ≤ 2 reads (issue 47). Apart from those, each
function instance refills its cache of the system's rules, virtual-sensor inputs and webhooks
when a rule or integration changes, or at most every 30 s (\`functions/src/data/systemCache.ts\`):
a periodic cost, not a per-sample one, shown in its own column (the reads of the refills that fell
within the sensor's phase).

| sensor | function runs | writes | reads | cache refill reads (whole phase) | feeds a virtual | targets |
|---|---|---|---|---|---|---|
${rows.join('\n')}

### Burst

${burst?.posted} single-sample posts for **one** sensor, 20 at a time (the worst case for its device
document, with its running rollup, which every delivery updates): **${burst?.accepted} accepted, ${burst?.stored} stored,
lost ${burst?.lost}**; ${fmt(burstRate, 1)} accepted samples/s from the first post until the last was stored
(${fmt(burst?.seconds ?? NaN, 1)} s). Target: lost 0 — ${mark(burst?.lost === 0)}.

### Throughput against the emulator's own ceiling (side by side, one run)

Posted for a fleet: a system of many sensors (seeded by the bench), the way gateways post — a
gateway's backlog one batch at a time, many gateways at once. Both sides of each comparison are
warmed up first (function instances started), so neither pays for starting them. Each side is
timed from its first post until its last subscriber run (storeSamples, or the chain's) finished,
read off the emulator's log the same way.

| measure | pipeline | reference | ratio | target |
|---|---|---|---|---|
| ${b50?.samples} samples posted 50 per request by 4 gateways at once (a sensor each, one batch at a time), until the last storeSamples run finished | ${fmt(pipe50, 1)} samples/s | Admin SDK batches of the same shape (50 history docs + the device with its running rollup), 4 devices at once: ${fmt(admin50, 1)} samples/s | ${fmt(ratio50 * 100, 0)} % | ≥ 25 % — ${mark(ratio50 >= 0.25)} |
| ${single?.samples} samples posted one per request (each another sensor of the fleet), 20 at a time, until the last storeSamples run finished${single?.reposted ? ` (${single.reposted} posts answered 5xx by the emulator and posted again)` : ''} | ${fmt(pipe1, 1)} samples/s | empty chain (HTTP function → topic → subscriber that does nothing), 20 at a time, until the last subscriber run finished: ${fmt(emptyRate, 1)} runs/s | ${fmt(ratio1 * 100, 0)} % | ≥ 50 % — ${mark(ratio1 >= 0.5)} |
| the same | ${fmt(pipe1, 1)} samples/s | the chain doing only the sample path's document I/O, no logic (HTTP: one read, publish; subscriber: one read of the device, one commit of two), 20 at a time: ${fmt(ioRate, 1)} runs/s | ${fmt(ratioIo * 100, 0)} % | (how much of the gap is the emulator's Firestore) |
${cpuTable.markdown}`;
  return { markdown, lines, ok };
}

/**
 * CPU milliseconds per sample of each emulator part in the one-per-request phase and the two
 * reference chains (the CPU lines of pipelineRun.ts): on a machine of two cores the chains are
 * bound by CPU, so this says which part the pipeline's extra cost falls in.
 */
function cpuPerSample(log: PipelineLog, samples: number): { markdown: string; line?: string } {
  const phases = ['single-pipeline', 'empty-chain', 'io-chain'].map((p) => log.cpu.get(p));
  if (phases.some((p) => !p) || !Number.isFinite(samples)) return { markdown: '' };
  const parts = [...new Set(phases.flatMap((p) => Object.keys(p!)))].sort();
  const ms = (p: Record<string, number> | undefined, part?: string) =>
    fmt((((part ? p?.[part] : Object.values(p ?? {}).reduce((a, b) => a + b, 0)) ?? 0) * 1000) / samples, 1);
  const rows = parts.map((part) => `| ${part} | ${phases.map((p) => ms(p, part)).join(' | ')} |`);
  rows.push(`| **all** | ${phases.map((p) => `**${ms(p)}**`).join(' | ')} |`);
  return {
    line: `BENCH CPU ms per sample, one per request: pipeline ${ms(phases[0])}, empty chain ${ms(phases[1])}, I/O-only chain ${ms(phases[2])}`,
    markdown: `
CPU time per sample of each emulator part in the one-per-request comparison (read from \`/proc\`
from the first post until the functions emulator had finished the runs they started;
\`scripts/bench/processCpu.ts\`). The machine has two cores, so the chains are bound by CPU and
this says where the pipeline's extra cost falls: its own code runs in the function workers; the
Firestore emulator's share is the price of its document reads and writes.

| emulator part (CPU ms per sample) | pipeline | empty chain | I/O-only chain |
| --- | --- | --- | --- |
${rows.join('\n')}
`,
  };
}
