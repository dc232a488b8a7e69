import { localInstants, zonedParts, type MaintenanceWindow } from '@neuron/shared';
import type { MaintenanceWindowInput } from '../../data/maintenance';

/** The window editor's fields as typed; times are wall-clock times in the system's zone. */
export interface MaintenanceForm {
  name: string;
  /** "YYYY-MM-DDTHH:MM" (a datetime-local input). */
  start: string;
  end: string;
  repeat: MaintenanceWindow['repeat'];
  /** "YYYY-MM-DD", or '' for no end to the repeat. */
  until: string;
  /** True: the whole system; else the devices below. */
  wholeSystem: boolean;
  devices: string[];
}

export type MaintenanceFormErrors = Partial<Record<keyof MaintenanceForm, string>>;

const pad = (n: number) => String(n).padStart(2, '0');

/** "YYYY-MM-DDTHH:MM" of an instant in a zone. */
export function localInputText(ms: number, timeZone: string): string {
  const p = zonedParts(ms, timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(Math.floor(p.minute / 60))}:${pad(p.minute % 60)}`;
}

/** The instant a "YYYY-MM-DDTHH:MM" means in a zone (the earlier one on a repeated hour); undefined if unreadable. */
export function instantOf(text: string, timeZone: string): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/.exec(text.trim());
  if (!m) return undefined;
  const [y, mo, d, h, mi] = m.slice(1).map((v) => Number(v ?? 0));
  return localInstants(y, mo, d, h * 60 + mi, timeZone)[0];
}

/** A new window: from the next full hour, for two hours, the whole system. */
export function emptyMaintenanceForm(now: number, timeZone: string): MaintenanceForm {
  const start = Math.ceil(now / 3_600_000) * 3_600_000;
  return {
    name: '',
    start: localInputText(start, timeZone),
    end: localInputText(start + 2 * 3_600_000, timeZone),
    repeat: 'none',
    until: '',
    wholeSystem: true,
    devices: [],
  };
}

/** The form of a stored window. */
export function maintenanceFormFrom(w: MaintenanceWindow, timeZone: string): MaintenanceForm {
  return {
    name: w.name,
    start: localInputText(w.start, timeZone),
    end: localInputText(w.end, timeZone),
    repeat: w.repeat,
    until: w.until === null ? '' : localInputText(w.until, timeZone).slice(0, 10),
    wholeSystem: w.devices.includes('*'),
    devices: w.devices.filter((d) => d !== '*'),
  };
}

/** The window the form describes, before the schema's checks (unreadable times are reported by field). */
export function maintenanceDraft(
  form: MaintenanceForm,
  timeZone: string,
): { draft: Partial<MaintenanceWindowInput>; errors: MaintenanceFormErrors } {
  const errors: MaintenanceFormErrors = {};
  const start = instantOf(form.start, timeZone);
  const end = instantOf(form.end, timeZone);
  // Until the end of the chosen day.
  const untilDay = form.until ? instantOf(form.until, timeZone) : null;
  if (start === undefined) errors.start = 'Enter a start date and time';
  if (end === undefined) errors.end = 'Enter an end date and time';
  if (untilDay === undefined) errors.until = 'Enter a date';
  return {
    draft: {
      name: form.name,
      start,
      end,
      repeat: form.repeat,
      until: form.repeat === 'none' || untilDay == null ? null : untilDay + 86_400_000 - 1,
      devices: form.wholeSystem ? ['*'] : form.devices,
    },
    errors,
  };
}
