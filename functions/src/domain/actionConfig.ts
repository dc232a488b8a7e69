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
