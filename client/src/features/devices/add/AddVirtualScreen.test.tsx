import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeDeviceServer } from '../../../testing/fakeDeviceServer';
import { FakeTransport, rulesRefusal } from '../../../testing/fakeTransport';
import { sensorDoc, SYSTEM } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/renderApp';

const SENSOR = sensorDoc('S-1', 'Apple store');

function addFake(): FakeTransport {
  const fake = new FakeTransport();
  // The inputs are picked from bounded reads (a page of sensors, lookups), never the whole list.
  new FakeDeviceServer(fake, [SENSOR]);
  return fake;
}

async function draft(user: ReturnType<typeof renderApp>['user'], expression: string) {
  await user.type(await screen.findByLabelText('Name (alias)'), 'Store plus 100');
  await user.click(await screen.findByRole('radio', { name: /Apple store/ }));
  await user.click(screen.getByRole('button', { name: 'Add as v1' }));
  await user.type(screen.getByLabelText('Expression'), expression);
  await user.click(screen.getByRole('button', { name: 'Add virtual sensor' }));
}

describe('add virtual sensor', () => {
  it('shows a bad expression beside the field and saves nothing', async () => {
    const { user, fake } = renderApp('/systems/sys1/addvirtual', { systems: [SYSTEM], fake: addFake() });
    await draft(user, 'v1 +* 2');
    await waitFor(() =>
      expect(document.getElementById('virtual-expression-error')?.textContent).toBe("Unexpected '*'"),
    );
    expect(fake.callsOf('createVirtualDevice')).toEqual([]);
  });

  it('previews the expression over its input’s latest primary value (the shared evaluator the functions use)', async () => {
    const input = sensorDoc('S-1', 'Apple store', {
      config: { si: ['°F', '%RH'], pv: 0, calc: ['x / 10 * 9 / 5 + 32', 'x / 10'] },
      sample: { time: Date.now(), values: [70.7, 60], rawValues: [215, 600], gatewaySn: 'GW-1' },
    });
    const fake = new FakeTransport();
    new FakeDeviceServer(fake, [input]);
    const { user } = renderApp('/systems/sys1/addvirtual', { systems: [SYSTEM], fake });
    await user.click(await screen.findByRole('radio', { name: /Apple store/ }));
    await user.click(screen.getByRole('button', { name: 'Add as v1' }));
    await user.type(screen.getByLabelText('Expression'), 'v1 + 100');
    await waitFor(() => expect(screen.getByTestId('virtual-preview').textContent).toBe('170.7'));
    expect(fake.callsOf('createVirtualDevice')).toEqual([]);
  });

  it('saves a good expression over its inputs and opens the new sensor', async () => {
    const app = renderApp('/systems/sys1/addvirtual', { systems: [SYSTEM], fake: addFake() });
    await draft(app.user, 'v1 + 100');
    await waitFor(() => expect(app.router.state.location.pathname).toMatch(/^\/systems\/sys1\/virtuals\/V-/));
    const [[systemId, sn, edit]] = app.fake.callsOf('createVirtualDevice') as [[string, string, object]];
    expect(systemId).toBe('sys1');
    expect(app.router.state.location.pathname).toBe(`/systems/sys1/virtuals/${sn}`);
    expect(edit).toMatchObject({ alias: 'Store plus 100', config: { inputs: ['S-1'], expression: 'v1 + 100' } });
    expect(app.fake.callsOf('readDeviceList')).toEqual([]);
  });

  it('stays with the draft and says why when the security rules refuse it', async () => {
    const fake = addFake().refuse('createVirtualDevice', rulesRefusal());
    const app = renderApp('/systems/sys1/addvirtual', { systems: [SYSTEM], fake });
    await draft(app.user, 'v1 + 100');
    await waitFor(() =>
      expect(
        screen.getAllByRole('status').some((a) => /^Could not add the virtual sensor/.test(a.textContent ?? '')),
      ).toBe(true),
    );
    expect(app.router.state.location.pathname).toBe('/systems/sys1/addvirtual');
    expect((screen.getByLabelText('Expression') as HTMLInputElement).value).toBe('v1 + 100');
  });
});
