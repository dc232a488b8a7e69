import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeDeviceServer } from '../../testing/fakeDeviceServer';
import { FakeTransport } from '../../testing/fakeTransport';
import { ruleDoc, sensorDoc, SYSTEM } from '../../testing/fixtures';
import { renderApp } from '../../testing/renderApp';

// The rule editor's device picker on a large system: it reads a page of the kind's devices and
// looks the rest up on the server (stores/devices/DeviceLookup.ts), never the whole list.

const sn = (i: number) => `S-${String(i).padStart(3, '0')}`;
const SENSORS = [
  ...Array.from({ length: 120 }, (_, i) => sensorDoc(sn(i + 1), `Sensor ${String(i + 1).padStart(3, '0')}`)),
  sensorDoc('S-900', 'North freezer 3'),
  // The functions never gave it words: Firestore's word lookup cannot find it (a prefix can).
  sensorDoc('S-901', 'South freezer 9', { nameWords: undefined }),
];

function open(path: string, fake = new FakeTransport()) {
  fake.push('watchPushConfigs', []);
  const server = new FakeDeviceServer(fake, SENSORS);
  return { ...renderApp(path, { systems: [SYSTEM], fake }), server };
}

const choices = () => within(screen.getByRole('group', { name: 'Devices' }));

describe("rule editor's device picker", () => {
  it('offers the first page, finds a device by a word inside its name, and reads no whole list', async () => {
    const { user, server, fake } = open('/systems/sys1/rules/new');
    await user.click(await screen.findByLabelText('Only the devices picked below'));
    expect(await choices().findByRole('checkbox', { name: /Sensor 001/ })).toBeTruthy();
    expect(choices().queryByRole('checkbox', { name: /North freezer 3/ })).toBeNull();
    expect(choices().getAllByRole('checkbox')).toHaveLength(50);

    await user.type(screen.getByLabelText('Find devices'), 'Freezer');
    const found = await choices().findByRole('checkbox', { name: /North freezer 3/ });
    await user.click(found);
    expect((found as HTMLInputElement).checked).toBe(true);
    expect(server.queries).toContainEqual({ kind: 'word', type: 'SENSOR', word: 'freezer', size: 20 });
    expect(choices().queryByRole('checkbox', { name: /South freezer 9/ })).toBeNull();
    // The picked device stays listed (and can be unpicked) when the text changes.
    await user.clear(screen.getByLabelText('Find devices'));
    expect(await choices().findByRole('checkbox', { name: /North freezer 3/, checked: true })).toBeTruthy();
    expect(fake.callsOf('readDeviceList')).toEqual([]);
    expect(fake.callsOf('watchDevices')).toEqual([]);
  });

  it('says when nothing matches, and reads the next page on request', async () => {
    const { user } = open('/systems/sys1/rules/new');
    await user.click(await screen.findByLabelText('Only the devices picked below'));
    await user.type(await screen.findByLabelText('Find devices'), 'boiler');
    expect(await screen.findByText('No device matches “boiler”.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Find devices'));
    await user.click(await screen.findByRole('button', { name: 'More devices' }));
    expect(await choices().findByRole('checkbox', { name: /Sensor 099/ })).toBeTruthy();
  });

  it('shows a stored rule’s picked devices by name, read by serial, whatever page they are on', async () => {
    const fake = new FakeTransport().answer('readEventRule', ruleDoc('cold', { devices: ['S-900'] }));
    open('/systems/sys1/rules/cold', fake);
    await screen.findByRole('group', { name: 'Devices' });
    expect(await choices().findByRole('checkbox', { name: /North freezer 3/, checked: true })).toBeTruthy();
    await waitFor(() => expect(fake.callsOf('watchDevice').map((args) => args[1])).toContain('S-900'));
  });
});
