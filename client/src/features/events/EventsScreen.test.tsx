import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeDeviceServer } from '../../testing/fakeDeviceServer';
import { FakeTransport } from '../../testing/fakeTransport';
import { eventDoc, gatewayDoc, SYSTEM } from '../../testing/fixtures';
import { renderApp } from '../../testing/renderApp';

const NOW = 1_700_000_000_000;

/** 25 events a minute apart: every fifth manual (no device), the rest a gateway's offline events. */
const EVENTS = Array.from({ length: 25 }, (_, k) => {
  const i = k + 1;
  return eventDoc(`page-${String(i).padStart(2, '0')}`, {
    time: NOW - (26 - i) * 60_000,
    kind: i % 5 === 0 ? 'manual' : 'offline',
    deviceSn: i % 5 === 0 ? null : 'GW-1',
    text: `Paging event ${i}`,
  });
});

type Filter = { kind: string | null; deviceSn: string | null };
type Cursor = { time: number; id: string } | null;

/** watchEventsPage as the data layer runs it: filtered, newest first (id breaks ties), after the cursor, one more than the page. */
function eventsPageQuery(args: unknown[]): unknown[] {
  const [, filter, cursor, size] = args as [string, Filter, Cursor, number];
  const rows = EVENTS.filter(
    (e) => (!filter.kind || e.kind === filter.kind) && (!filter.deviceSn || e.deviceSn === filter.deviceSn),
  )
    .sort((a, b) => b.time - a.time || b.id.localeCompare(a.id))
    .filter((e) => !cursor || e.time < cursor.time || (e.time === cursor.time && e.id < cursor.id));
  return [rows.slice(0, size + 1)];
}

function eventsFake(): FakeTransport {
  const fake = new FakeTransport().respondLive('watchEventsPage', eventsPageQuery);
  // Devices are read by serial (the events' names) and picked from bounded reads, never listed whole.
  new FakeDeviceServer(fake, [gatewayDoc('GW-1', 'Cold store gateway')]);
  return fake;
}

/** The events listed, each a link to its page. */
const rows = () => screen.queryAllByRole('link', { name: /^Paging event/ });

describe('events page', () => {
  it('pages through 25 events ten at a time, newest first; Older is disabled on the last page', async () => {
    const { user } = renderApp('/systems/sys1/events', { systems: [SYSTEM], fake: eventsFake() });
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(rows()[0]!.textContent).toContain('Paging event 25');
    await user.click(screen.getByRole('button', { name: 'Older' }));
    await waitFor(() => expect(rows()[0]!.textContent).toContain('Paging event 15'));
    await user.click(screen.getByRole('button', { name: 'Older' }));
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(rows()[4]!.textContent).toContain('Paging event 1');
    expect((screen.getByRole('button', { name: 'Older' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Newer' }));
    await waitFor(() => expect(rows()[0]!.textContent).toContain('Paging event 15'));
  });

  it('filters by kind and by device, back on page 1', async () => {
    const { user } = renderApp('/systems/sys1/events', { systems: [SYSTEM], fake: eventsFake() });
    await waitFor(() => expect(rows()).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: 'Older' }));
    await user.selectOptions(screen.getByLabelText('Kind'), 'manual');
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(screen.getByText('Page 1')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Kind'), '');
    await user.click(screen.getByText('Device: All devices'));
    await user.click(await screen.findByRole('radio', { name: /Cold store gateway/ }));
    expect(await screen.findByText('Device: Cold store gateway')).toBeTruthy();
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect((screen.getByRole('button', { name: 'Older' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("names each event's device, read by its serial, without reading the system's devices", async () => {
    const { fake } = renderApp('/systems/sys1/events', { systems: [SYSTEM], fake: eventsFake() });
    await waitFor(() => expect(screen.getAllByText(/Cold store gateway/).length).toBeGreaterThan(0));
    expect(fake.callsOf('readDeviceList')).toEqual([]);
    expect(fake.callsOf('watchDeviceQuery')).toEqual([]);
  });

  it('asks to pick a system when the route names none, with no Create event link', async () => {
    renderApp('/systems/-/events', { systems: [SYSTEM] });
    expect(await screen.findByRole('heading', { name: 'Events' })).toBeTruthy();
    expect(await screen.findByText(/Pick a system on/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Create event' })).toBeNull();
  });
});

describe('create event', () => {
  it('refuses an empty description with a message and writes nothing', async () => {
    const { user, fake } = renderApp('/systems/sys1/events/new-event', { systems: [SYSTEM], fake: eventsFake() });
    await user.type(await screen.findByLabelText('What happened'), '   ');
    await user.click(screen.getByRole('button', { name: 'Create event' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Describe the event');
    expect(fake.callsOf('createManualEvent')).toEqual([]);
  });

  it('saves the event with its device and opens it', async () => {
    const fake = eventsFake().answer('createManualEvent', 'ev-new');
    const app = renderApp('/systems/sys1/events/new-event', { systems: [SYSTEM], fake });
    await app.user.type(await screen.findByLabelText('What happened'), 'Vent filter replaced');
    await app.user.click(await screen.findByRole('radio', { name: /Cold store gateway/ }));
    await app.user.click(screen.getByRole('button', { name: 'Create event' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/systems/sys1/events/ev-new'));
    expect(JSON.stringify(fake.callsOf('createManualEvent'))).toContain('Vent filter replaced');
    expect(JSON.stringify(fake.callsOf('createManualEvent'))).toContain('GW-1');
  });
});
