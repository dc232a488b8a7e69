import { describe, expect, it } from 'vitest';
import { geolocationRequest, locationFromGeolocation } from './geolocationRequest.js';

const cell = {
  homeMobileCountryCode: 238,
  homeMobileNetworkCode: 1,
  cellId: 12345,
  rssi: -70,
  locationAreaCode: 100,
  LteTracAreaCode: 200,
};

describe('geolocationRequest', () => {
  it('sends the home codes, considerIp false and one cell tower', () => {
    expect(geolocationRequest(cell)).toEqual({
      homeMobileCountryCode: 238,
      homeMobileNetworkCode: 1,
      considerIp: false,
      cellTowers: [
        { cellId: 12345, mobileCountryCode: 238, mobileNetworkCode: 1, locationAreaCode: 100, signalStrength: -70 },
      ],
    });
  });

  it('leaves out the signal strength when the cell has no rssi', () => {
    const { rssi: _rssi, ...noRssi } = cell;
    expect(geolocationRequest(noRssi).cellTowers[0]).not.toHaveProperty('signalStrength');
  });
});

describe('locationFromGeolocation', () => {
  it('reads the location and accuracy', () => {
    expect(locationFromGeolocation({ location: { lat: 55.68, lng: 12.57 }, accuracy: 900 })).toEqual({
      lat: 55.68,
      lng: 12.57,
      accuracy: 900,
    });
    expect(locationFromGeolocation({ location: { lat: 1, lng: 2 } })).toEqual({ lat: 1, lng: 2 });
  });

  it('gives nothing for a failure or a location out of range', () => {
    for (const response of [undefined, null, {}, { error: { code: 404 } }, { location: { lat: 91, lng: 0 } }]) {
      expect(locationFromGeolocation(response)).toBeUndefined();
    }
  });
});
