import type { DeviceType } from '@neuron/shared';
import type { LoadedFailedBatch } from '../models';
import { useLive, useRead, type LiveValue } from '../useLive';

// The device screens' one-off reads: a screen names what it shows, the transport call is here.

/**
 * A gateway's info document (its members read it); undefined for a sensor, whose facts come from
 * its device in this system (`info`, copied at claim), and a virtual sensor, which has none.
 */
export function useDeviceInfo(type: DeviceType, sn: string) {
  return useRead<object | undefined>(
    (t) => (type === 'GATEWAY' ? t.readGatewayInfo(sn) : Promise.resolve(undefined)),
    [type, sn],
  );
}

/** The base configurations a new device may start from. */
export function useBaseConfigs() {
  return useRead((t) => t.readBaseSensorConfigs(), []);
}

/** A sensor's info document (its model, to warn of a configuration that misfits); no sn, no read. */
export function useSensorInfo(sn: string | undefined) {
  return useRead((t) => (sn ? t.readSensorInfo(sn) : Promise.resolve(undefined)), [sn]);
}

/** The sample batches of a gateway the store path gave up on, live (admins only; newest first). */
export function useFailedBatches(systemId: string, gatewaySn: string): LiveValue<LoadedFailedBatch[]> {
  return useLive<LoadedFailedBatch[]>((t, cb) => t.watchFailedBatches(systemId, gatewaySn, cb), [systemId, gatewaySn]);
}
