import { RECENT_DATA_WINDOW_MS, type PushConfig } from '@neuron/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FakeTransport, offlineRefusal } from '../../testing/fakeTransport';
import { ADMIN, channelDoc, MEMBER, SYSTEM } from '../../testing/fixtures';
import { renderApp, type AppUnderTest } from '../../testing/renderApp';

// Every channel kind made, changed and deleted through the editor, down to the data layer's
// write (issue 49: the e-mail, SMS and push editors had never been saved by a test).

const NEW = '/systems/sys1/notificationchannels/new';
const EDIT = '/systems/sys1/notificationchannels/ch1';

/** Per kind: the option in Type, how its target is entered, and the target it is saved with. */
const KINDS: {
  type: PushConfig['type'];
  option: string;
  enter: (app: AppUnderTest) => Promise<void>;
  target: PushConfig['target'];
  stored: Partial<PushConfig>;
  change: (app: AppUnderTest) => Promise<void>;
  changed: PushConfig['target'];
}[] = [
  {
    type: 'email',
    option: 'E-mail',
    enter: (app) => app.user.type(screen.getByLabelText('E-mail addresses (one per line)'), `${ADMIN}{Enter}${MEMBER}`),
    target: [ADMIN, MEMBER],
    stored: { type: 'email', target: [ADMIN] },
    change: (app) => app.user.type(screen.getByLabelText('E-mail addresses (one per line)'), `{Enter}${MEMBER}`),
    changed: [ADMIN, MEMBER],
  },
  {
    type: 'sms',
    option: 'SMS',
    enter: (app) => app.user.type(screen.getByLabelText(/^Phone numbers in E\.164/), '+4512345678'),
    target: ['+4512345678'],
    stored: { type: 'sms', target: ['+4512345678'] },
    change: async (app) => {
      await app.user.clear(screen.getByLabelText(/^Phone numbers in E\.164/));
      await app.user.type(screen.getByLabelText(/^Phone numbers in E\.164/), '+4587654321');
    },
    changed: ['+4587654321'],
  },
  {
    type: 'webhook',
    option: 'Webhook (signed HTTP POST)',
    enter: (app) => app.user.type(screen.getByLabelText('Webhook URL'), 'https://hooks.example.com/neuron'),
    target: 'https://hooks.example.com/neuron',
    stored: { type: 'webhook', target: 'https://hooks.example.com/neuron' },
    change: async (app) => {
      await app.user.clear(screen.getByLabelText('Webhook URL'));
      await app.user.type(screen.getByLabelText('Webhook URL'), 'https://hooks.example.com/v2');
    },
    changed: 'https://hooks.example.com/v2',
  },
  {
    type: 'push',
    option: 'Web push (members’ browsers)',
    enter: (app) => app.user.click(screen.getByRole('checkbox', { name: MEMBER })),
    target: [MEMBER],
    stored: { type: 'push', target: [ADMIN] },
    change: (app) => app.user.click(screen.getByRole('checkbox', { name: MEMBER })),
    changed: [ADMIN, MEMBER],
  },
];

describe('notification channels of every kind, through the editor', () => {
  for (const kind of KINDS) {
    it(`creates a ${kind.type} channel: the form's values are saved, and it opens as itself`, async () => {
      const fake = new FakeTransport()
        .answer('savePushConfig', 'ch-new')
        .answer('rotateChannelSecret', { secret: 'whsec_shown_once' });
      const app = renderApp(NEW, { systems: [SYSTEM], fake });
      await app.user.type(await screen.findByLabelText('Name'), `Night ${kind.type}`);
      await app.user.selectOptions(screen.getByLabelText('Type'), kind.option);
      await kind.enter(app);
      await app.user.click(screen.getByRole('button', { name: 'Create channel' }));
      await waitFor(() => expect(app.router.state.location.pathname).toBe('/systems/sys1/notificationchannels/ch-new'));
      expect(fake.callsOf('savePushConfig')).toEqual([
        ['sys1', null, expect.objectContaining({ type: kind.type, name: `Night ${kind.type}`, target: kind.target })],
      ]);
      // A new webhook gets its signing secret at once (shown once); the other kinds have none.
      expect(fake.callsOf('rotateChannelSecret')).toEqual(kind.type === 'webhook' ? [['sys1', 'ch-new']] : []);
    });

    it(`edits a ${kind.type} channel: name, target and Enabled are saved under its id`, async () => {
      const fake = new FakeTransport()
        .answer('readPushConfig', channelDoc('ch1', kind.stored))
        .answer('savePushConfig', 'ch1');
      const app = renderApp(EDIT, { systems: [SYSTEM], fake });
      const name = await screen.findByLabelText('Name');
      await app.user.clear(name);
      await app.user.type(name, 'Day shift');
      await kind.change(app);
      await app.user.click(screen.getByRole('checkbox', { name: 'Enabled' }));
      await app.user.click(screen.getByRole('button', { name: 'Save channel' }));
      expect(await screen.findByText('Saved.')).toBeTruthy();
      expect(fake.callsOf('savePushConfig')).toEqual([
        [
          'sys1',
          'ch1',
          expect.objectContaining({ type: kind.type, name: 'Day shift', target: kind.changed, enabled: false }),
        ],
      ]);
    });

    it(`deletes a ${kind.type} channel after the confirming step, and goes back to the list`, async () => {
      const fake = new FakeTransport().answer('readPushConfig', channelDoc('ch1', kind.stored));
      const app = renderApp(EDIT, { systems: [SYSTEM], fake });
      await app.user.click(await screen.findByRole('button', { name: 'Delete channel' }));
      expect(fake.callsOf('deletePushConfig')).toEqual([]); // not before the confirmation
      await app.user.click(screen.getByRole('button', { name: 'Yes, delete this channel' }));
      await waitFor(() => expect(app.router.state.location.pathname).toBe('/systems/sys1/notificationchannels'));
      expect(fake.callsOf('deletePushConfig')).toEqual([['sys1', 'ch1']]);
    });
  }
});

describe('the delivery-errors log', () => {
  it('shows real failures newest first with their severities (Error 20, Warning 10), over the last hour by default', async () => {
    const now = Date.now();
    const fake = new FakeTransport().answer('readPushConfig', channelDoc('ch1')).answer('readPushErrors', [
      {
        id: 'ev-2',
        time: now - 60_000,
        eventId: 'ev-2',
        severity: 10,
        message: 'Not sent to addresses that are not members of the system: eve@example.com',
      },
      { id: 'ev-1', time: now - 120_000, eventId: 'ev-1', severity: 20, message: 'Webhook answered 500' },
    ]);
    const app = renderApp(EDIT, { systems: [SYSTEM], fake });
    const log = await screen.findByRole('list', { name: 'Delivery errors, newest first' });
    const rows = within(log).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent?.replace(/^.*?(Warning|Error)/, '$1'))).toEqual([
      'Warning Not sent to addresses that are not members of the system: eve@example.com',
      'Error Webhook answered 500',
    ]);
    // The recent-data window (1 h) is the default; a wider one reads again from further back.
    const [[systemId, channelId, since, max]] = fake.callsOf('readPushErrors') as [string, string, number, number][];
    expect([systemId, channelId, max]).toEqual(['sys1', 'ch1', 100]);
    expect(now - since).toBeGreaterThanOrEqual(RECENT_DATA_WINDOW_MS - 5_000);
    expect(now - since).toBeLessThan(RECENT_DATA_WINDOW_MS + 60_000);
    expect((screen.getByLabelText('Show') as HTMLSelectElement).selectedOptions[0].textContent).toBe('Last hour');
    await app.user.selectOptions(screen.getByLabelText('Show'), 'Last 24 hours');
    await waitFor(() => expect(fake.callsOf('readPushErrors')).toHaveLength(2));
    const wider = fake.callsOf('readPushErrors')[1][2] as number;
    expect(Date.now() - wider).toBeGreaterThanOrEqual(86_400_000 - 5_000);
  });

  it('says there are none in the period when the channel has no failures', async () => {
    const fake = new FakeTransport().answer('readPushConfig', channelDoc('ch1'));
    renderApp(EDIT, { systems: [SYSTEM], fake });
    expect(await screen.findByText('No delivery errors in this period.')).toBeTruthy();
  });
});

describe('a channel read while offline', () => {
  it('shows the catalogue\'s offline-read message in the screen\'s place, not "not found"', async () => {
    // What data/documents.ts throws for an offline read of one document: the SDK's own error.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fake = new FakeTransport().refuse('readPushConfig', offlineRefusal());
    renderApp(EDIT, { systems: [SYSTEM], fake });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Could not load: Failed to get document because the client is offline');
    expect(screen.queryByText(/not found/)).toBeNull();
    warn.mockRestore();
  });
});
