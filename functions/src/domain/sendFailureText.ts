// What a failed outbound send says, in the words the channel's last error and the integration's
// lastError show: the data layer's adapters send and report what happened; these put it in words
// (the adapters get them through their plans: RetryPolicy, SmsRequest, PushRequest, EmailRequest).

/** How the last attempt of a POST ended: an answer that was not 2xx, a network failure, or a refusal. */
export type PostAttempt = { status: number } | { error: string } | { refused: string };

/** A POST that never got a 2xx: where, how its last attempt ended, and how many it could make. */
export interface PostFailure {
  url: string;
  last: PostAttempt;
  attempts: number;
}

/** '<url> answered 500 (after up to 3 attempts)'; a refused URL says so without counting attempts. */
export function postFailureText({ url, last, attempts }: PostFailure): string {
  if ('refused' in last) return `${url}: ${last.refused}`;
  const what = 'status' in last ? `${url} answered ${last.status}` : `${url}: ${last.error}`;
  return `${what} (after ${attempts === 1 ? '1 attempt' : `up to ${attempts} attempts`})`;
}

/** The numbers an SMS did not reach, each with why. */
export function smsFailureText(failures: readonly { to: string; reason: string }[]): string {
  return `SMS failed for ${failures.map((f) => `${f.to}: ${f.reason}`).join('; ')}`;
}

/** An e-mail the SMTP relay did not take, with the relay's reason. */
export function emailFailureText(reason: string): string {
  return `E-mail failed: ${reason}`;
}

/** A push that FCM accepted for none of the channel's tokens. */
export function pushFailureText(tokens: number, reason: string): string {
  return `Push failed for all ${tokens} tokens: ${reason}`;
}
