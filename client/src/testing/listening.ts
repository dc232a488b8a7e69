import { waitFor } from '@testing-library/react';
import type { FakeTransport } from './fakeTransport';

/**
 * Resolves once a listener of `name` runs on the fake transport. A screen may say "Loading…"
 * before it starts the listener a test then fails (a list mounted after the rules load starts it
 * in an effect, a moment later): failing before that fails nobody, and the test would wait for
 * an error that never comes.
 */
export async function listening(fake: FakeTransport, name: Parameters<FakeTransport['live']>[0]): Promise<void> {
  await waitFor(() => {
    if (fake.live(name).length === 0) throw new Error(`no ${name} listener running yet`);
  });
}
