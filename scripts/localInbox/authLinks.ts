// The Auth emulator's e-mail: it sends no mail, it keeps each verification, password-reset and
// sign-in link and lists them at its REST endpoint /emulator/v1/projects/{project}/oobCodes.
// The local inbox shows them beside the functions' mail, so a new user finds the link where the
// README says e-mail goes (docs/LOCAL_ALERTS.md).
import { PROJECT_ID, ports } from '../ports.js';

/** One link the Auth emulator would have e-mailed. */
export interface AuthLink {
  email: string;
  /** VERIFY_EMAIL, PASSWORD_RESET, EMAIL_SIGNIN or VERIFY_AND_CHANGE_EMAIL. */
  requestType: string;
  link: string;
}

/** What the emulator's REST answer holds (only the fields the page uses). */
interface OobCodesAnswer {
  oobCodes?: { email?: string; requestType?: string; oobLink?: string }[];
}

/** The emulator's oobCodes endpoint for this NEURON_PORT_OFFSET's Auth emulator. */
export function oobCodesUrl(authHost = `127.0.0.1:${ports().auth}`, projectId = PROJECT_ID): string {
  return `http://${authHost}/emulator/v1/projects/${encodeURIComponent(projectId)}/oobCodes`;
}

/**
 * The links the Auth emulator holds, oldest first (as it lists them). Empty while the emulator is
 * not up yet (the inbox starts before it) or not answering: the page then says "none yet".
 */
export async function readAuthLinks(url = oobCodesUrl()): Promise<AuthLink[]> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    if (!res.ok) return [];
    const answer = (await res.json()) as OobCodesAnswer;
    return (answer.oobCodes ?? []).flatMap((c) =>
      c.oobLink ? [{ email: c.email ?? '', requestType: c.requestType ?? '', link: c.oobLink }] : [],
    );
  } catch {
    return [];
  }
}

const WHAT: Record<string, string> = {
  VERIFY_EMAIL: 'Verify your e-mail address',
  PASSWORD_RESET: 'Reset your password',
  EMAIL_SIGNIN: 'Sign in with this link',
  VERIFY_AND_CHANGE_EMAIL: 'Confirm your new e-mail address',
};

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The page's section of account links, newest first; each a real link that opens in a new tab. */
export function authLinksSection(links: readonly AuthLink[]): string {
  const items = [...links].reverse().map(
    (l) => `<li class="item auth-link"><h3>${escape(WHAT[l.requestType] ?? l.requestType)}</h3>
<p>To <span class="to">${escape(l.email)}</span> · <a href="${escape(l.link)}" target="_blank" rel="noopener">${escape(
      WHAT[l.requestType] ?? 'Open the link',
    )}</a></p><pre>${escape(l.link)}</pre></li>`,
  );
  const list = items.length
    ? `<ol reversed>${items.join('')}</ol>`
    : '<p class="note">No account e-mail yet (sign-up verification, password reset and sign-in links appear here).</p>';
  return `<section aria-labelledby="auth-links"><h2 id="auth-links">Account e-mail from the Auth emulator (${items.length})</h2>
<p class="note">The Auth emulator sends no e-mail: the verification, password-reset and sign-in links it would have sent are listed here. Opening one does what the e-mail's link would.</p>${list}</section>`;
}
