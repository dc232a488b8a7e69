import { describe, expect, it } from 'vitest';
import { cellTowerChanged, geolocationRequestUrl } from './geolocation.js';

const cell = { homeMobileCountryCode: 238, homeMobileNetworkCode: 2, cellId: 77, rssi: -81, locationAreaCode: 12 };

describe('geolocation', () => {
  it('puts the key on the service URL', () => {
    expect(geolocationRequestUrl({ url: 'http://h/geo?x=1', key: 'k y' })).toBe('http://h/geo?x=1&key=k+y');
  });

  it('looks up again only when the tower changes', () => {
    expect(cellTowerChanged(undefined, cell)).toBe(true);
    expect(cellTowerChanged(cell, { ...cell, rssi: -60 })).toBe(false);
    expect(cellTowerChanged(cell, { ...cell, cellId: 78 })).toBe(true);
    expect(cellTowerChanged(cell, undefined)).toBe(false);
  });
});
