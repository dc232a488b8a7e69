// Kept apart from the profile schema (misc.ts) so that the client's first screen can show the
// default avatar without loading zod.

/** Default avatar when a user has none (a local svg). */
export const DEFAULT_AVATAR = '/avatar-default.svg';
