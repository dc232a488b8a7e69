import { makeAutoObservable, observable } from 'mobx';
import { TOAST_BUTTONS, toastTimeoutMs, type ToastColor } from '@neuron/shared';

/** What a caller asks for (docs/DATA_MODEL.md, toast message). `timeout` follows docs/BEHAVIOUR.md. */
export interface ToastInput {
  text: string;
  color?: ToastColor;
  timeout?: unknown;
  buttonText?: string;
  /** Opens /systems/{systemId} from the button (docs/ROUTES.md). */
  systemId?: string;
  /** Path (or absolute URL) the button opens. */
  redirect?: string;
  /** Shows a Report button that calls this. */
  report?: () => void;
  /**
   * Shows an Update button that calls this: the app passes the waiting service worker's
   * activation, after which the page reloads once (app/serviceWorker.ts).
   */
  update?: () => void;
}

/** The toast on screen. */
export interface Toast extends Omit<ToastInput, 'timeout' | 'buttonText' | 'color'> {
  id: number;
  color: ToastColor;
  buttonText: string;
  /** ms until it closes by itself, or null when it stays open until closed. */
  timeoutMs: number | null;
}

/** The browser's held-back install prompt (the beforeinstallprompt event). */
export interface InstallPrompt {
  prompt(): Promise<unknown>;
}

/** Where "Not now" on the install banner is remembered (ms since epoch of the dismissal). */
export const INSTALL_DISMISSED_KEY = 'neuronInstallDismissedAt';
/** How long the banner stays away after "Not now": a month, then it may ask once more. */
export const INSTALL_QUIET_MS = 30 * 24 * 3_600_000;

type SmallStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The global toast and progress bar (docs/ROUTES.md, docs/BEHAVIOUR.md). */
export class UiStore {
  toast: Toast | null = null;
  /** Tracked requests running now; the progress bar shows while this is above 0. */
  pending = 0;
  /** The held-back install prompt; the install banner shows while it is set. */
  installPrompt: InstallPrompt | null = null;
  /**
   * What an error toast's Report button does with the message (the app sets it: the feedback
   * form with the message filled in); no Report button while unset.
   */
  reporter: ((text: string) => void) | null = null;
  private nextId = 1;
  private timer?: ReturnType<typeof setTimeout>;
  private readonly toastedKeys = new Set<string>();

  constructor(
    private readonly storage: SmallStorage | null = typeof localStorage === 'undefined' ? null : localStorage,
    private readonly clock: () => number = Date.now,
  ) {
    makeAutoObservable<UiStore, 'timer' | 'nextId' | 'storage' | 'clock' | 'toastedKeys'>(this, {
      timer: false,
      toastedKeys: false,
      nextId: false,
      storage: false,
      clock: false,
      installPrompt: observable.ref,
      reporter: false,
    });
  }

  /**
   * Holds back the browser's install prompt and shows the install banner instead, unless the
   * user said "Not now" within the last month (the banner would otherwise return on every load).
   */
  offerInstall(prompt: InstallPrompt | null): void {
    if (prompt && this.installDismissedRecently()) return;
    this.installPrompt = prompt;
  }

  /** "Not now": the banner goes, and stays away on later loads for INSTALL_QUIET_MS. */
  dismissInstall(): void {
    this.installPrompt = null;
    try {
      this.storage?.setItem(INSTALL_DISMISSED_KEY, String(this.clock()));
    } catch {
      // Storage full or blocked: the banner is gone for this visit at least.
    }
  }

  private installDismissedRecently(): boolean {
    let at = NaN;
    try {
      at = Number(this.storage?.getItem(INSTALL_DISMISSED_KEY) ?? NaN);
    } catch {
      return false;
    }
    return Number.isFinite(at) && this.clock() - at < INSTALL_QUIET_MS;
  }

  /** Shows the held-back prompt (from the banner's Install button); it can be used once. */
  async install(): Promise<void> {
    const prompt = this.installPrompt;
    this.installPrompt = null;
    await prompt?.prompt();
  }

  /** An error the user should see wherever they are now: stays until closed, with Report. */
  showError(text: string): Toast {
    const reporter = this.reporter;
    return this.showToast({ text, color: 'error', timeout: 0, ...(reporter ? { report: () => reporter(text) } : {}) });
  }

  /** Shows a toast, replacing any open one, and schedules its close. */
  showToast(input: ToastInput): Toast {
    clearTimeout(this.timer);
    const { timeout, color, buttonText, ...rest } = input;
    const toast: Toast = {
      ...rest,
      id: this.nextId++,
      color: color ?? 'info',
      buttonText: buttonText ?? TOAST_BUTTONS.close,
      timeoutMs: toastTimeoutMs(timeout),
    };
    this.toast = toast;
    if (toast.timeoutMs !== null) this.timer = setTimeout(() => this.closeToast(toast.id), toast.timeoutMs);
    return toast;
  }

  /**
   * Shows a toast for something that may be announced twice (an alarm seen in the live events and
   * in a push message): only the first call with a key shows; later ones return null.
   */
  showToastOnce(key: string, input: ToastInput): Toast | null {
    if (this.toastedKeys.has(key)) return null;
    this.toastedKeys.add(key);
    // The oldest keys go first; an event is announced within seconds, so a few hundred suffice.
    if (this.toastedKeys.size > 500) this.toastedKeys.delete(this.toastedKeys.values().next().value!);
    return this.showToast(input);
  }

  /** Closes the toast (only that one, when an id is given: a later toast stays). */
  closeToast(id?: number): void {
    if (id !== undefined && this.toast?.id !== id) return;
    clearTimeout(this.timer);
    this.toast = null;
  }

  get progressVisible(): boolean {
    return this.pending > 0;
  }

  /** Shows the progress bar while the request runs. */
  async track<T>(request: Promise<T>): Promise<T> {
    this.pending++;
    try {
      return await request;
    } finally {
      this.done();
    }
  }

  private done(): void {
    this.pending = Math.max(0, this.pending - 1);
  }
}
