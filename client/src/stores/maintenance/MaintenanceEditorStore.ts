import type { MaintenanceWindowView } from '../models';
import {
  emptyMaintenanceForm,
  maintenanceDraft,
  maintenanceFormFrom,
  type MaintenanceForm,
  type MaintenanceFormErrors,
} from './maintenanceForm';
import { EditorStore } from '../EditorStore';
import type { Transport } from '../transport';
import type { UiStore } from '../UiStore';

/** One maintenance window being added or edited by an admin (the one editor shape, EditorStore). */
export class MaintenanceEditorStore extends EditorStore<MaintenanceForm, MaintenanceFormErrors> {
  constructor(
    private readonly transport: Transport,
    readonly systemId: string,
    private readonly timeZone: string,
    private readonly creatorEmail: string,
    /** The window edited; null for a new one. */
    readonly stored: MaintenanceWindowView | null,
    now: number,
    ui?: UiStore,
  ) {
    super(stored ? maintenanceFormFrom(stored, timeZone) : emptyMaintenanceForm(now, timeZone), ui);
  }

  /** Saves when valid (true); otherwise a message beside each field and nothing is written. */
  async save(): Promise<boolean> {
    const done = await this.submit(
      (form) => this.check(form),
      async (fields) => {
        await this.transport.saveMaintenanceWindow(this.systemId, this.stored?.id ?? null, fields, this.creatorEmail);
        return true;
      },
      'Could not save the maintenance window',
    );
    return done === true;
  }

  /** The window the form makes, or a message per field (the shared schema, loaded on first save). */
  private async check(form: MaintenanceForm) {
    const { draft, errors } = maintenanceDraft(form, this.timeZone);
    const { BoundedMaintenanceWindowSchema } = await import('./maintenanceFormCheck');
    const parsed = BoundedMaintenanceWindowSchema.safeParse(draft);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof MaintenanceFormErrors;
        // A time the form could not read is already reported in words of its own.
        errors[key] ??= issue.code === 'invalid_type' && key === 'name' ? 'Enter a name' : issue.message;
      }
    }
    if (!parsed.success || Object.keys(errors).length > 0) return { ok: false as const, errors };
    const { summarizedEnd: _s, createdBy: _c, ...fields } = parsed.data;
    return { ok: true as const, value: fields };
  }

  remove(): Promise<boolean> {
    const stored = this.stored;
    if (!stored) return Promise.resolve(false);
    return this.removeWith(
      () => this.transport.deleteMaintenanceWindow(this.systemId, stored.id),
      'Could not delete the maintenance window',
    );
  }
}
