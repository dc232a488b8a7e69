import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeTransport, rulesRefusal } from '../testing/fakeTransport';
import { SYSTEM } from '../testing/fixtures';
import { renderApp } from '../testing/renderApp';
import { feedbackReporter, FEEDBACK_URL } from './externalLinks';

// The global progress bar and an error toast's Report button (issue 49: never driven by a test).

const NEW_CHANNEL = '/systems/sys1/notificationchannels/new';

describe('progress bar and Report', () => {
  it('shows the progress bar while a tracked save runs, and hides it when the save is done', async () => {
    const fake = new FakeTransport().answer('savePushConfig', 'ch-new');
    const release = fake.hold('savePushConfig');
    const { user } = renderApp(NEW_CHANNEL, { systems: [SYSTEM], fake });
    await user.type(await screen.findByLabelText('Name'), 'Night shift');
    await user.type(screen.getByLabelText('E-mail addresses (one per line)'), 'night@test.io');
    expect(screen.queryByRole('progressbar')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create channel' }));
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeTruthy();
    release();
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(fake.callsOf('savePushConfig')).toHaveLength(1);
  });

  it("Report on an error toast opens the feedback form with the toast's message and the page filled in", async () => {
    const fake = new FakeTransport().refuse('savePushConfig', rulesRefusal());
    const app = renderApp(NEW_CHANNEL, { systems: [SYSTEM], fake });
    // As main.tsx installs it, with the memory router's page and the opened URL kept.
    const opened: string[] = [];
    app.store.ui.reporter = feedbackReporter(
      () => app.router.state.location.pathname,
      (url) => opened.push(url),
    );
    await app.user.type(await screen.findByLabelText('Name'), 'Night shift');
    await app.user.type(screen.getByLabelText('E-mail addresses (one per line)'), 'night@test.io');
    await app.user.click(screen.getByRole('button', { name: 'Create channel' }));
    const toast = await screen.findByTestId('toast');
    const message = toast.querySelector('.toast-text')?.textContent ?? '';
    expect(message).toMatch(/^Could not save the channel/);
    await app.user.click(within(toast).getByRole('button', { name: 'Report' }));
    expect(opened).toHaveLength(1);
    const url = new URL(opened[0]!);
    expect(`${url.origin}${url.pathname}`).toBe(FEEDBACK_URL);
    expect(url.searchParams.get('problem')).toBe(message);
    expect(url.searchParams.get('page')).toBe(NEW_CHANNEL);
  });
});
