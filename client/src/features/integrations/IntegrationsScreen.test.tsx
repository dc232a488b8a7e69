import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IntegrationSchema } from '@neuron/shared';
import { callableRefusal, FakeTransport, loaded } from '../../testing/fakeTransport';
import { MEMBER, SYSTEM } from '../../testing/fixtures';
import { renderApp } from '../../testing/renderApp';

const HOOK = loaded(IntegrationSchema, 'int-1', {
  kind: 'webhook',
  name: 'Data lake',
  url: 'https://lake.test/samples',
  lastError: 'HTTP 500',
} as never);

function integrationsFake(list: unknown[] = []): FakeTransport {
  const fake = new FakeTransport();
  fake.push('watchIntegrations', list);
  return fake;
}

describe('integrations', () => {
  it('says there are none yet', async () => {
    renderApp('/systems/sys1/integrations', { systems: [SYSTEM], fake: integrationsFake() });
    expect(await screen.findByText('No integrations yet.')).toBeTruthy();
  });

  it('lists each integration with what it does and its last error', async () => {
    renderApp('/systems/sys1/integrations', { systems: [SYSTEM], fake: integrationsFake([HOOK]) });
    const list = await screen.findByRole('list', { name: 'Integrations' });
    expect(list.textContent).toContain('Forwards samples to https://lake.test/samples · last error: HTTP 500');
  });

  it('refuses a webhook URL that is not http(s) beside the field and asks the server nothing', async () => {
    const { user, fake } = renderApp('/systems/sys1/integrations/new', { systems: [SYSTEM], fake: integrationsFake() });
    await user.type(await screen.findByLabelText('Name'), 'Data lake');
    await user.type(screen.getByLabelText('Webhook URL'), 'not a url');
    await user.click(screen.getByRole('button', { name: 'Add integration' }));
    await waitFor(() =>
      expect(document.getElementById('integration-url-error')?.textContent).toBe('URL must be http(s)'),
    );
    expect(fake.callsOf('createIntegration')).toEqual([]);
  });

  it('shows a new read API key once, from the server’s answer', async () => {
    const fake = integrationsFake();
    // The server adds it, and the live list brings it to the page it opens.
    fake.answer('createIntegration', () => {
      setTimeout(() =>
        fake.push('watchIntegrations', [
          loaded(IntegrationSchema, 'int-2', { kind: 'api_key', name: 'Wall display' } as never),
        ]),
      );
      return { integrationId: 'int-2', secret: 'nrk_shown_once' };
    });
    const { user } = renderApp('/systems/sys1/integrations/new', { systems: [SYSTEM], fake });
    await user.selectOptions(await screen.findByLabelText('Kind'), 'api_key');
    await user.type(screen.getByLabelText('Name'), 'Wall display');
    await user.click(screen.getByRole('button', { name: 'Add integration' }));
    await waitFor(() => expect(screen.getByTestId('integration-secret').textContent).toBe('nrk_shown_once'));
    expect(fake.callsOf('createIntegration')[0]).toEqual([
      'sys1',
      expect.objectContaining({ kind: 'api_key', name: 'Wall display' }),
    ]);
  });

  it('says why the server refused a new integration, in its own words', async () => {
    const fake = integrationsFake().refuse(
      'createIntegration',
      callableRefusal('invalid-argument', 'url: only https URLs are allowed'),
    );
    const { user } = renderApp('/systems/sys1/integrations/new', { systems: [SYSTEM], fake });
    await user.type(await screen.findByLabelText('Name'), 'Data lake');
    await user.type(screen.getByLabelText('Webhook URL'), 'https://lake.test/samples');
    await user.click(screen.getByRole('button', { name: 'Add integration' }));
    await waitFor(() =>
      expect(document.body.textContent).toContain('Could not add the integration: url: only https URLs are allowed'),
    );
    expect(screen.queryByTestId('integration-secret')).toBeNull();
  });

  it('offers a member no New integration', async () => {
    renderApp('/systems/sys1/integrations', { as: MEMBER, systems: [SYSTEM], fake: integrationsFake([HOOK]) });
    expect(await screen.findByText(/Only admins of this system add or change its integrations/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'New integration' })).toBeNull();
  });
});
