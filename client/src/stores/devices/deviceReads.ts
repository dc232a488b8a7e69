import type { FailedBatchView } from '../models';
import { useLive, useRead, type LiveValue } from '../useLive';

// The device screens' one-off reads: a screen names what it shows, the transport call is here.

/** The base configurations a new device may start from. */
export function useBaseConfigs() {
  return useRead((t) => t.readBaseSensorConfigs(), []);
}

/** A sensor's info document (its model, to warn of a configuration that misfits); no sn, no read. */
export function useSensorInfo(sn: string | undefined) {
  return useRead((t) => (sn ? t.readSensorInfo(sn) : Promise.resolve(undefined)), [sn]);
}

/** The sample batches of a gateway the store path gave up on, live (admins only; newest first). */
export function useFailedBatches(systemId: string, gatewaySn: string): LiveValue<FailedBatchView[]> {
  return useLive<FailedBatchView[]>((t, cb) => t.watchFailedBatches(systemId, gatewaySn, cb), [systemId, gatewaySn]);
}
