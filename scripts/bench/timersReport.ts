// Turns what scripts/bench/timersRun.ts printed (collected by PipelineLog) into the timers
// section of docs/benchmarks.md: how late the exact timers fired, and the writes per post with
// and without a gateway report.
import type { PipelineLog } from './pipelineReport.js';

/** The value at percentile `p` of `values` (nearest rank). */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** Lateness target: a timer fires within 5 s of its due time. */
export const TIMER_LATE_TARGET_MS = 5_000;

export function timersReport(log: PipelineLog): { markdown: string; lines: string[]; ok: boolean } {
  const lines: string[] = [];
  const rows: string[] = [];
  let ok = true;
  for (const [key, what] of [
    ['timers-alarm', 'Delayed alarm (5 s delay, no sample after it)'],
    ['timers-offline', 'Sensor offline at its deadline (30 min after its last sample)'],
  ] as const) {
    // PipelineLog keeps each RESULT's JSON as parsed; these carry a list.
    const late = log.results.get(key)?.late as unknown as number[] | undefined;
    if (!late?.length) {
      rows.push(`| ${what} | not measured | p95 ≤ 5 s | **missed** |`);
      ok = false;
      continue;
    }
    const [p50, p95] = [percentile(late, 50), percentile(late, 95)];
    const met = p95 <= TIMER_LATE_TARGET_MS && percentile(late, 0) >= 0;
    ok &&= met;
    const figure = `p50 ${Math.round(p50)} ms, p95 ${Math.round(p95)} ms (${late.length} runs)`;
    rows.push(`| ${what} | ${figure} | p95 ≤ 5 s, never early | ${met ? 'met' : '**missed**'} |`);
    lines.push(`BENCH ${what}: late by ${figure}`);
  }
  const costRows: string[] = [];
  for (const [key, what] of [
    ['report-none', 'One sample, no gateway report'],
    ['report-same', 'One sample and the same gateway report as before'],
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
(\`scripts/bench/timersRun.ts\`) on the Firebase emulators,
one timer at a time after one that warms up: lateness = when the alarm or offline event document was created (the
Firestore emulator's clock) minus its due time (the sample's time + the rule's delay; the sample's
time + the 30-minute online window). The deadlines are set a few seconds ahead of the post (a
sample 5 s short of the online window), since the Functions emulator dispatches a task as soon as
it is queued and the handler waits out the remainder (docs/PIPELINE.md, "Exact timers"); in
production Cloud Tasks holds the task until its time. Percentiles by nearest rank.

| Timer | Late by | Target | |
| ----- | ------- | ------ | - |
${rows.join('\n')}

Cost per post with \`NEURON_METER=1\` (function runs from the emulators' log; reads and writes as
\`functions/src/data/meter.ts\` counts them), ten posts each, one sensor, each once the one before
is stored, after a first post that stored the report:

| Post | function runs | writes | reads |
| ---- | ------------- | ------ | ----- |
${costRows.join('\n')}

A report the gateway repeats costs one read (its gatewayInfo) and no write; a heartbeat alone, one
run (ingest) and two reads (the key and gatewayInfo). The runs and writes a little over 3 without a
report are the once-a-minute \`lastSeen\` of the gateway's key and the warm-up's last triggers.
`;
  return { markdown, lines, ok };
}
