import { action, makeObservable } from 'mobx';
import { parseClaimPayload, type SensorConfig } from '@neuron/shared';
import { EditorStore } from '../EditorStore';
import { StatedRefusal, callRefusalText } from '../refusal';
import type { Transport } from '../transport';
import type { UiStore } from '../UiStore';
import type { ClaimErrors } from './claimForm';
import { splitList } from './listText';

/** The add-sensor and add-gateway form as typed (a gateway uses the serial, the claim code and the alias). */
export interface ClaimForm {
  sn: string;
  claimCode: string;
  alias: string;
  tags: string;
  labels: string;
  /** The id of the base configuration chosen for a sensor ('' for none). */
  base: string;
}

const EMPTY: ClaimForm = { sn: '', claimCode: '', alias: '', tags: '', labels: '', base: '' };

/**
 * Adding a sensor or a gateway by claiming its serial with its claim code, in the one editor
 * shape (EditorStore): the fields (typed, or filled from its QR code), their messages (the shared
 * schemas, and a refusal naming a field placed beside it), and Save, which claims.
 */
export class ClaimEditorStore extends EditorStore<ClaimForm, ClaimErrors> {
  constructor(
    private readonly transport: Pick<Transport, 'claimDevice'>,
    readonly systemId: string,
    readonly type: 'SENSOR' | 'GATEWAY',
    ui?: UiStore,
  ) {
    super(EMPTY, ui);
    makeObservable<ClaimEditorStore, 'placeErrors'>(this, { scanned: action, placeErrors: action });
  }

  /**
   * Fills serial and claim code from a scanned QR code; resolves to what to announce, or puts
   * why not (not a Neuron code, another kind's) in the form's message.
   */
  scanned(text: string): string | undefined {
    const parsed = parseClaimPayload(text);
    const wrongKind =
      parsed.ok && parsed.payload.type !== this.type
        ? this.type === 'SENSOR'
          ? 'This QR code is a gateway’s: add it under Add gateway.'
          : 'This QR code is a sensor’s: add it under Add sensor.'
        : undefined;
    if (!parsed.ok || wrongKind) {
      this.errors = { form: parsed.ok ? wrongKind : parsed.message };
      return undefined;
    }
    this.draft.value = { ...this.form, sn: parsed.payload.sn, claimCode: parsed.payload.claimCode };
    this.errors = {};
    return `Scanned ${this.type === 'SENSOR' ? 'sensor' : 'gateway'} ${parsed.payload.sn}`;
  }

  /** Claims the device (a sensor with `config`, its base configuration); resolves to its serial, or null. */
  save(config?: SensorConfig): Promise<string | null> {
    return this.submit(
      async (form) => {
        const errors = (await import('./claimForm')).checkClaimFields(form.sn, form.claimCode);
        return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value: form };
      },
      async (form) => {
        const result = await this.transport.claimDevice({
          systemId: this.systemId,
          type: this.type,
          sn: form.sn.trim(),
          claimCode: form.claimCode,
          alias: form.alias,
          ...(this.type === 'SENSOR'
            ? { tags: splitList(form.tags), labels: splitList(form.labels), ...(config ? { config } : {}) }
            : {}),
        });
        if (result.ok) return result.data.sn;
        // A refusal naming a field ("sn: …") shows beside it; any other under the form.
        const placed = (await import('./claimForm')).claimErrorOf(callRefusalText(result));
        this.placeErrors(placed);
        throw new StatedRefusal(placed.form ?? 'Check the highlighted fields.');
      },
      this.type === 'SENSOR' ? 'Could not add the sensor' : 'Could not add the gateway',
    );
  }

  private placeErrors(errors: ClaimErrors): void {
    this.errors = errors.form ? {} : errors;
  }
}
