import { useFailedBatches } from '../../stores/devices/deviceReads';
import { LoadState } from '../../app/LoadState';

/** How many batches the panel lists (the data layer reads one more, to say "at least"). */
const SHOWN = 20;

const plural = (n: number, one: string, many: string) => `${n.toLocaleString()} ${n === 1 ? one : many}`;

/**
 * The sample batches of this gateway that were accepted (answered 202) but could not be stored
 * after every retry: kept by the functions (docs/PIPELINE.md, "Batches that cannot be stored") and
 * listed here for the system's admins, newest first, with why. Nothing is said when there are none
 * beyond one line, so the Manage screen stays as it was.
 */
export function FailedBatchesPanel({ systemId, gatewaySn }: { systemId: string; gatewaySn: string }) {
  const batches = useFailedBatches(systemId, gatewaySn);
  return (
    <section className="device-section" aria-labelledby="failed-batches-title">
      <h2 id="failed-batches-title">Samples not stored</h2>
      <LoadState state={batches}>
        {(list) => {
          if (list.length === 0) return <p>Every batch this gateway delivered was stored.</p>;
          const shown = list.slice(0, SHOWN);
          const samples = shown.reduce((n, b) => n + b.sampleCount, 0);
          const count = list.length > SHOWN ? `More than ${SHOWN} batches` : plural(list.length, 'batch', 'batches');
          return (
            <>
              <p className="notice warning" role="status">
                {count} ({list.length > SHOWN ? 'at least ' : ''}
                {plural(samples, 'sample', 'samples')}) from this gateway could not be stored and were set aside.
              </p>
              <ul aria-label="Batches not stored">
                {shown.map((b) => (
                  <li key={b.id}>
                    Accepted {new Date(b.receivedAt).toLocaleString()}, given up {new Date(b.failedAt).toLocaleString()}
                    : {plural(b.sampleCount, 'sample', 'samples')} of {b.sensors.join(', ')}. {b.reason}
                  </li>
                ))}
              </ul>
            </>
          );
        }}
      </LoadState>
    </section>
  );
}
