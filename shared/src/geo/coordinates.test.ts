import { describe, expect, it } from 'vitest';
import { coordinateError, isValidLatitude, isValidLongitude } from './coordinates.js';

describe('coordinates (docs/CATALOGUES.md)', () => {
  it('accepts latitudes from -90 to 90 inclusive', () => {
    for (const lat of [-90, 0, 55.68, 90]) expect(isValidLatitude(lat)).toBe(true);
    for (const lat of [-90.000001, 90.000001, 180, Number.NaN, Number.POSITIVE_INFINITY, '45', null]) {
      expect(isValidLatitude(lat)).toBe(false);
    }
  });

  it('accepts longitudes from -180 to 180 inclusive', () => {
    for (const lng of [-180, 0, 12.57, 180]) expect(isValidLongitude(lng)).toBe(true);
    for (const lng of [-180.000001, 180.000001, Number.NaN, Number.NEGATIVE_INFINITY, '12', undefined]) {
      expect(isValidLongitude(lng)).toBe(false);
    }
  });

  it('names the coordinate that is wrong', () => {
    expect(coordinateError(55.68, 12.57)).toBeUndefined();
    expect(coordinateError(91, 12.57)).toEqual({ field: 'lat', message: 'Latitude must be -90 to 90' });
    expect(coordinateError(55.68, -181)).toEqual({ field: 'lng', message: 'Longitude must be -180 to 180' });
    expect(coordinateError(91, 181)).toEqual({ field: 'lat', message: 'Latitude must be -90 to 90' });
  });
});
