import { PROJECT_ID, ports } from '../../scripts/ports.js';
import { eventually } from './emulators.js';

const base = () => `http://127.0.0.1:${ports().auth}/emulator/v1/projects/${PROJECT_ID}`;

interface OobCode {
  email: string;
  oobCode: string;
  requestType: 'VERIFY_EMAIL' | 'PASSWORD_RESET' | 'EMAIL_SIGNIN' | string;
}

/** The e-mail action codes the Auth emulator "sent" (it sends no mail; its REST API lists them). */
export async function oobCodes(): Promise<OobCode[]> {
  const res = await fetch(`${base()}/oobCodes`);
  return ((await res.json()) as { oobCodes?: OobCode[] }).oobCodes ?? [];
}

/** Waits for the newest code of a kind sent to an e-mail (newer than the `after` codes). */
export function latestOobCode(email: string, requestType: string, after: string[] = []): Promise<string> {
  return eventually(async () => {
    const codes = (await oobCodes()).filter(
      (c) =>
        c.email.toLowerCase() === email.toLowerCase() && c.requestType === requestType && !after.includes(c.oobCode),
    );
    return codes.at(-1)?.oobCode;
  }, 15_000);
}

/** The codes of a kind sent to an e-mail so far. */
export async function oobCodesOf(email: string, requestType: string): Promise<string[]> {
  return (await oobCodes())
    .filter((c) => c.email.toLowerCase() === email.toLowerCase() && c.requestType === requestType)
    .map((c) => c.oobCode);
}

interface SmsCode {
  phoneNumber: string;
  code: string;
  sessionInfo: string;
}

/** The SMS codes the Auth emulator "sent", newest last. */
export async function smsCodes(): Promise<SmsCode[]> {
  const res = await fetch(`${base()}/verificationCodes`);
  return ((await res.json()) as { verificationCodes?: SmsCode[] }).verificationCodes ?? [];
}

/** Waits for a new SMS code to a number (one not among `seen`). */
export function nextSmsCode(phoneNumber: string, seen: string[] = []): Promise<string> {
  return eventually(async () => {
    const codes = (await smsCodes()).filter((c) => c.phoneNumber === phoneNumber && !seen.includes(c.sessionInfo));
    return codes.at(-1)?.code;
  }, 15_000);
}

/** Session ids of the SMS codes sent to a number so far (to tell a resent code from the first). */
export async function smsSessionsOf(phoneNumber: string): Promise<string[]> {
  return (await smsCodes()).filter((c) => c.phoneNumber === phoneNumber).map((c) => c.sessionInfo);
}
