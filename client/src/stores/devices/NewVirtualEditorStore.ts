import { action, makeObservable, observable } from 'mobx';
import { EditorStore } from '../EditorStore';
import type { Transport } from '../transport';
import type { UiStore } from '../UiStore';
import { splitList } from './listText';
import { virtualDraftProblem, type VirtualDraft } from './virtualDraft';

/** A new virtual sensor as typed: its formula over the system's sensors, name, unit and tags. */
export interface NewVirtualForm {
  formula: VirtualDraft;
  alias: string;
  unit: string;
  tags: string;
}

const EMPTY: NewVirtualForm = { formula: { inputs: [], expression: '' }, alias: '', unit: '', tags: '' };

/** A new virtual sensor's serial: V- and a random suffix (it is never printed on hardware). */
function newVirtualSn(): string {
  return `V-${crypto.randomUUID().slice(0, 8).toUpperCase()}`;
}

/**
 * Adding a virtual sensor, in the one editor shape (EditorStore): the formula and fields, the
 * formula's problems (shown once Save was pressed), and Save, which creates the device.
 */
export class NewVirtualEditorStore extends EditorStore<NewVirtualForm, { formula?: string }> {
  /** Save was pressed: the formula's problems show from then on. */
  submitted = false;

  constructor(
    private readonly transport: Pick<Transport, 'createVirtualDevice'>,
    readonly systemId: string,
    ui?: UiStore,
  ) {
    super(EMPTY, ui);
    makeObservable(this, { submitted: observable, save: action });
  }

  /** Saves a valid formula as a new virtual sensor; resolves to its serial, or null. */
  save(): Promise<string | null> {
    this.submitted = true;
    return this.submit(
      (form) => {
        const problem = virtualDraftProblem(form.formula);
        return problem ? { ok: false, errors: { formula: problem.message } } : { ok: true, value: form };
      },
      async ({ formula, alias, unit, tags }) => {
        const sn = newVirtualSn();
        const config = {
          inputs: formula.inputs,
          expression: formula.expression.trim(),
          ...(unit.trim() ? { si: [unit.trim()] } : {}),
        };
        await this.transport.createVirtualDevice(this.systemId, sn, {
          alias: alias.trim(),
          tags: splitList(tags),
          labels: [],
          config,
        });
        return sn;
      },
      'Could not add the virtual sensor',
    );
  }
}
