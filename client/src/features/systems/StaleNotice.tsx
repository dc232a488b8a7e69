import { useAfterThisTask } from '../../app/useAfterThisTask';

/**
 * Says the devices shown are the last known ones (read from the local cache), and from when. It
 * floats at the foot of the window (styles/overlays.css): in the page's flow, its coming (when the
 * server is slow) and its going (when the server answers) moved every row below it. The
 * date is written a task after the notice: the first date formatted on a page loads the
 * browser's time zone and calendar data (milliseconds), which would otherwise add to the long
 * task that shows a large cached system.
 */
export function StaleNotice({ since }: { since: number | null }) {
  const dated = useAfterThisTask(since !== null);
  return (
    <>
      <p className="notice warning stale-notice" role="status" data-testid="stale-notice">
        Offline: showing the last known values{since === null && '.'}
        {/* A line of its own, there from the start: the date coming a task later then changes
            the notice's text, not its height (a floating box growing is a layout shift too). */}
        <span className="stale-notice-since">
          {dated && since !== null ? ` from ${new Date(since).toLocaleString()}.` : '\u00a0'}
        </span>
      </p>
      <div className="stale-notice-room" aria-hidden="true" />
    </>
  );
}
