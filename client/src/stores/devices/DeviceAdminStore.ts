import type { CallResult } from '../../data/callables';
import type { ClaimInput } from '../../data/deviceClaims';
import type { DeviceEdit } from '../../data/devices';
import type { WriteResult } from '../events/EventStore';
import type { Transport } from '../transport';
import type { UiStore } from '../UiStore';
import { refusalText } from '../refusal';

/** Device writes of the add and edit screens: claiming, virtual sensors, edits, gateway keys. */
export class DeviceAdminStore {
  constructor(
    private readonly transport: Transport,
    private readonly ui: UiStore,
  ) {}

  /** Claims a sensor or gateway with its claim code (the callable checks and adds it); resolves to its serial. */
  claim(input: ClaimInput): Promise<WriteResult<string>> {
    return this.call(this.transport.claimDevice(input), (r) => r.sn);
  }

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

  createVirtual(systemId: string, sn: string, edit: DeviceEdit): Promise<WriteResult> {
    return this.write(this.transport.createVirtualDevice(systemId, sn, edit));
  }

  save(systemId: string, sn: string, edit: DeviceEdit): Promise<WriteResult> {
    return this.write(this.transport.updateDevice(systemId, sn, edit));
  }

  remove(systemId: string, sn: string): Promise<WriteResult> {
    return this.write(this.transport.deleteDevice(systemId, sn));
  }

  private async call<R, T>(pending: Promise<CallResult<R>>, pick: (r: R) => T): Promise<WriteResult<T>> {
    const result = await this.ui.track(pending);
    return result.ok ? { ok: true, value: pick(result.data) } : { ok: false, error: result.message };
  }

  private async write(pending: Promise<void>): Promise<WriteResult> {
    try {
      await this.ui.track(pending);
      return { ok: true, value: undefined };
    } catch (error) {
      return { ok: false, error: refusalText('Could not save the device', error) };
    }
  }
}
