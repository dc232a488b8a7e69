import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeTransport } from '../../../testing/fakeTransport';
import { deviceChanges, SYSTEM } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/renderApp';

function addFake(): FakeTransport {
  const fake = new FakeTransport();
  fake.push('readDeviceList', deviceChanges([]), true);
  fake.push('watchDevices', deviceChanges([]), true);
  return fake;
}

async function claim(user: ReturnType<typeof renderApp>['user'], code: string) {
  await user.type(await screen.findByLabelText('Serial number'), 'GW-9');
  await user.type(screen.getByLabelText('Claim code'), code);
  await user.click(screen.getByRole('button', { name: 'Add gateway' }));
}

describe('add gateway', () => {
  it("shows the server's refusal of a wrong claim code beside the code, and issues no key", async () => {
    const fake = addFake().answer('claimDevice', {
      ok: false,
      code: 'permission-denied',
      message: 'claimCode: the claim code does not match gateway GW-9',
    });
    const { user } = renderApp('/systems/sys1/addgateway', { systems: [SYSTEM], fake });
    await claim(user, 'WRONG-CODE-0000');
    await waitFor(() =>
      expect(document.getElementById('claim-code-error')?.textContent).toBe(
        'the claim code does not match gateway GW-9',
      ),
    );
    expect(fake.callsOf('createGatewayKey')).toEqual([]);
  });

  it('shows the new ingest key once, with an example request that uses it', async () => {
    const fake = addFake()
      .answer('claimDevice', { ok: true, data: { sn: 'GW-9' } })
      .answer('createGatewayKey', { ok: true, data: { key: 'gw_key_shown_once_1234567' } });
    const { user } = renderApp('/systems/sys1/addgateway', { systems: [SYSTEM], fake });
    await claim(user, 'ABCD-EFGH');
    await waitFor(() => expect(screen.getByTestId('gateway-key').textContent).toBe('gw_key_shown_once_1234567'));
    const example = screen.getByTestId('curl-example').textContent;
    expect(example).toContain('Bearer gw_key_shown_once_1234567');
    expect(example).toContain('http://ingest.test/ingest');
    expect(screen.getByRole('button', { name: 'Copy key' })).toBeTruthy();
    expect(fake.callsOf('createGatewayKey')).toEqual([['sys1', 'GW-9']]);
  });

  it('says it is creating the ingest key, with progress, between "added" and the key (no silent gap)', async () => {
    const fake = addFake()
      .answer('claimDevice', { ok: true, data: { sn: 'GW-9' } })
      .answer('createGatewayKey', { ok: true, data: { key: 'gw_key_shown_once_1234567' } });
    const release = fake.hold('createGatewayKey');
    const { user } = renderApp('/systems/sys1/addgateway', { systems: [SYSTEM], fake });
    await claim(user, 'ABCD-EFGH');
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Creating the ingest key' })).toBeTruthy());
    expect(screen.getByText(/Gateway GW-9 added\. Creating its ingest key…/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create ingest key' })).toBeNull();
    release();
    await waitFor(() => expect(screen.getByTestId('gateway-key').textContent).toBe('gw_key_shown_once_1234567'));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByText(/Creating its ingest key/)).toBeNull();
  });
});
