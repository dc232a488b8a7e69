/** What the navigation guard knows about the visitor. */
export interface GuardUser {
  emailVerified: boolean;
  requiresMerge?: boolean;
}

/** What the guard knows about the route being opened. */
export interface GuardRoute {
  name: string;
  requiresAuth: boolean;
  search: string;
  hash: string;
}

/**
 * Where to send the visitor instead, or undefined to let them through (docs/ROUTES.md, navigation
 * guard): merge-required users to the security settings; unverified or signed-out users on
 * an auth route to Login keeping the query; verified users away from Login and SignUp (an account
 * verified in another tab moves the sign-up tab on to the systems).
 */
export function guardRedirect(route: GuardRoute, user: GuardUser | null): string | undefined {
  if (user?.requiresMerge && !(route.name === 'usersettings' && route.hash === '#security')) {
    return '/usersettings#security';
  }
  if (route.requiresAuth && !user?.emailVerified) return `/login${route.search}`;
  if ((route.name === 'Login' || route.name === 'SignUp') && user?.emailVerified) return '/systems';
  return undefined;
}
