import { describe, expect, it } from 'vitest';
import { standInGeolocation } from './geolocationStandIn.js';

const request = (cellId: number) =>
  JSON.stringify({
    considerIp: false,
    cellTowers: [{ cellId, mobileCountryCode: 238, mobileNetworkCode: 1, locationAreaCode: 4021, signalStrength: -75 }],
  });

describe('standInGeolocation (npm start has no geolocation service)', () => {
  it('places a tower near the demo centre, the same place every time, another tower elsewhere', () => {
    const a = standInGeolocation(request(20431));
    expect(a.status).toBe(200);
    const { location, accuracy } = a.body as { location: { lat: number; lng: number }; accuracy: number };
    expect(Math.abs(location.lat - 55.4)).toBeLessThanOrEqual(0.05);
    expect(Math.abs(location.lng - 10.39)).toBeLessThanOrEqual(0.05);
    expect(accuracy).toBe(900);
    expect(standInGeolocation(request(20431))).toEqual(a);
    expect(standInGeolocation(request(20432)).body).not.toEqual(a.body);
  });

  it("answers the service's not found for no tower, and a 400 for a body that is not JSON", () => {
    expect(standInGeolocation(JSON.stringify({ cellTowers: [] })).status).toBe(404);
    expect(standInGeolocation('{').status).toBe(400);
  });
});
