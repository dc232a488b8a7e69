import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeTransport } from '../../testing/fakeTransport';
import { channelDoc, deviceChanges, sensorDoc, SYSTEM } from '../../testing/fixtures';
import { renderApp } from '../../testing/renderApp';

// The rule editor's choices no test had driven before (issue 49): a battery rule, several
// schedule periods a day, and the escalation fields.

const NEW_RULE = '/systems/sys1/rules/new?sn=S-1';

function fakeWithDevicesAndChannels(): FakeTransport {
  const fake = new FakeTransport().answer('saveEventRule', 'rule-new');
  fake.push('watchDevices', deviceChanges([sensorDoc('S-1', 'Bed A')]), true);
  fake.push('readDeviceList', deviceChanges([sensorDoc('S-1', 'Bed A')]), true);
  fake.push('watchPushConfigs', [
    channelDoc('ch-mail', { name: 'Ops mail' }),
    channelDoc('ch-sms', { type: 'sms', name: 'On-call SMS', target: ['+4512345678'] }),
  ]);
  return fake;
}

const saved = (fake: FakeTransport) => fake.callsOf('saveEventRule')[0]?.[2];

describe('rule editor: battery, periods, escalation', () => {
  it("saves a battery rule: it watches the sensor's battery level, with no value index", async () => {
    const fake = fakeWithDevicesAndChannels();
    const { user } = renderApp(NEW_RULE, { systems: [SYSTEM], fake });
    await user.type(await screen.findByLabelText('Name'), 'Battery low');
    await user.selectOptions(screen.getByLabelText('Watch'), 'Its battery level (%)');
    expect(screen.queryByLabelText('Value index (0 is the first value)')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Alarm when the value is'), 'Below the threshold');
    await user.type(screen.getByLabelText('Threshold', { exact: true }), '20');
    await user.click(screen.getByRole('button', { name: 'Create rule' }));
    await waitFor(() => expect(fake.callsOf('saveEventRule')).toHaveLength(1));
    expect(saved(fake)).toMatchObject({
      kind: 'threshold',
      watch: 'battery',
      op: 'lt',
      threshold: 20,
      devices: ['S-1'],
    });
  });

  it('saves several periods a day (three added, one removed), in the order of the day', async () => {
    const fake = fakeWithDevicesAndChannels();
    const { user } = renderApp(NEW_RULE, { systems: [SYSTEM], fake });
    await user.type(await screen.findByLabelText('Name'), 'Shifts');
    await user.type(screen.getByLabelText('Threshold', { exact: true }), '40');
    await user.click(screen.getByLabelText('Active on a schedule'));
    await user.click(screen.getByRole('button', { name: 'Add period' }));
    await user.click(screen.getByRole('button', { name: 'Add period' }));
    const set = (i: number, from: string, to: string) => {
      fireEvent.change(screen.getByLabelText(`Period ${i} from`), { target: { value: from } });
      fireEvent.change(document.getElementById(`rule-period-${i - 1}-to`)!, { target: { value: to } });
    };
    set(1, '06:00', '08:00');
    set(2, '12:00', '13:00');
    set(3, '17:00', '19:30');
    await user.click(screen.getByRole('button', { name: 'Remove period 2' }));
    expect(screen.queryByLabelText('Period 3 from')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create rule' }));
    await waitFor(() => expect(fake.callsOf('saveEventRule')).toHaveLength(1));
    expect(saved(fake)).toMatchObject({
      schedule: {
        periods: [
          { from: 360, to: 480 },
          { from: 1020, to: 1170 },
        ],
      },
    });
  });

  it('saves the escalation channel and its minutes beside the rule’s own channels', async () => {
    const fake = fakeWithDevicesAndChannels();
    const { user } = renderApp(NEW_RULE, { systems: [SYSTEM], fake });
    await user.type(await screen.findByLabelText('Name'), 'Too wet');
    await user.type(screen.getByLabelText('Threshold', { exact: true }), '40');
    await user.click(await screen.findByRole('checkbox', { name: /Ops mail/ }));
    expect(screen.queryByLabelText('Escalate after (minutes)')).toBeNull(); // only once a channel is chosen
    await user.selectOptions(screen.getByLabelText('If an alarm is not acknowledged, escalate to'), 'On-call SMS');
    const minutes = screen.getByLabelText('Escalate after (minutes)');
    await user.clear(minutes);
    await user.type(minutes, '15');
    await user.click(screen.getByRole('button', { name: 'Create rule' }));
    await waitFor(() => expect(fake.callsOf('saveEventRule')).toHaveLength(1));
    expect(saved(fake)).toMatchObject({ channels: ['ch-mail'], escalationChannel: 'ch-sms', escalateAfterMin: 15 });
  });
});
