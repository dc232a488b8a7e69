import { z } from 'zod';
import type { CellInfo, Location } from '../schemas/gatewayInfo.js';
import { LocationSchema } from '../schemas/gatewayInfo.js';

/** Body of the one POST to the maps geolocation service (docs/CALLS.md). */
export interface GeolocationRequest {
  homeMobileCountryCode: number;
  homeMobileNetworkCode: number;
  considerIp: false;
  cellTowers: [
    {
      cellId: number;
      mobileCountryCode: number;
      mobileNetworkCode: number;
      locationAreaCode: number;
      signalStrength?: number;
    },
  ];
}

/** The geolocation request for a gateway's cell: its home codes, considerIp false, and its one cell tower. */
export function geolocationRequest(cell: CellInfo): GeolocationRequest {
  return {
    homeMobileCountryCode: cell.homeMobileCountryCode,
    homeMobileNetworkCode: cell.homeMobileNetworkCode,
    considerIp: false,
    cellTowers: [
      {
        cellId: cell.cellId,
        mobileCountryCode: cell.homeMobileCountryCode,
        mobileNetworkCode: cell.homeMobileNetworkCode,
        locationAreaCode: cell.locationAreaCode,
        ...(cell.rssi !== undefined ? { signalStrength: cell.rssi } : {}),
      },
    ],
  };
}

const GeolocationResponseSchema = z.object({
  location: z.object({ lat: z.number(), lng: z.number() }),
  accuracy: z.number().optional(),
});

/** The location in a geolocation answer; undefined when the answer is not one (docs/CATALOGUES.md: nothing on failure). */
export function locationFromGeolocation(response: unknown): Location | undefined {
  const parsed = GeolocationResponseSchema.safeParse(response);
  if (!parsed.success) return undefined;
  const location = LocationSchema.safeParse({ ...parsed.data.location, accuracy: parsed.data.accuracy });
  return location.success ? location.data : undefined;
}
