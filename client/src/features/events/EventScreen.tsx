import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { AckCommentSchema } from '@neuron/shared';
import { useParams } from 'react-router-dom';
import { useStores } from '../../stores/StoreContext';
import { useRead } from '../../stores/useLive';
import { SystemHeading } from '../systems/SystemHeading';
import { useSystemDevices } from '../systems/useSystemDevices';

/** One event in detail. */
const EventScreen = observer(function EventScreen() {
  const { eventId = '' } = useParams();
  const { systemId, devices } = useSystemDevices();
  const event = useRead((t) => t.readEvent(systemId, eventId), [systemId, eventId]);
  const { auth, transport, ui } = useStores();
  // The screen reads the event once; an acknowledgement made here shows without a re-read.
  const [acked, setAcked] = useState<{ by: string; at: number; comment: string }>();
  const [ackError, setAckError] = useState<string>();
  const [comment, setComment] = useState('');
  const e =
    event.value && acked
      ? { ...event.value, acknowledgedBy: acked.by, acknowledgedAt: acked.at, ackComment: acked.comment }
      : event.value;
  const acknowledge = async (form: FormEvent) => {
    form.preventDefault();
    if (!auth.email) return;
    const at = Date.now();
    setAckError(undefined);
    const text = AckCommentSchema.safeParse(comment);
    if (!text.success) {
      setAckError(text.error.issues[0]?.message);
      return;
    }
    try {
      await ui.track(transport.acknowledgeEvent(systemId, eventId, auth.email, at, text.data));
      setAcked({ by: auth.email, at, comment: text.data });
    } catch (err) {
      setAckError(`Could not acknowledge: ${(err as Error).message}`);
    }
  };
  const device = e?.deviceSn ? devices.devices.find((d) => d.sn === e.deviceSn) : undefined;
  return (
    <section aria-labelledby="screen-title">
      <SystemHeading systemId={systemId} title="Event" />
      {!event.loaded ? (
        <p role="status">Loading…</p>
      ) : !e ? (
        <p className="notice error" role="alert">
          Event {eventId} not found.
        </p>
      ) : (
        <dl className="facts">
          <dt>What</dt>
          <dd>{e.text}</dd>
          <dt>When</dt>
          <dd>{new Date(e.time).toLocaleString()}</dd>
          <dt>Kind</dt>
          <dd>{e.kind}</dd>
          {e.deviceSn && (
            <>
              <dt>Device</dt>
              <dd>{device?.alias || e.deviceSn}</dd>
            </>
          )}
          {e.value !== null && (
            <>
              <dt>Value</dt>
              <dd>{e.value}</dd>
            </>
          )}
          <dt>Acknowledged</dt>
          <dd>
            {e.acknowledgedAt === null ? (
              <form className="form" onSubmit={acknowledge} noValidate aria-label="Acknowledge">
                <label htmlFor="ack-comment">Comment (optional)</label>
                <textarea
                  id="ack-comment"
                  rows={2}
                  maxLength={500}
                  value={comment}
                  onChange={(ev) => setComment(ev.target.value)}
                />
                <button type="submit" className="button">
                  Acknowledge
                </button>
              </form>
            ) : (
              `${new Date(e.acknowledgedAt).toLocaleString()}${e.acknowledgedBy ? ` by ${e.acknowledgedBy}` : ''}`
            )}
            {ackError && (
              <span className="notice error" role="alert">
                {ackError}
              </span>
            )}
          </dd>
          {e.ackComment && (
            <>
              <dt>Comment</dt>
              <dd>{e.ackComment}</dd>
            </>
          )}
          {e.escalatedAt != null && (
            <>
              <dt>Escalated</dt>
              <dd>{new Date(e.escalatedAt).toLocaleString()}</dd>
            </>
          )}
        </dl>
      )}
    </section>
  );
});
export default EventScreen;
