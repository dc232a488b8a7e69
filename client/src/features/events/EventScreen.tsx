import { observer } from 'mobx-react-lite';
import { EVENT_KIND_LABELS, eventValueText, logSeverityName, mayBeAcknowledged } from '@neuron/shared';
import { useState, type FormEvent } from 'react';
import { LoadState } from '../../app/LoadState';
import { useRouteParam } from '../../app/routeParams';
import { useFeature } from '../../stores/StoreContext';
import { eventsFeature } from '../../stores/events/EventStore';
import { useEvent } from '../../stores/events/eventReads';
import type { DeviceView, EventView } from '../../stores/models';
import { useStoredRule } from '../../stores/rules/ruleReads';
import { inSystem } from '../systems/inSystem';
import { SystemHeading } from '../systems/SystemHeading';
import { useSystemDevices } from '../systems/useSystemDevices';
import { useLiveDevices } from '../devices/useLiveDevices';

/** One event in detail, live (an acknowledgement made anywhere shows at once). */
const EventScreen = observer(function EventScreen({ systemId }: { systemId: string }) {
  const eventId = useRouteParam('eventId');
  // Only the event's device is read (by serial), never the system's list.
  const { devices } = useSystemDevices(systemId, 'held');
  const event = useEvent(systemId, eventId);
  useLiveDevices(event.value?.deviceSn ? [event.value.deviceSn] : []);
  const events = useFeature(eventsFeature);
  const [ackError, setAckError] = useState<string>();
  const [comment, setComment] = useState('');
  const acknowledge = async (form: FormEvent) => {
    form.preventDefault();
    setAckError(undefined);
    const result = await events.acknowledge(systemId, eventId, Date.now(), comment);
    if (!result.ok) setAckError(result.error);
  };
  const alias = (sn: string) => devices.device(sn)?.alias || sn;
  return (
    <section aria-labelledby="screen-title">
      <SystemHeading systemId={systemId} title="Event" />
      <LoadState state={event} notFound={`Event ${eventId} not found.`}>
        {(e) => (
          <dl className="facts">
            <dt>What</dt>
            <dd>{e.text}</dd>
            <dt>When</dt>
            <dd>{new Date(e.time).toLocaleString()}</dd>
            <dt>Type</dt>
            <dd>{EVENT_KIND_LABELS[e.kind]}</dd>
            {e.severity !== undefined && (
              <>
                <dt>Severity</dt>
                <dd>{logSeverityName(e.severity) ?? e.severity}</dd>
              </>
            )}
            {e.deviceSn && (
              <>
                <dt>Device</dt>
                <dd>{alias(e.deviceSn)}</dd>
              </>
            )}
            {e.value !== null && (
              <EventValue
                systemId={systemId}
                event={e}
                value={e.value}
                device={e.deviceSn ? devices.device(e.deviceSn) : undefined}
              />
            )}
            <dt>Acknowledged</dt>
            <dd>
              {e.acknowledgedAt === null && !mayBeAcknowledged(e) ? (
                'Needs no acknowledgement'
              ) : e.acknowledgedAt === null ? (
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
      </LoadState>
    </section>
  );
});
/** The value the event is about, with its unit, as its rule judged it. */
function EventValue({
  systemId,
  event,
  value,
  device,
}: {
  systemId: string;
  event: EventView;
  value: number;
  device: DeviceView | undefined;
}) {
  const rule = useStoredRule(systemId, event.ruleId ?? '', event.ruleId === null);
  return (
    <>
      <dt>Value</dt>
      <dd>{eventValueText(value, device, rule.value?.stored)}</dd>
    </>
  );
}

export default inSystem('Event', EventScreen);
