import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeDeviceServer } from '../../testing/fakeDeviceServer';
import { FakeTransport, rulesRefusal } from '../../testing/fakeTransport';
import { deviceChanges, MEMBER, ruleDoc, sensorDoc, SYSTEM } from '../../testing/fixtures';
import { renderApp } from '../../testing/renderApp';

// The offlinesensors list (issue 49: never driven by a test; issue 48: read a page at a time):
// each sensor with its offline notification, turned on and off from its row through the offline
// rules, over the fake device server, which answers the bounded queries as Firestore would.

const LIST = '/systems/sys1/offlinesensors';
const SENSORS = [sensorDoc('S-1', 'Bed A'), sensorDoc('S-2', 'Bed B')];
const OFFLINE_RULE = ruleDoc('off-1', {
  name: 'Sensors offline',
  kind: 'offline_sensor',
  devices: ['S-1'],
  channels: ['ch1'],
});

function open({
  rules = [OFFLINE_RULE],
  sensors = SENSORS,
  as,
  held = false,
}: { rules?: ReturnType<typeof ruleDoc>[]; sensors?: typeof SENSORS; as?: string; held?: boolean } = {}) {
  const fake = new FakeTransport().answer('saveEventRule', 'off-1');
  fake.push('watchEventRules', rules);
  fake.push('watchPushConfigs', []);
  const server = new FakeDeviceServer(fake, sensors);
  // Held before the screen starts: its queries wait for release() (a slow server).
  if (held) server.hold();
  return { ...renderApp(LIST, { as, systems: [SYSTEM], fake }), server };
}

/** No read of every device (the REST list, or a listener on the whole collection). */
function readNoWholeList(fake: FakeTransport) {
  expect(fake.callsOf('readDeviceList')).toEqual([]);
  expect(fake.callsOf('watchDevices')).toEqual([]);
}

const toggle = (name: string) => screen.getByRole('button', { name: `Offline notification for ${name}` });
const sn = (i: number) => `S-${String(i).padStart(3, '0')}`;

describe('offline sensors list', () => {
  it('shows each sensor on or off, and turning one on adds it to the offline rule', async () => {
    const { user, fake, server } = open();
    expect(await screen.findByRole('link', { name: 'Sensors offline' })).toBeTruthy();
    await waitFor(() => expect(toggle('Bed A').getAttribute('aria-pressed')).toBe('true'));
    expect(toggle('Bed B').getAttribute('aria-pressed')).toBe('false');
    await user.click(toggle('Bed B'));
    await waitFor(() => expect(fake.callsOf('saveEventRule')).toHaveLength(1));
    expect(fake.callsOf('saveEventRule')[0]).toEqual([
      'sys1',
      'off-1',
      expect.objectContaining({ kind: 'offline_sensor', devices: ['S-1', 'S-2'], channels: ['ch1'] }),
    ]);
    expect(server.queries).toEqual([{ kind: 'page', type: 'SENSOR', from: null, size: 50 }]);
    readNoWholeList(fake);
  });

  it('turning the last sensor off deletes the rule that would watch nothing', async () => {
    const { user, fake } = open();
    await waitFor(() => expect(toggle('Bed A').getAttribute('aria-pressed')).toBe('true'));
    await user.click(toggle('Bed A'));
    await waitFor(() => expect(fake.callsOf('deleteEventRule')).toEqual([['sys1', 'off-1']]));
    expect(fake.callsOf('saveEventRule')).toEqual([]);
    readNoWholeList(fake);
  });

  it('reads every sensor only to take one out of a rule on every sensor, when clicked', async () => {
    const every = ruleDoc('off-all', { name: 'All offline', kind: 'offline_sensor', devices: ['*'] });
    const { user, fake } = open({ rules: [every] });
    fake.push('readDeviceList', deviceChanges(SENSORS), true);
    await waitFor(() => expect(toggle('Bed B').getAttribute('aria-pressed')).toBe('true'));
    readNoWholeList(fake);
    await user.click(toggle('Bed B'));
    await waitFor(() => expect(fake.callsOf('saveEventRule')).toHaveLength(1));
    expect(fake.callsOf('saveEventRule')[0]).toEqual([
      'sys1',
      'off-all',
      expect.objectContaining({ kind: 'offline_sensor', devices: ['S-1'] }),
    ]);
    expect(fake.callsOf('readDeviceList')).toHaveLength(1);
  });

  it('shows a member whether each sensor is notified, without the buttons', async () => {
    open({ as: MEMBER });
    expect(await screen.findByText('notified when offline')).toBeTruthy();
    expect(screen.getByText('not notified')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Offline notification for/ })).toBeNull();
  });

  it('reads a page at a time, finds a sensor not read yet on the server, and reads no whole list', async () => {
    const many = Array.from({ length: 70 }, (_, i) => sensorDoc(sn(i + 1), `Bed ${i + 1}`));
    const { user, fake, server } = open({ sensors: [...many, sensorDoc('S-900', 'North freezer')] });
    expect(await screen.findByRole('button', { name: 'Offline notification for Bed 50' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Offline notification for Bed 51' })).toBeNull();
    await user.type(screen.getByLabelText('Find sensors'), 'freezer');
    expect(await screen.findByRole('button', { name: 'Offline notification for North freezer' })).toBeTruthy();
    expect(server.queries).toContainEqual({ kind: 'word', type: 'SENSOR', word: 'freezer', size: 20 });
    await user.clear(screen.getByLabelText('Find sensors'));
    await user.type(screen.getByLabelText('Find sensors'), 'boiler');
    expect(await screen.findByText('None matches “boiler”.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Find sensors'));
    await user.click(await screen.findByRole('button', { name: 'More sensors' }));
    expect(await screen.findByRole('button', { name: 'Offline notification for Bed 70' })).toBeTruthy();
    readNoWholeList(fake);
  });

  it('tells loading from none', async () => {
    const held = open({ held: true });
    expect(await screen.findByText('Loading sensors…')).toBeTruthy();
    held.server.release();
    expect(await screen.findByRole('button', { name: 'Offline notification for Bed A' })).toBeTruthy();
    held.unmount();

    open({ sensors: [] });
    expect(await screen.findByText('No sensors yet.')).toBeTruthy();
  });

  it('says so when the sensors cannot be read', async () => {
    const { fake } = open();
    await screen.findByRole('button', { name: 'Offline notification for Bed A' });
    fake.fail('watchDeviceQuery', rulesRefusal());
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Could not load:/);
    expect(screen.queryByText('No sensors yet.')).toBeNull();
  });
});
