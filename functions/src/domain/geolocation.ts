import { LocationSchema, type CellInfo, type Location } from '@neuron/shared';
import { z } from 'zod';

/** Geolocation service settings, from the environment (GEOLOCATION_URL, GEOLOCATION_KEY). */
export interface GeolocationConfig {
  url?: string;
  key?: string;
}

export function geolocationConfigFrom(env: Record<string, string | undefined>): GeolocationConfig {
  return { url: env.GEOLOCATION_URL?.trim() || undefined, key: env.GEOLOCATION_KEY?.trim() || undefined };
}

/** The request body of SPEC.md §7: the home network and one cell tower, IP not considered. */
export function geolocationRequestBody(cell: CellInfo) {
  return {
    homeMobileCountryCode: cell.homeMobileCountryCode,
    homeMobileNetworkCode: cell.homeMobileNetworkCode,
    considerIp: false,
    cellTowers: [
      {
        cellId: cell.cellId,
        mobileCountryCode: cell.homeMobileCountryCode,
        mobileNetworkCode: cell.homeMobileNetworkCode,
        ...(cell.rssi === undefined ? {} : { signalStrength: cell.rssi }),
        locationAreaCode: cell.locationAreaCode,
      },
    ],
  };
}

/** The request URL: the service URL with the key as the `key` query parameter. */
export function geolocationRequestUrl(config: Required<GeolocationConfig>): string {
  const url = new URL(config.url);
  url.searchParams.set('key', config.key);
  return url.toString();
}

// The service's answer: { location: { lat, lng }, accuracy }.
const GeolocationResponseSchema = z.object({
  location: z.object({ lat: z.number(), lng: z.number() }),
  accuracy: z.number().min(0).optional(),
});

/** The location in a service answer, or undefined when the answer is not a usable location. */
export function locationFromResponse(json: unknown): Location | undefined {
  const parsed = GeolocationResponseSchema.safeParse(json);
  if (!parsed.success) return undefined;
  const location = LocationSchema.safeParse({ ...parsed.data.location, accuracy: parsed.data.accuracy });
  return location.success ? location.data : undefined;
}

/** True when the tower a lookup depends on changed (a changed rssi alone does not move a gateway). */
export function cellTowerChanged(before: CellInfo | undefined, after: CellInfo | undefined): boolean {
  if (!after) return false;
  if (!before) return true;
  return (
    before.cellId !== after.cellId ||
    before.locationAreaCode !== after.locationAreaCode ||
    before.homeMobileCountryCode !== after.homeMobileCountryCode ||
    before.homeMobileNetworkCode !== after.homeMobileNetworkCode
  );
}
