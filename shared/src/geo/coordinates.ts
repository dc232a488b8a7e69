/** Valid latitude range in degrees (docs/CATALOGUES.md). */
export const LATITUDE_RANGE = { min: -90, max: 90 } as const;
/** Valid longitude range in degrees (docs/CATALOGUES.md). */
export const LONGITUDE_RANGE = { min: -180, max: 180 } as const;

/** Messages naming the coordinate that is out of range. */
export const COORDINATE_ERRORS = {
  latitude: 'Latitude must be -90 to 90',
  longitude: 'Longitude must be -180 to 180',
} as const;

/** True for a finite latitude from -90 to 90 inclusive. */
export function isValidLatitude(lat: unknown): lat is number {
  return typeof lat === 'number' && Number.isFinite(lat) && lat >= LATITUDE_RANGE.min && lat <= LATITUDE_RANGE.max;
}

/** True for a finite longitude from -180 to 180 inclusive. */
export function isValidLongitude(lng: unknown): lng is number {
  return typeof lng === 'number' && Number.isFinite(lng) && lng >= LONGITUDE_RANGE.min && lng <= LONGITUDE_RANGE.max;
}

/** The first problem with a coordinate pair, naming the field; undefined when both are valid. */
export function coordinateError(lat: unknown, lng: unknown): { field: 'lat' | 'lng'; message: string } | undefined {
  if (!isValidLatitude(lat)) return { field: 'lat', message: COORDINATE_ERRORS.latitude };
  if (!isValidLongitude(lng)) return { field: 'lng', message: COORDINATE_ERRORS.longitude };
  return undefined;
}
