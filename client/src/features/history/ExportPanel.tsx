import { observer } from 'mobx-react-lite';
import { csvFileName, type SensorConfig, type TimeRange } from '@neuron/shared';
import { useStores } from '../../stores/StoreContext';

/** Hands a finished file to the browser's download. */
function download(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Export CSV of the chart's range: every stored sample, with progress and cancel. */
export const ExportPanel = observer(function ExportPanel({
  systemId,
  sn,
  config,
  getRange,
}: {
  systemId: string;
  sn: string;
  config: SensorConfig;
  /** The range to export, asked when the export starts (a preset runs up to that moment). */
  getRange: () => TimeRange;
}) {
  const { csvExport } = useStores();
  const start = async () => {
    const range = getRange();
    const blob = await csvExport.run({ systemId, sn, config, range });
    if (blob) download(blob, csvFileName(sn, range.from, range.to));
  };
  return (
    <div className="export-panel">
      {csvExport.running ? (
        <>
          <progress value={csvExport.progress} max={1} aria-label="Export progress" />
          <span role="status">{csvExport.rows.toLocaleString()} rows read</span>
          <button type="button" onClick={() => csvExport.cancel()}>
            Cancel export
          </button>
        </>
      ) : (
        <button type="button" onClick={() => void start()}>
          Export CSV
        </button>
      )}
      {csvExport.error && (
        <p className="color-error" role="alert">
          {csvExport.error}
        </p>
      )}
    </div>
  );
});
