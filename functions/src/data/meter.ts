// Counts the document reads and writes of one function run, for `npm run bench` (scripts/bench/):
// with NEURON_METER=1 each run of the sample path logs one `METER` line. Off otherwise: no cost.
const enabled = () => process.env.NEURON_METER === '1';

let reads = 0;
let writes = 0;
let refreshReads = 0;

/** Document read/write counters of the current run. */
export const meter = {
  read(n = 1): void {
    reads += n;
  },
  /**
   * Reads that refill a per-instance cache (a system's rules, virtual inputs, webhooks; at most
   * once per TTL per instance): a periodic cost, counted apart from the per-sample reads.
   */
  refreshRead(n = 1): void {
    refreshReads += n;
  },
  write(n = 1): void {
    writes += n;
  },
  /** Logs the run's counts (when metering) and starts over. */
  flush(fn: string, samples: number): void {
    if (enabled())
      console.log(`METER fn=${fn} samples=${samples} reads=${reads} writes=${writes} refreshReads=${refreshReads}`);
    reads = 0;
    writes = 0;
    refreshReads = 0;
  },
};
