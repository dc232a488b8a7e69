// Endpoint URLs without Firebase: the transport hands them on without loading the data layer.
import { functionUrl } from './backend';

/** The URL gateways POST samples to (the ingest function of this deployment or the emulators). */
export function ingestEndpoint(): string {
  return functionUrl('ingest');
}

/** Where the read API answers (GET with `Authorization: Bearer <key>`). */
export function readApiUrl(): string {
  return functionUrl('readApi');
}
