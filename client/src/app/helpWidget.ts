import { HELP_WIDGET_SCRIPT_URL } from './externalLinks';

/** What the documentation host's script puts on window: a widget we can open. */
interface HelpWidget {
  open(): void;
}
declare global {
  interface Window {
    neuronHelpWidget?: HelpWidget;
  }
}

let loading: Promise<boolean> | undefined;

/**
 * Loads the help widget's script once, into this page (docs/PRODUCT.md: not inside a frame).
 * Resolves to whether it loaded; a failure is only logged, and not kept: its script element goes
 * and the next call (the next click on Support) tries again (a dropped connection, a host down
 * for a moment).
 */
export function loadHelpWidget(src: string = HELP_WIDGET_SCRIPT_URL): Promise<boolean> {
  if (loading) return loading;
  let settle: (loaded: boolean) => void = () => undefined;
  const load = new Promise<boolean>((resolve) => (settle = resolve));
  loading = load;
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  script.dataset.helpWidget = 'true';
  script.onload = () => settle(true);
  script.onerror = () => {
    console.error(`Help widget failed to load from ${src}`);
    script.remove();
    if (loading === load) loading = undefined;
    settle(false);
  };
  document.head.append(script);
  return load;
}

/**
 * Opens the help widget (the user menu's Support entry), loading it first if needed; false when
 * it could not be loaded (already logged by loadHelpWidget; nothing else is shown).
 */
export async function openHelpWidget(): Promise<boolean> {
  if (!(await loadHelpWidget()) || !window.neuronHelpWidget) return false;
  window.neuronHelpWidget.open();
  return true;
}
