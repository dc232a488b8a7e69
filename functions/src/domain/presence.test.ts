import { NEVER_HEARD_STATE, type Device } from '@neuron/shared';
import { describe, expect, it } from 'vitest';
import { gatewayKeyNote, planGatewaySeen, planTransition, presenceState } from './presence.js';

const gateway = (state?: Device['state']): Device =>
  ({ sn: 'G-1', type: 'GATEWAY', alias: '', tags: [], labels: [], config: {}, sample: null, state }) as Device;

describe('presence decisions', () => {
  it('a device never heard from gets the empty state with its presence', () => {
    expect(presenceState({}, true, 5)).toEqual({ ...NEVER_HEARD_STATE, online: true, lastSeen: 5 });
  });

  it("a gateway's key is noted only when it is this system's and says otherwise", () => {
    expect(gatewayKeyNote({ systemId: 's', online: false }, 's', true)).toEqual({ online: true });
    expect(gatewayKeyNote({ systemId: 's', online: true }, 's', true)).toBeUndefined();
    expect(gatewayKeyNote({ systemId: 'other', online: false }, 's', true)).toBeUndefined();
    expect(gatewayKeyNote(undefined, 's', true)).toBeUndefined();
  });

  it('a transition already applied changes nothing; a gateway transition notes its key', () => {
    const offline = gateway({ ...NEVER_HEARD_STATE, online: false, lastSeen: 1 });
    expect(planTransition('s', offline, { online: false, lastSeen: 2 })).toBeNull();
    const writes = planTransition('s', offline, { online: true, lastSeen: 2 });
    expect(writes?.state).toMatchObject({ online: true, lastSeen: 2 });
    expect(writes?.keyNote?.({ systemId: 's', online: false })).toEqual({ online: true });
  });

  it('a gateway seen again raises an event only when it was marked offline', () => {
    expect(planGatewaySeen('s', gateway({ ...NEVER_HEARD_STATE, online: true, lastSeen: 1 }), 9)).toBeNull();
    expect(planGatewaySeen('s', gateway({ ...NEVER_HEARD_STATE, online: false, lastSeen: 1 }), 9)).toMatchObject({
      state: { online: true, lastSeen: 9 },
      wasOffline: true,
    });
    expect(planGatewaySeen('s', gateway(undefined), 9)?.wasOffline).toBe(false);
    expect(planGatewaySeen('s', { ...gateway(undefined), type: 'SENSOR' } as Device, 9)).toBeNull();
  });
});
