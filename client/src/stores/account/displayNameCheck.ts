import { ACCOUNT_MESSAGES, UserProfileSchema } from '@neuron/shared';

/**
 * Why a display name cannot be saved, by the shared users/{uid} schema, in the catalogue's words.
 * A module of its own, loaded on the first save: the schema would bring zod into the first load.
 */
export function displayNameError(name: string): string | undefined {
  return UserProfileSchema.shape.displayName.safeParse(name.trim()).success
    ? undefined
    : ACCOUNT_MESSAGES.displayNameTooLong;
}
