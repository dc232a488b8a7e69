import { makeAutoObservable, observable } from 'mobx';
import { sameDraft } from './editorStatus';

/**
 * A plain deep copy of a draft (plain data only: text, numbers, booleans, arrays and objects).
 * By hand rather than toJS or structuredClone: a draft made from a live device holds observable
 * arrays inside plain objects, which toJS leaves as they are and structuredClone refuses.
 */
function plainCopy<T>(value: T): T {
  if (Array.isArray(value)) return value.map(plainCopy) as T;
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plainCopy(v)])) as T;
}

/**
 * The part every editor store shares (rule, channel, integration, maintenance window, device,
 * display name): the draft being typed, the values it was last read or saved as, and whether it
 * is dirty, which is what the leave guard asks. Cancel puts the stored values back; a deleted
 * item has nothing left to lose.
 */
export class EditorDraft<T extends object> {
  /** The draft as typed (replace it whole, or change its fields: both are tracked). */
  value: T;
  /** The draft as last read or saved: the editor is dirty while `value` differs from it. */
  private baseline: T;
  /** Deleted: nothing left to lose. */
  private removed = false;

  constructor(initial: T) {
    this.baseline = plainCopy(initial);
    this.value = plainCopy(initial);
    makeAutoObservable<EditorDraft<T>, 'baseline'>(this, { baseline: observable.ref });
  }

  /** Changes not saved yet (the leave guard asks before they are lost). */
  get dirty(): boolean {
    return !this.removed && !sameDraft(this.value, this.baseline);
  }

  /** A plain copy of the draft now: what a save writes, and (`saved`) the baseline once it lands. */
  snapshot(): T {
    return plainCopy(this.value);
  }

  /** A save of `saved` (a snapshot taken as it started) landed: that is what is stored now. */
  saved(saved: T): void {
    this.baseline = plainCopy(saved);
  }

  /** The item was deleted: leaving asks nothing any more. */
  deleted(): void {
    this.removed = true;
  }

  /** Cancel: the draft goes back to the values last read or saved. */
  discard(): void {
    this.value = plainCopy(this.baseline);
  }

  /** Starts over from `initial` (another item opened, or the stored values changed while clean). */
  restart(initial: T): void {
    this.baseline = plainCopy(initial);
    this.value = plainCopy(initial);
    this.removed = false;
  }
}
