import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeTransport } from '../../testing/fakeTransport';
import { deviceChanges, MEMBER, ruleDoc, sensorDoc, SYSTEM } from '../../testing/fixtures';
import { renderApp } from '../../testing/renderApp';

// The offlinesensors list (issue 49: never driven by a test): each sensor with its offline
// notification, turned on and off from its row through the offline rules.

const LIST = '/systems/sys1/offlinesensors';
const SENSORS = [sensorDoc('S-1', 'Bed A'), sensorDoc('S-2', 'Bed B')];
const OFFLINE_RULE = ruleDoc('off-1', {
  name: 'Sensors offline',
  kind: 'offline_sensor',
  devices: ['S-1'],
  channels: ['ch1'],
});

function fakeWithList(): FakeTransport {
  const fake = new FakeTransport().answer('saveEventRule', 'off-1');
  fake.push('readDeviceList', deviceChanges(SENSORS), true);
  fake.push('watchDevices', deviceChanges(SENSORS), true);
  fake.push('watchEventRules', [OFFLINE_RULE]);
  fake.push('watchPushConfigs', []);
  return fake;
}

const toggle = (name: string) => screen.getByRole('button', { name: `Offline notification for ${name}` });

describe('offline sensors list', () => {
  it('shows each sensor on or off, and turning one on adds it to the offline rule', async () => {
    const fake = fakeWithList();
    const { user } = renderApp(LIST, { systems: [SYSTEM], fake });
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
  });

  it('turning the last sensor off deletes the rule that would watch nothing', async () => {
    const fake = fakeWithList();
    const { user } = renderApp(LIST, { systems: [SYSTEM], fake });
    await waitFor(() => expect(toggle('Bed A').getAttribute('aria-pressed')).toBe('true'));
    await user.click(toggle('Bed A'));
    await waitFor(() => expect(fake.callsOf('deleteEventRule')).toEqual([['sys1', 'off-1']]));
    expect(fake.callsOf('saveEventRule')).toEqual([]);
  });

  it('shows a member whether each sensor is notified, without the buttons', async () => {
    renderApp(LIST, { as: MEMBER, systems: [SYSTEM], fake: fakeWithList() });
    expect(await screen.findByText('notified when offline')).toBeTruthy();
    expect(screen.getByText('not notified')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Offline notification for/ })).toBeNull();
  });
});
