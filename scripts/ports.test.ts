import { describe, expect, it } from 'vitest';
import { EMULATOR_PORTS, EMULATOR_PROJECT_ID, REGION as CLIENT_REGION } from '../client/src/data/backend.js';
import { PROJECT_ID, REGION, functionUrl, ports } from './ports.js';

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
});
