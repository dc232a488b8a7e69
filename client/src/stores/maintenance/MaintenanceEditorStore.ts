import { makeAutoObservable, runInAction } from 'mobx';
import type { LoadedMaintenanceWindow } from '../../data/maintenance';
import {
  emptyMaintenanceForm,
  maintenanceDraft,
  maintenanceFormFrom,
  type MaintenanceForm,
  type MaintenanceFormErrors,
} from './maintenanceForm';
import { refusalText } from '../refusal';
import { SAVED, failed, type EditorStatus } from '../editorStatus';
import { EditorDraft } from '../editorDraft';
import type { Transport } from '../transport';

/** One maintenance window being added or edited by an admin: fields, their errors, save, delete. */
export class MaintenanceEditorStore {
  errors: MaintenanceFormErrors = {};
  busy = false;
  status: EditorStatus = null;
  private readonly draft: EditorDraft<MaintenanceForm>;

  constructor(
    private readonly transport: Transport,
    readonly systemId: string,
    private readonly timeZone: string,
    private readonly creatorEmail: string,
    /** The window edited; null for a new one. */
    readonly stored: LoadedMaintenanceWindow | null,
    now: number,
  ) {
    this.draft = new EditorDraft(stored ? maintenanceFormFrom(stored, timeZone) : emptyMaintenanceForm(now, timeZone));
    makeAutoObservable<MaintenanceEditorStore, 'transport' | 'draft'>(this, {
      transport: false,
      draft: false,
    });
  }

  /** The fields as typed. */
  get form(): MaintenanceForm {
    return this.draft.value;
  }

  /** Changes not saved yet (the leave guard asks before they are lost). */
  get dirty(): boolean {
    return this.draft.dirty;
  }

  set<K extends keyof MaintenanceForm>(key: K, value: MaintenanceForm[K]): void {
    this.draft.value = { ...this.form, [key]: value };
    delete this.errors[key];
    this.status = null;
  }

  /** Cancel: the fields go back to the window as stored (a new one: the defaults), messages with them. */
  cancel(): void {
    this.draft.discard();
    this.errors = {};
    this.status = null;
  }

  /** Saves when valid (true); otherwise a message beside each field and nothing is written. */
  async save(): Promise<boolean> {
    // Busy from the press: a second press while the check's module loads must not save a new
    // window twice.
    if (this.busy) return false;
    this.busy = true;
    const { draft, errors } = maintenanceDraft(this.form, this.timeZone);
    // What is saved is the form as it is now: the baseline once the save lands.
    const saving = this.draft.snapshot();
    const { BoundedMaintenanceWindowSchema } = await import('./maintenanceFormCheck');
    const parsed = BoundedMaintenanceWindowSchema.safeParse(draft);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof MaintenanceFormErrors;
        // A time the form could not read is already reported in words of its own.
        errors[key] ??= issue.code === 'invalid_type' && key === 'name' ? 'Enter a name' : issue.message;
      }
    }
    if (!parsed.success || Object.keys(errors).length > 0) {
      runInAction(() => {
        this.errors = errors;
        this.status = failed('Check the highlighted fields.');
        this.busy = false;
      });
      return false;
    }
    try {
      const { summarizedEnd: _s, createdBy: _c, ...fields } = parsed.data;
      await this.transport.saveMaintenanceWindow(this.systemId, this.stored?.id ?? null, fields, this.creatorEmail);
      runInAction(() => {
        this.status = SAVED;
        this.draft.saved(saving);
      });
      return true;
    } catch (e) {
      runInAction(() => (this.status = failed(refusalText('Could not save the maintenance window', e))));
      return false;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  async remove(): Promise<boolean> {
    if (!this.stored) return false;
    this.busy = true;
    try {
      await this.transport.deleteMaintenanceWindow(this.systemId, this.stored.id);
      this.draft.deleted();
      return true;
    } catch (e) {
      runInAction(() => (this.status = failed(refusalText('Could not delete the maintenance window', e))));
      return false;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }
}
