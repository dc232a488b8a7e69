import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeDeviceServer } from '../../testing/fakeDeviceServer';
import { FakeTransport, rulesRefusal } from '../../testing/fakeTransport';
import { ruleDoc, sensorDoc, SYSTEM } from '../../testing/fixtures';
import { renderApp } from '../../testing/renderApp';
import { listening } from '../../testing/listening';

// "Sensors without rule" on a system of any size (issue 48): the sensors a page at a time, those a
// rule names left out, a find box that asks the server, never the whole list.

const LIST = '/systems/sys1/ruleless';
const sn = (i: number) => `S-${String(i).padStart(3, '0')}`;
const SENSORS = [sensorDoc('S-1', 'Bed A'), sensorDoc('S-2', 'Bed B')];

function open(rules: ReturnType<typeof ruleDoc>[], sensors = SENSORS) {
  const fake = new FakeTransport();
  fake.push('watchEventRules', rules);
  fake.push('watchPushConfigs', []);
  const server = new FakeDeviceServer(fake, sensors);
  return { ...renderApp(LIST, { systems: [SYSTEM], fake }), server };
}

function readNoWholeList(fake: FakeTransport) {
  expect(fake.callsOf('readDeviceList')).toEqual([]);
  expect(fake.callsOf('watchDevices')).toEqual([]);
}

const createFor = (name: string) => screen.queryByRole('link', { name: `Create a rule for ${name}` });

describe('sensors without rule', () => {
  it('lists the sensors of the first page no rule names (a disabled rule counts), from a page query', async () => {
    const { fake, server } = open([ruleDoc('r1', { devices: ['S-1'], enabled: false })]);
    expect(await screen.findByRole('link', { name: 'Create a rule for Bed B' })).toBeTruthy();
    expect(createFor('Bed A')).toBeNull();
    expect(server.queries).toEqual([{ kind: 'page', type: 'SENSOR', from: null, size: 50 }]);
    readNoWholeList(fake);
  });

  it('answers at once for a rule on every sensor, reading no device', async () => {
    const { fake, server } = open([ruleDoc('all', { devices: ['*'] })]);
    expect(await screen.findByText('Every sensor has a rule.')).toBeTruthy();
    expect(server.queries).toEqual([]);
    readNoWholeList(fake);
  });

  it('says none is on a page whose sensors all have rules, and reads the next on request', async () => {
    const many = Array.from({ length: 60 }, (_, i) => sensorDoc(sn(i + 1), `Bed ${i + 1}`));
    const named = many.slice(0, 50).map((d) => d.sn);
    const { user, fake } = open([ruleDoc('r1', { devices: named })], many);
    expect(await screen.findByText('None among the first 50 sensors.')).toBeTruthy();
    expect(screen.queryByText('Every sensor has a rule.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'More sensors' }));
    expect(await screen.findByRole('link', { name: 'Create a rule for Bed 60' })).toBeTruthy();
    expect(createFor('Bed 50')).toBeNull();
    readNoWholeList(fake);
  });

  it('finds a sensor not read yet on the server, and says when every sensor has a rule', async () => {
    const many = Array.from({ length: 55 }, (_, i) => sensorDoc(sn(i + 1), `Bed ${i + 1}`));
    const { user } = open([], [...many, sensorDoc('S-900', 'North freezer')]);
    await screen.findByRole('link', { name: 'Create a rule for Bed 1' });
    await user.type(screen.getByLabelText('Find sensors'), 'freezer');
    expect(await screen.findByRole('link', { name: 'Create a rule for North freezer' })).toBeTruthy();

    open([ruleDoc('r1', { devices: ['S-1', 'S-2'] })]);
    expect(await screen.findByText('Every sensor has a rule.')).toBeTruthy();
  });

  it('tells loading, and a failed read, from none', async () => {
    const fake = new FakeTransport();
    fake.push('watchEventRules', []);
    fake.push('watchPushConfigs', []);
    new FakeDeviceServer(fake, SENSORS).hold();
    renderApp(LIST, { systems: [SYSTEM], fake });
    expect(await screen.findByText('Loading sensors…')).toBeTruthy();
    await listening(fake, 'watchDeviceQuery');
    fake.fail('watchDeviceQuery', rulesRefusal());
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Could not load:/);
    expect(screen.queryByText('Every sensor has a rule.')).toBeNull();
  });
});
