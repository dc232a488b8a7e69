/**
 * A failed Auth call as the data layer answers it: the Firebase Auth error code ('auth/…';
 * undefined when it had none). What the user reads is the stores' to say, from the shared
 * catalogues (signInErrorMessage, actionCodeErrorMessage, …): the data layer decides nothing.
 */
export interface AuthFailure {
  code: string | undefined;
}

/** The failure of an Auth call that threw `error`. */
export const authFailureOf = (error: unknown): AuthFailure => ({ code: (error as { code?: string }).code });
