import { useAfterThisTask } from '../../app/useAfterThisTask';

/**
 * Says the devices shown are the last known ones (read from the local cache), and from when. The
 * date is written a task after the notice: the first date formatted on a page loads the
 * browser's time zone and calendar data (milliseconds), which would otherwise add to the long
 * task that shows a large cached system.
 */
export function StaleNotice({ since }: { since: number | null }) {
  const dated = useAfterThisTask(since !== null);
  return (
    <p className="notice warning" role="status" data-testid="stale-notice">
      Offline: showing the last known values
      {dated && since !== null && ` from ${new Date(since).toLocaleString()}`}.
    </p>
  );
}
