import { describe, expect, it } from 'vitest';
import {
  cellTowerChanged,
  geolocationRequestBody,
  geolocationRequestUrl,
  locationFromResponse,
} from './geolocation.js';

const cell = { homeMobileCountryCode: 238, homeMobileNetworkCode: 2, cellId: 77, rssi: -81, locationAreaCode: 12 };

describe('geolocation', () => {
  it('builds the SPEC.md §7 body with one tower and considerIp false', () => {
    expect(geolocationRequestBody(cell)).toEqual({
      homeMobileCountryCode: 238,
      homeMobileNetworkCode: 2,
      considerIp: false,
      cellTowers: [
        { cellId: 77, mobileCountryCode: 238, mobileNetworkCode: 2, signalStrength: -81, locationAreaCode: 12 },
      ],
    });
    expect(geolocationRequestUrl({ url: 'http://h/geo?x=1', key: 'k y' })).toBe('http://h/geo?x=1&key=k+y');
  });

  it('reads a location from a good answer only', () => {
    expect(locationFromResponse({ location: { lat: 1, lng: 2 }, accuracy: 30 })).toEqual({
      lat: 1,
      lng: 2,
      accuracy: 30,
    });
    expect(locationFromResponse({ location: { lat: 100, lng: 2 } })).toBeUndefined();
    expect(locationFromResponse({ error: 'x' })).toBeUndefined();
    expect(locationFromResponse(null)).toBeUndefined();
  });

  it('looks up again only when the tower changes', () => {
    expect(cellTowerChanged(undefined, cell)).toBe(true);
    expect(cellTowerChanged(cell, { ...cell, rssi: -60 })).toBe(false);
    expect(cellTowerChanged(cell, { ...cell, cellId: 78 })).toBe(true);
    expect(cellTowerChanged(cell, undefined)).toBe(false);
  });
});
