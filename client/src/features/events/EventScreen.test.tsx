import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeTransport, rulesRefusal } from '../../testing/fakeTransport';
import { ADMIN, eventDoc, SYSTEM } from '../../testing/fixtures';
import { renderApp } from '../../testing/renderApp';

function eventFake(event: ReturnType<typeof eventDoc> | undefined): FakeTransport {
  const fake = new FakeTransport();
  fake.push('watchEvent', event);
  return fake;
}

describe('event page', () => {
  it('says so for an event that does not exist', async () => {
    renderApp('/systems/sys1/events/ev-x', { systems: [SYSTEM], fake: eventFake(undefined) });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Event ev-x not found.'));
  });

  it('acknowledges an alarm with a comment, as the signed-in user', async () => {
    const fake = eventFake(eventDoc('ev-1', { text: 'Greenhouse air above 35 °C' }));
    const { user } = renderApp('/systems/sys1/events/ev-1', { systems: [SYSTEM], fake });
    expect(await screen.findByText('Greenhouse air above 35 °C')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Acknowledge' });
    await user.type(within(form).getByLabelText('Comment (optional)'), 'Vent opened');
    await user.click(within(form).getByRole('button'));
    await waitFor(() => expect(fake.callsOf('acknowledgeEvent')).toHaveLength(1));
    const [systemId, eventId, email, , comment] = fake.callsOf('acknowledgeEvent')[0]!;
    expect([systemId, eventId, email, comment]).toEqual(['sys1', 'ev-1', ADMIN, 'Vent opened']);
  });

  it('says why an acknowledgement was refused', async () => {
    const fake = eventFake(eventDoc('ev-1')).refuse('acknowledgeEvent', rulesRefusal());
    const { user } = renderApp('/systems/sys1/events/ev-1', { systems: [SYSTEM], fake });
    const form = await screen.findByRole('form', { name: 'Acknowledge' });
    await user.click(within(form).getByRole('button'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/^Could not acknowledge/));
  });

  it('offers no acknowledgement for an event already acknowledged, and says by whom', async () => {
    const fake = eventFake(eventDoc('ev-1', { acknowledgedAt: 1_700_000_100_000, acknowledgedBy: 'ops@test.io' }));
    renderApp('/systems/sys1/events/ev-1', { systems: [SYSTEM], fake });
    await waitFor(() => expect(document.querySelector('main')?.textContent).toContain('ops@test.io'));
    expect(screen.queryByRole('form', { name: 'Acknowledge' })).toBeNull();
  });
});
