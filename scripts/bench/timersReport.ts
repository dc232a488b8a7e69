// Turns what scripts/bench/timersRun.ts printed (collected by PipelineLog) into the timers
// section of docs/benchmarks.md: how late the exact timers fired, and the writes per post with
// and without a gateway report.
import type { PipelineLog } from './pipelineReport.js';

/** The value at percentile `p` of `values` (nearest rank). */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** Lateness target: p95 of each kind and length of timer within 2 s of its due time, none early. */
export const TIMER_LATE_TARGET_MS = 2_000;

/** The timers measured (scripts/bench/timersRun.ts TIMER_LENGTHS_S), by length. */
const LENGTHS = [
  [30, '30 s'],
  [120, '2 min'],
  [600, '10 min'],
] as const;

export function timersReport(log: PipelineLog): { markdown: string; lines: string[]; ok: boolean } {
  const lines: string[] = [];
  const rows: string[] = [];
  let ok = true;
  for (const [kind, what] of [
    ['offline', "Offline deadline (a sensor's last sample + 30 min)"],
    ['delay', 'Rule delay (no sample after the one that started it)'],
  ] as const) {
    for (const [seconds, length] of LENGTHS) {
      const name = `${what}, set ${length} ahead`;
      // PipelineLog keeps each RESULT's JSON as parsed; these carry a list.
      const late = log.results.get(`timers-${kind}-${seconds}`)?.late as unknown as number[] | undefined;
      if (!late?.length) {
        rows.push(`| ${name} | not measured | p95 ≤ 2 s, never early | **missed** |`);
        ok = false;
        continue;
      }
      const [p50, p95] = [percentile(late, 50), percentile(late, 95)];
      const met = p95 <= TIMER_LATE_TARGET_MS && percentile(late, 0) >= 0;
      ok &&= met;
      const figure = `p50 ${Math.round(p50)} ms, p95 ${Math.round(p95)} ms (${late.length} runs)`;
      rows.push(`| ${name} | ${figure} | p95 ≤ 2 s, never early | ${met ? 'met' : '**missed**'} |`);
      lines.push(`BENCH ${name}: late by ${figure}`);
    }
  }
  const scheduled = (log.results.get('timers-scheduled')?.runs ?? []) as unknown as [string, unknown][];
  const sweepRuns = (name: string) => scheduled.filter(([n, outcome]) => n === name && outcome === 200).length;
  const costRows: string[] = [];
  for (const [key, what] of [
    ['report-none', 'One sample, no gateway report'],
    ['report-same', 'One sample and the same gateway report as before'],
    ['report-moving', 'One sample and the report, its rssi a dB or two off (within its bars)'],
    ['report-only', 'The same gateway report alone (a heartbeat)'],
  ] as const) {
    const c = log.results.get(key);
    if (!c?.posts) continue;
    const per = (n: number) => (n / c.posts).toFixed(2);
    costRows.push(`| ${what} | ${per(c.runs)} | ${per(c.writes)} | ${per(c.reads)} |`);
    lines.push(`BENCH ${what}: ${per(c.runs)} runs, ${per(c.writes)} writes, ${per(c.reads)} reads per post`);
  }
  const markdown = `## Exact timers and gateway reports (emulators)

Run ${new Date().toISOString().slice(0, 10)} (port offset ${process.env.NEURON_PORT_OFFSET ?? '0'}), measured by \`npm run bench -- timers\`
(\`scripts/bench/timersRun.ts\`) on the local stack: the Cloud Tasks emulator holding each timer
until its due time (\`scripts/localClock/holdTasks.mjs\`) and the scheduled functions running at
their cadence meanwhile (\`scripts/localClock/scheduler.ts\`: ${sweepRuns('offlineSweep')} runs of
\`offlineSweep\`, ${sweepRuns('escalationSweep')} of \`escalationSweep\`). Each timer is set by a sample
through \`/ingest\` on a sensor of its own, the runs a few seconds apart, after one of each kind
that warms up (falling due at once, so the timer function's two workers are up): an offline deadline by a first sample 30 s, 2 min or 10 min short of the 30-minute
online window; a rule's delay of 30 s, 2 min or 10 min by a first sample over the threshold, each on
a rule of its own (samples of other sensors on one rule contend for its document while a timer
judges it: the rule's cost, not the timer's).
Lateness = when the offline or alarm event document was created (the Firestore emulator's clock)
minus its due time. Percentiles by nearest rank.

| Timer | Late by | Target | |
| ----- | ------- | ------ | - |
${rows.join('\n')}

Cost per post with \`NEURON_METER=1\` (function runs from the emulators' log; reads and writes as
\`functions/src/data/meter.ts\` counts them), ten posts each, one sensor, each once the one before
is stored, after a first post that stored the report:

| Post | function runs | writes | reads |
| ---- | ------------- | ------ | ----- |
${costRows.join('\n')}

A report the gateway repeats costs one read (its gatewayInfo) and no write, and so does one whose
rssi only wanders within its signal bars (gatewayInfo keeps the signal to its bars:
\`functions/src/domain/gatewayReport.ts\`; no \`onGatewayInfoWrite\` runs); a heartbeat alone, one
run (ingest) and three reads (the key, gatewayInfo and the gateway's device, whose \`reportedAt\` says
whether a note is due). Besides, the gateway's note of being heard: one write of its device, by
/ingest itself, noting \`reportedAt\` and the post's rssi in its rollup, once a minute while its
posts carry no sample of the last minute (heartbeats), once a quarter of an hour while they do
(the sensors' devices record it heard); so seldom inside these ten posts
(docs/PIPELINE_COST.md, "Cost per sample").
`;
  return { markdown, lines, ok };
}
