// Where the product's external pages live. Configurable per deployment through Vite env vars.
const env = import.meta.env;

/** Documentation host: the change-log page and the help widget's script. */
export const DOCS_HOST: string = env.VITE_DOCS_HOST || 'https://docs.neuron.dev';
/** External change-log page (user menu: Whats new). */
export const CHANGELOG_URL = `${DOCS_HOST}/changelog`;
/** External feedback form (user menu: Feedback). */
export const FEEDBACK_URL: string = env.VITE_FEEDBACK_URL || `${DOCS_HOST}/feedback`;
/** The help widget's script, loaded once into the page (not a frame). */
export const HELP_WIDGET_SCRIPT_URL = `${DOCS_HOST}/widget/help.js`;

/** The feedback form with a problem's message filled in (an error toast's Report button). */
export function reportUrl(message: string, page: string): string {
  const url = new URL(FEEDBACK_URL);
  url.searchParams.set('problem', message);
  url.searchParams.set('page', page);
  return url.href;
}

/**
 * What an error toast's Report does (main.tsx installs it): opens the feedback form, in a new tab,
 * with the toast's message and the page it happened on filled in. `page` and `open` are inputs so
 * that a component test can give the memory router's page and see the URL.
 */
export function feedbackReporter(
  page: () => string,
  open: (url: string) => void = (url) => void window.open(url, '_blank', 'noopener'),
): (message: string) => void {
  return (message) => open(reportUrl(message, page()));
}
