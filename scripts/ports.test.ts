import { describe, expect, it } from 'vitest';
import { EMULATOR_PORTS, EMULATOR_PROJECT_ID, REGION as CLIENT_REGION } from '../client/src/data/backend.js';
import { PROJECT_ID, REGION, browserRefusedPort, functionUrl, portOffset, ports } from './ports.js';

describe('the client and the scripts name the same emulators', () => {
  it('project id, region and base ports agree (the client cannot import the scripts)', () => {
    expect(EMULATOR_PROJECT_ID).toBe(PROJECT_ID);
    expect(CLIENT_REGION).toBe(REGION);
    const base = ports(0);
    expect(EMULATOR_PORTS).toEqual({ auth: base.auth, firestore: base.firestore, functions: base.functions });
  });

  it('function URLs follow the port offset', () => {
    expect(functionUrl('ingest', ports(3000))).toBe(`http://127.0.0.1:8001/${PROJECT_ID}/${REGION}/ingest`);
  });

  it('refuses an offset that puts an emulator on a port browsers refuse, naming it', () => {
    expect(browserRefusedPort(2000)).toBe(10_080);
    expect([0, 1000, 3000, 5000, 9000, 18_000].map(browserRefusedPort)).toEqual(Array(6).fill(undefined));
    const before = process.env.NEURON_PORT_OFFSET;
    try {
      process.env.NEURON_PORT_OFFSET = '2000';
      expect(() => portOffset()).toThrow('port 10080, which browsers refuse to fetch');
      process.env.NEURON_PORT_OFFSET = '3000';
      expect(portOffset()).toBe(3000);
    } finally {
      if (before === undefined) delete process.env.NEURON_PORT_OFFSET;
      else process.env.NEURON_PORT_OFFSET = before;
    }
  });
});
