import { describe, expect, it } from 'vitest';
import { GatewayInfoSchema, LocationSchema } from './gatewayInfo.js';

const keyHash = 'a'.repeat(64);

describe('GatewayInfoSchema', () => {
  it('reads the credential, cell info, location and status', () => {
    const info = {
      systemId: 'sys-1',
      keyHash,
      cell: {
        homeMobileCountryCode: 238,
        homeMobileNetworkCode: 1,
        cellId: 12345,
        rssi: -70,
        locationAreaCode: 100,
        LteTracAreaCode: 200,
      },
      location: { lat: 55.68, lng: 12.57, accuracy: 500 },
      status: 1,
    };
    expect(GatewayInfoSchema.parse(info)).toEqual(info);
    // An older document's lastSeen is no longer read (when a gateway was heard is its device's reportedAt).
    expect(GatewayInfoSchema.parse({ ...info, lastSeen: 1 })).toEqual(info);
  });

  it.each([
    [{ systemId: '', keyHash }, ['systemId']],
    [{ systemId: 's', keyHash: 'xyz' }, ['keyHash']],
    [{ systemId: 's', keyHash, cell: { homeMobileCountryCode: 1 } }, ['cell', 'homeMobileNetworkCode']],
  ])('refuses %j naming the field', (input, path) => {
    expect(GatewayInfoSchema.safeParse(input).error?.issues[0].path).toEqual(path);
  });
});

describe('LocationSchema', () => {
  it('accepts the edges of both ranges', () => {
    expect(LocationSchema.safeParse({ lat: -90, lng: -180 }).success).toBe(true);
    expect(LocationSchema.safeParse({ lat: 90, lng: 180 }).success).toBe(true);
  });

  it.each([
    [{ lat: 90.5, lng: 0 }, 'lat', 'Latitude must be -90 to 90'],
    [{ lat: -90.5, lng: 0 }, 'lat', 'Latitude must be -90 to 90'],
    [{ lat: 0, lng: 180.5 }, 'lng', 'Longitude must be -180 to 180'],
    [{ lat: 0, lng: -180.5 }, 'lng', 'Longitude must be -180 to 180'],
  ])('refuses %j naming %s', (input, field, message) => {
    const issue = LocationSchema.safeParse(input).error?.issues[0];
    expect(issue?.path).toEqual([field]);
    expect(issue?.message).toBe(message);
  });
});
