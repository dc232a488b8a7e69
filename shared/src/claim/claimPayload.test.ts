import { describe, expect, it } from 'vitest';
import { ClaimCodeSchema, claimPayloadText, parseClaimPayload } from './claimPayload.js';

describe('QR claim payload', () => {
  it('round-trips what the factory prints', () => {
    const text = claimPayloadText({ type: 'SENSOR', sn: 'S-3001', claimCode: '7KQ2M9XD4HFA' });
    expect(text).toBe('neuron://claim?type=SENSOR&sn=S-3001&code=7KQ2M9XD4HFA');
    expect(parseClaimPayload(text)).toEqual({
      ok: true,
      payload: { type: 'SENSOR', sn: 'S-3001', claimCode: '7KQ2M9XD4HFA' },
    });
  });

  it('normalises a printed code with dashes and lower case', () => {
    expect(parseClaimPayload('neuron://claim?sn=G-1&code=7kq2-m9xd-4hfa')).toEqual({
      ok: true,
      payload: { type: undefined, sn: 'G-1', claimCode: '7KQ2M9XD4HFA' },
    });
    expect(ClaimCodeSchema.parse(' 7kq2 m9xd ')).toBe('7KQ2M9XD');
  });

  it('refuses other QR codes and bad fields with a message', () => {
    expect(parseClaimPayload('https://example.com')).toEqual({
      ok: false,
      message: 'This QR code is not a Neuron device code',
    });
    expect(parseClaimPayload('neuron://claim?type=PHONE&sn=S-1&code=ABCDEFGH')).toMatchObject({
      ok: false,
      message: expect.stringContaining('PHONE'),
    });
    expect(parseClaimPayload('neuron://claim?sn=a/b&code=ABCDEFGH')).toMatchObject({
      ok: false,
      message: expect.stringContaining('Serial'),
    });
    expect(parseClaimPayload('neuron://claim?sn=S-1&code=AB')).toMatchObject({
      ok: false,
      message: expect.stringContaining('at least 8'),
    });
  });
});
