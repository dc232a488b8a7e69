import type { GatewayInfo } from '@neuron/shared';
import { useLiveDocument } from '../useLive';

// The gateway screens' reads: a screen names what it shows, the transport call is here.

/**
 * A gateway's info document (its members read it: place, cell, the connection it reported),
 * live, so the gateway's panel shows its status as it changes. No serial (a sensor's or a virtual
 * sensor's page, whose facts come from the device itself): no listener, and no value.
 */
export function useGatewayInfo(sn: string | undefined) {
  return useLiveDocument<GatewayInfo>(
    (t, onChange, onError) => {
      if (!sn) {
        onChange(undefined);
        return () => undefined;
      }
      return t.watchGatewayInfo(sn, onChange, onError);
    },
    [sn],
  );
}
