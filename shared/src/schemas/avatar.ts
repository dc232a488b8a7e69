// Kept apart from the profile schema (misc.ts) so that the client's first screen can show the
// default avatar without loading zod.

/** Default avatar when a user has none (a local svg). */
export const DEFAULT_AVATAR = '/avatar-default.svg';
/** Longest avatar the client stores: a data URL of at most 64 KiB (the rules hold users/{uid}.avatar to it). */
export const AVATAR_MAX_LENGTH = 65_536;
