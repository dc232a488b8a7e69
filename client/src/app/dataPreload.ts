import { reaction } from 'mobx';
import { afterNextFrame } from '../stores/afterNextFrame';

// Whether the last visit ended signed in: a loading hint only (Auth itself says who is signed
// in), read before Auth has restored the user from its own storage.
const SIGNED_IN_HINT = 'neuronSignedIn';

function readHint(): boolean {
  try {
    return localStorage.getItem(SIGNED_IN_HINT) === '1';
  } catch {
    return false; // storage blocked: treated as signed out, which only loads the chunk later
  }
}

function writeHint(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(SIGNED_IN_HINT, '1');
    else localStorage.removeItem(SIGNED_IN_HINT);
  } catch {
    // storage blocked: nothing to remember
  }
}

/**
 * Starts loading the Firestore data layer (a chunk of its own; the sign-in state comes from Auth
 * alone, in the initial route) when it is first needed. After a visit that ended signed in, the
 * first screen needs it: right after the first frame. Otherwise it would share the network with
 * the sign-in form's own script and delay the form: when the visitor first touches the page, or
 * signs in.
 */
export function preloadDataWhenNeeded(
  store: { auth: { resolved: boolean; user: unknown } },
  preload: () => void,
): void {
  if (readHint()) {
    afterNextFrame(preload);
  } else {
    for (const type of ['pointerdown', 'keydown', 'focusin'])
      window.addEventListener(type, preload, { once: true, passive: true });
  }
  reaction(
    () => (store.auth.resolved ? !!store.auth.user : undefined),
    (signedIn) => {
      if (signedIn === undefined) return;
      writeHint(signedIn);
      if (signedIn) preload();
    },
    { fireImmediately: true },
  );
}
