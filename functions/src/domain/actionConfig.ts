/** Secret that signs notification action tokens (env NOTIFY_ACTION_SECRET); none: no action buttons. */
export function actionSecretFrom(env: Record<string, string | undefined>): string | undefined {
  return env.NOTIFY_ACTION_SECRET || undefined;
}

/** Where the service worker posts an action (env NOTIFY_ACTION_URL, else the deployed function's URL). */
export function actionUrlFrom(env: Record<string, string | undefined>): string | undefined {
  if (env.NOTIFY_ACTION_URL) return env.NOTIFY_ACTION_URL;
  const project = env.GCLOUD_PROJECT;
  return project ? `https://us-central1-${project}.cloudfunctions.net/notificationAction` : undefined;
}

/**
 * The app's origins (env NEURON_APP_URL: its URL, or several separated by commas, e.g. the custom
 * domain and the hosting default). Only these may post a notification action (CORS). None set:
 * every action is refused.
 */
export function appOriginsFrom(env: Record<string, string | undefined>): string[] {
  return (env.NEURON_APP_URL ?? '').split(',').flatMap((raw) => {
    try {
      const url = new URL(raw.trim());
      return url.protocol === 'https:' || url.protocol === 'http:' ? [url.origin] : [];
    } catch {
      return [];
    }
  });
}
