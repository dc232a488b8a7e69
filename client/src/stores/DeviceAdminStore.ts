import type { CallResult } from '../data/callables';
import type { ClaimInput } from '../data/deviceClaims';
import type { DeviceEdit } from '../data/devices';
import type { Transport } from './transport';
import type { UiStore } from './UiStore';

/** A write's outcome as screens show it: done, or the message to show beside the form. */
export type WriteResult = { ok: true } | { ok: false; message: string };

/** Device writes of the add and edit screens: claiming, virtual sensors, edits, keys. */
export class DeviceAdminStore {
  constructor(
    private readonly transport: Transport,
    private readonly ui: UiStore,
  ) {}

  /** Claims a sensor or gateway with its claim code (the callable checks and adds it). */
  claim(input: ClaimInput): Promise<CallResult<{ sn: string }>> {
    return this.ui.track(this.transport.claimDevice(input));
  }

  /** Issues the first ingest key of a just-claimed gateway. */
  createGatewayKey(systemId: string, sn: string): Promise<CallResult<{ key: string }>> {
    return this.ui.track(this.transport.createGatewayKey(systemId, sn));
  }

  /** Replaces a gateway's ingest key. */
  rotateGatewayKey(systemId: string, sn: string): Promise<CallResult<{ key: string }>> {
    return this.ui.track(this.transport.rotateGatewayKey(systemId, sn));
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

  private async write(pending: Promise<void>): Promise<WriteResult> {
    try {
      await this.ui.track(pending);
      return { ok: true };
    } catch (error) {
      console.error('device write failed', error);
      return { ok: false, message: `Could not save: ${(error as Error).message}` };
    }
  }
}
