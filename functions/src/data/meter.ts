// Counts the document reads and writes of one function run, for `npm run bench` (scripts/bench/):
// with NEURON_METER=1 each run of the sample path logs one `METER` line. Off otherwise: no cost.
const enabled = () => process.env.NEURON_METER === '1';

let reads = 0;
let writes = 0;

/** Document read/write counters of the current run. */
export const meter = {
  read(n = 1): void {
    reads += n;
  },
  write(n = 1): void {
    writes += n;
  },
  /** Logs the run's counts (when metering) and starts over. */
  flush(fn: string, samples: number): void {
    if (enabled()) console.log(`METER fn=${fn} samples=${samples} reads=${reads} writes=${writes}`);
    reads = 0;
    writes = 0;
  },
};
