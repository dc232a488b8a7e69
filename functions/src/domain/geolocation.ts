import type { CellInfo } from '@neuron/shared';

/** Geolocation service settings, from the environment (GEOLOCATION_URL, GEOLOCATION_KEY). */
export interface GeolocationConfig {
  url?: string;
  key?: string;
}

export function geolocationConfigFrom(env: Record<string, string | undefined>): GeolocationConfig {
  return { url: env.GEOLOCATION_URL?.trim() || undefined, key: env.GEOLOCATION_KEY?.trim() || undefined };
}

/** The request URL: the service URL with the key as the `key` query parameter. */
export function geolocationRequestUrl(config: Required<GeolocationConfig>): string {
  const url = new URL(config.url);
  url.searchParams.set('key', config.key);
  return url.toString();
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
