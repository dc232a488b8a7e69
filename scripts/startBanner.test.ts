import { describe, expect, it } from 'vitest';
import { DEMO_GATEWAYS, DEMO_USER } from './demo/demoData.js';
import { savedWhen, startBanner } from './startBanner.js';

describe("npm start's banner", () => {
  const facts = {
    clientPort: 15173,
    dev: false,
    ingestUrl: 'http://127.0.0.1:5001/demo-neuron/europe-west1/ingest',
    inbox: ' Mail and webhooks:   http://127.0.0.1:8025/',
    staged: [' Staged: gateway G-2 goes offline in 45 s.'],
    dataDir: '/tmp/data',
    snapshotMinutes: 5,
    logFile: '/tmp/neuron-start.log',
  };

  it('says where the app, the demo users, the ingest URL, the data and the logs are', () => {
    const text = startBanner(facts);
    expect(text).toContain('http://127.0.0.1:15173/  (production build)');
    expect(text).toContain(`${DEMO_USER.email} / ${DEMO_USER.password}`);
    expect(text).toContain(`Gateway ingest URL:  ${facts.ingestUrl}`);
    expect(text).toContain(`${DEMO_GATEWAYS[0]!.sn}=${DEMO_GATEWAYS[0]!.key}`);
    expect(text).toContain(
      ' Mail and webhooks:   http://127.0.0.1:8025/\n Staged: gateway G-2 goes offline in 45 s.\n',
    );
    expect(text).toContain('Data kept in /tmp/data: saved every 5 min, after the seed and on Ctrl-C.');
    expect(text).toContain('Emulator and function logs: /tmp/neuron-start.log');
    expect(startBanner({ ...facts, dev: true })).toContain('(development server)');
  });

  it('says when the data is saved, with and without a periodic snapshot', () => {
    expect(savedWhen(0)).toBe('saved after the seed and on Ctrl-C');
    expect(savedWhen(10)).toBe('saved every 10 min, after the seed and on Ctrl-C');
  });
});
