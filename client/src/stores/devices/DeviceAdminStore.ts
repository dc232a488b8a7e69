import type { CallResult } from '../../data/callables';
import type { WriteResult } from '../events/EventStore';
import type { Transport } from '../transport';
import type { UiStore } from '../UiStore';
import { featureStore } from '../featureStore';
import { callRefusalText } from '../refusal';

/** Gateway keys: the first one of a just-claimed gateway, a new one, and where gateways post. (Adding and
 * editing devices are editors: ClaimEditorStore, NewVirtualEditorStore, DeviceEditorStore.) */
export class DeviceAdminStore {
  constructor(
    private readonly transport: Transport,
    private readonly ui: UiStore,
  ) {}

  /** Issues the first ingest key of a just-claimed gateway; resolves to the key (shown once). */
  createGatewayKey(systemId: string, sn: string): Promise<WriteResult<string>> {
    return this.call(this.transport.createGatewayKey(systemId, sn), (r) => r.key);
  }

  /** Replaces a gateway's ingest key (or issues its first); resolves to the new key. */
  rotateGatewayKey(systemId: string, sn: string): Promise<WriteResult<string>> {
    return this.call(this.transport.rotateGatewayKey(systemId, sn), (r) => r.key);
  }

  /** The URL gateways post samples to, for the example request beside a new key. */
  ingestEndpoint(): string {
    return this.transport.ingestEndpoint();
  }

  private async call<R, T>(pending: Promise<CallResult<R>>, pick: (r: R) => T): Promise<WriteResult<T>> {
    const result = await this.ui.track(pending);
    return result.ok ? { ok: true, value: pick(result.data) } : { ok: false, error: callRefusalText(result) };
  }
}

/** The gateway keys' and device removal's store, made by the screens that use it. */
export const deviceAdminFeature = featureStore({
  make: (root) => new DeviceAdminStore(root.transport, root.ui),
});
