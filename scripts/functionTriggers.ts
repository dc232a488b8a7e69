// The functions emulator's switch for its background triggers (the emulator hub's
// `/functions/{disable,enable}BackgroundTriggers`), for bulk writes that should run none: seeding
// thousands of devices, or clearing them (each removal would run the device-removed trigger).
import { ports } from './ports.js';

/** Pauses (or resumes) the functions emulator's background triggers. */
export async function setTriggers(enabled: boolean): Promise<void> {
  const url = `http://127.0.0.1:${ports().hub}/functions/${enabled ? 'enable' : 'disable'}BackgroundTriggers`;
  // Pausing takes effect at once, but the hub answers only once every run under way has finished
  // (up to a minute when one hangs): waiting 5 s for that answer is plenty. Without the functions
  // emulator (e.g. a Firestore-only run) there is nothing to pause. Resuming reloads the
  // functions (their workers start again, with empty caches).
  const signal = enabled ? undefined : AbortSignal.timeout(5_000);
  await fetch(url, { method: 'PUT', signal }).catch(() => undefined);
}

/** Runs `work` with the background triggers paused, and resumes them however it ends. */
export async function withTriggersPaused<T>(work: () => Promise<T>): Promise<T> {
  await setTriggers(false);
  try {
    return await work();
  } finally {
    await setTriggers(true);
  }
}
