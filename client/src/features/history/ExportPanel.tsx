import { observer } from 'mobx-react-lite';
import { csvFileName, type SensorConfig, type TimeRange } from '@neuron/shared';
import { useFeature } from '../../stores/StoreContext';
import { csvExportFeature } from '../../stores/history/ExportStore';
import { openCsvSink } from './csvSinks';

/**
 * Export CSV of the chart's range: every stored sample, written to the file as it is read
 * (csvSinks.ts), with progress and cancel.
 */
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
  const csvExport = useFeature(csvExportFeature);
  const start = () => {
    const range = getRange();
    void csvExport.run({ systemId, sn, config, range }, () => openCsvSink(csvFileName(sn, range.from, range.to)));
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
        <button type="button" onClick={start}>
          Export CSV
        </button>
      )}
      {!csvExport.running && csvExport.outcome === 'saved' && (
        <span role="status">
          Exported {csvExport.rows.toLocaleString()} rows{csvExport.where ? ` to ${csvExport.where}` : ''}.
        </span>
      )}
      {!csvExport.running && csvExport.outcome === 'saved' && csvExport.rawFrom !== null && (
        <p role="note">
          Samples are kept for {csvExport.retentionDays.toLocaleString()} days: the file starts at{' '}
          {new Date(csvExport.rawFrom).toLocaleString()}. Earlier hours are on the chart as hourly averages.
        </p>
      )}
      {!csvExport.running && csvExport.outcome === 'cancelled' && (
        <span role="status">Export cancelled; no file was saved.</span>
      )}
      {csvExport.error && (
        <p className="color-error" role="alert">
          {csvExport.error}
        </p>
      )}
    </div>
  );
});
